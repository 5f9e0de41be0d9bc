/**
 * The docs' "Last updated" dates from one `git log` run instead of one per doc (part of ./index.ts).
 *
 * Why: Docusaurus 2.4.3 asks git about each doc separately, through `shelljs.exec`, which starts a Node process
 * and a git process per call (the CPU that costs is in this folder's README).
 *
 * How: docs.js calls `lastUpdate.getFileLastUpdate(filePath)` through the module's exports object at call time,
 * so replacing that export before the docs plugin loads its content is enough (plugins are all initialised
 * before any loads content). The answer for each file is the newest commit that touched it, as
 * `git log --max-count=1 -- file` gives, read from a single `git log --name-only` over the site folder. A file
 * git does not know (new, untracked) goes to the original function, which keeps Docusaurus's own warnings.
 * `npm start` is unaffected: in development Docusaurus shows placeholder dates without asking git.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

export interface LastUpdate {
  /** seconds since the epoch, as git's %ct */
  timestamp: number;
  author: string;
}

type GetFileLastUpdate = (filePath?: string) => Promise<LastUpdate | null>;

/**
 * Docusaurus's module whose `getFileLastUpdate` export this plugin replaces: `lib/lastUpdate.js` beside the docs
 * plugin's entry (by absolute path, because the package's `exports` field hides `lib/`; docs.js requires the
 * same file, so both share one module object).
 */
export function lastUpdateModulePath(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'lastUpdate.js');
}

const RECORD = '\x1e';

/**
 * Newest commit per file under `dir`, keyed by absolute path.
 * @throws Error when `dir` is not inside a git work tree or git is missing (execFileSync's error).
 */
export function lastCommitsByFile(dir: string): Map<string, LastUpdate> {
  const git = (args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
  const root = git(['rev-parse', '--show-toplevel']).trim();
  const out = new Map<string, LastUpdate>();
  // `-c`: a merge lists the files it changed from every parent (both sides edited them), the merges a per-file
  // `git log -- file` shows; without it merges list no files and such a doc would get an older side commit.
  for (const record of git(['log', '-c', `--format=${RECORD}%ct,%an`, '--name-only', '--', '.'])
    .split(RECORD)
    .slice(1)) {
    const [header, ...files] = record.split('\n');
    const comma = header.indexOf(',');
    const commit = {timestamp: Number(header.slice(0, comma)), author: header.slice(comma + 1)};
    for (const file of files) {
      const absolute = path.join(root, file);
      if (file && !out.has(absolute)) out.set(absolute, commit);
    }
  }
  return out;
}

/**
 * The git-last-update piece of the build-speed plugin: patches Docusaurus's `getFileLastUpdate` when called.
 * @throws Error when Docusaurus's lastUpdate module no longer exports `getFileLastUpdate`.
 */
export default function gitLastUpdatePiece(context: Pick<LoadContext, 'siteDir'>): void {
  const modulePath = lastUpdateModulePath();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- must patch the very CommonJS module object plugin-content-docs requires
  const lastUpdateModule = require(modulePath) as {getFileLastUpdate?: GetFileLastUpdate};
  const original = lastUpdateModule.getFileLastUpdate;
  if (typeof original !== 'function') {
    throw new Error(
      `[build-speed] git-last-update: ${modulePath} no longer exports getFileLastUpdate; remove or update this plugin.`,
    );
  }
  let commits: Map<string, LastUpdate> | undefined;
  lastUpdateModule.getFileLastUpdate = async (filePath) => {
    if (!filePath) return original(filePath);
    try {
      commits ??= lastCommitsByFile(context.siteDir);
    } catch {
      commits = new Map(); // not a git checkout: let Docusaurus warn as it does
    }
    return commits.get(path.resolve(filePath)) ?? original(filePath);
  };
}
