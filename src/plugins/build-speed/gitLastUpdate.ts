/** The docs' "Last updated" dates from one `git log` run, not one per doc (part of ./index.ts; README.md). */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

export interface LastUpdate {
  /** seconds since the epoch, as git's %ct */
  timestamp: number;
  author: string;
}

type GetFileLastUpdate = (filePath?: string) => Promise<LastUpdate | null>;

/** Docusaurus's `lib/lastUpdate.js` by absolute path (the package's `exports` hides `lib/`). */
export function lastUpdateModulePath(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'lastUpdate.js');
}

const RECORD = '\x1e';

/** Newest commit per file under `dir`, by absolute path. @throws Error if `dir` is not in a git work tree. */
export function lastCommitsByFile(dir: string): Map<string, LastUpdate> {
  const git = (args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
  const root = git(['rev-parse', '--show-toplevel']).trim();
  const out = new Map<string, LastUpdate>();
  // `-c`: merges list the files they changed, as a per-file `git log -- file` counts them.
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

/** Patches Docusaurus's `getFileLastUpdate` when called. @throws Error when that export is gone. */
export default function gitLastUpdatePiece(context: Pick<LoadContext, 'siteDir'>): void {
  const modulePath = lastUpdateModulePath();
  // Must patch the very CommonJS module object plugin-content-docs requires.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
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
