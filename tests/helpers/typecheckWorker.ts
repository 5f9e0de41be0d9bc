/**
 * The playground's type-check worker as the site ships it (bundleTypeCheckWorker's script, the starterTypings
 * the page sends), run in Node: a node:vm context whose `self` talks to the test over a MessageChannel, so
 * messages are structured-cloned as between a page and a worker. Also `tscDiagnostics`: what tsc prints for
 * the same project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {spawnSync} from 'node:child_process';
import {MessageChannel} from 'node:worker_threads';
import {bundleTypeCheckWorker} from '../../src/figma-runner/node/bundleTypeCheck';
import {starterTypings} from '../../src/figma-runner/node/starterTypings';
import {linkReaderNodeModules} from '../../src/figma-runner/node/readerNodeModules';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import type {CheckerToPage, TypeDiagnostic} from '../../src/figma-runner/protocol/typecheck';

const SITE_ROOT = path.resolve(__dirname, '../..');

export interface NodeChecker {
  check(files: Record<string, string>): Promise<TypeDiagnostic[]>;
  close(): void;
}

/** Starts the bundled worker in a vm context and sends it the typings; resolves once it is ready. */
export async function startNodeChecker(): Promise<NodeChecker> {
  const script = await bundleTypeCheckWorker(STARTER_DIR);
  const {port1, port2} = new MessageChannel();
  const scope: Record<string, unknown> = {performance, onmessage: null};
  scope.self = scope;
  scope.postMessage = (m: unknown) => port2.postMessage(m);
  port2.on('message', (data) => (scope.onmessage as (e: {data: unknown}) => void)({data}));
  vm.runInNewContext(script, scope);
  const next = () => new Promise<CheckerToPage>((resolve) => port1.once('message', resolve));
  const ready = next();
  port1.postMessage({
    type: 'typings',
    files: starterTypings(STARTER_DIR, path.join(SITE_ROOT, 'node_modules')),
  });
  const first = await ready;
  if (first.type !== 'ready') throw new Error(`the worker answered ${JSON.stringify(first)}`);
  let id = 0;
  return {
    async check(files) {
      const answer = next();
      port1.postMessage({type: 'check', id: ++id, files});
      const got = await answer;
      if (got.type !== 'diagnostics') throw new Error(`the worker answered ${JSON.stringify(got)}`);
      return got.diagnostics;
    },
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

/** Writes `files` as a reader's project in `dir`: the starter's tsconfig.json, the reader's node_modules. */
function writeProject(dir: string, files: Record<string, string>): void {
  fs.copyFileSync(path.join(STARTER_DIR, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  // The image modules readers declare (docs/configure), as check:examples and the checker add them.
  fs.mkdirSync(path.join(dir, 'src'));
  fs.copyFileSync(require.resolve('react-figma/images.d.ts'), path.join(dir, 'src/images.d.ts'));
  linkReaderNodeModules(dir, path.join(SITE_ROOT, 'node_modules'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** tsc's `file(line,col): error TS<code>:` lines as `file:line:col TS<code>`, `prefix` cut from the file. */
const tscLines = (stdout: string, prefix = ''): string[] =>
  [...stdout.matchAll(/^(\S+)\((\d+),(\d+)\): \w+ TS(\d+):/gm)]
    .filter(([, file]) => file.startsWith(prefix))
    .map(([, file, line, column, code]) => `${file.slice(prefix.length)}:${line}:${column} TS${code}`);

/** tscDiagnostics' answers by project (its files as JSON): the same text gets the same diagnostics. */
const tscAnswers = new Map<string, string[]>();

/**
 * What tsc (the site's TypeScript) prints for a project of `files` under examples/starter/tsconfig.json as it
 * is, in a folder whose node_modules is the reader's (linkReaderNodeModules: the site's packages, the
 * starter's `@types/react`): `file:line:col TS<code>` for each diagnostic. tsc runs once per process for the
 * same files (playground-types asks for one project in each mode and width).
 */
export function tscDiagnostics(files: Record<string, string>): string[] {
  const key = JSON.stringify(Object.entries(files).sort());
  let answer = tscAnswers.get(key);
  if (!answer) tscAnswers.set(key, (answer = runTsc(files)));
  return [...answer];
}

function runTsc(files: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-parity-'));
  try {
    writeProject(dir, files);
    const tsc = require.resolve('typescript/bin/tsc');
    // --preserveSymlinks: see linkReaderNodeModules; a reader's install has no links for it to change.
    const args = [tsc, '-p', '.', '--noEmit', '--pretty', 'false', '--preserveSymlinks'];
    const run = spawnSync(process.execPath, args, {cwd: dir, encoding: 'utf8'});
    if (run.error) throw run.error;
    return tscLines(run.stdout);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * `tscDiagnostics` of several projects in one `tsc -b` run, which parses the typings they share once (a
 * third of the CPU of a run per project). `-b` takes no compiler flags, so each project's tsconfig.json
 * extends the starter's as it is with the two that tscDiagnostics passes.
 * @returns each project's lines, as tscDiagnostics gives them, under its key.
 */
export function tscDiagnosticsOfEach<K extends string>(
  projects: Record<K, Record<string, string>>,
): Record<K, string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-parity-'));
  try {
    const keys = Object.keys(projects) as K[];
    keys.forEach((key, i) => {
      const dir = path.join(root, `p${i}`);
      fs.mkdirSync(dir);
      writeProject(dir, projects[key]);
      fs.renameSync(path.join(dir, 'tsconfig.json'), path.join(dir, 'starter.tsconfig.json'));
      const options = {noEmit: true, preserveSymlinks: true};
      const tsconfig = {extends: './starter.tsconfig.json', compilerOptions: options};
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    });
    const tsc = require.resolve('typescript/bin/tsc');
    const args = [tsc, '-b', ...keys.map((_, i) => `p${i}`), '--pretty', 'false'];
    const run = spawnSync(process.execPath, args, {cwd: root, encoding: 'utf8'});
    if (run.error) throw run.error;
    return Object.fromEntries(keys.map((key, i) => [key, tscLines(run.stdout, `p${i}/`)])) as Record<
      K,
      string[]
    >;
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

/** The worker's diagnostics in tscDiagnostics' form. */
export const asTsc = (diagnostics: TypeDiagnostic[]): string[] =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column} TS${d.code}`);
