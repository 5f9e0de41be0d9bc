/**
 * What the claims tests (tests/claims/, CONTENT-6) share: the page text a claim is read from, a small project
 * run through the preview engine (the Figma stand-in), type-checking with the starter's tsconfig,
 * react-figma's installed files, and npm resolutions.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {projectEntry} from '../../src/figma-runner/project/entry';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import {flatten} from '../../src/figma-runner/engine/tree';
import type {NodeShellResult, PreviewNode} from '../../src/figma-runner/protocol/run';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {linkReaderNodeModules} from '../../src/figma-runner/node/readerNodeModules';
import {typeCheckFiles} from '../../src/figma-runner/node/readerProgram';
import {diagnosticText} from '../../src/figma-runner/protocol/typecheck';
import {codeFences} from '../../src/plugins/markdown/fences';
import {findExamples} from '../../src/plugins/markdown/figures';
import type {RunReport} from '../../src/figma-runner/node/pluginHost';
import {downloadPlugin, runInStandIn} from './standIn';

/** A layer of a drawn project, with its absolute position on the page (px). */
export type DrawnLayer = ReturnType<typeof flatten>[number];

/**
 * The paragraph or list item of `page` (a path from the site root) that contains `needle`, with its Markdown
 * line breaks folded, so a test that asserts on it breaks when the sentence changes.
 * @throws AssertionError when no block of the page contains `needle`.
 */
export function sentenceOf(page: string, needle: string): string {
  const text = fs.readFileSync(path.join(SITE_ROOT, page), 'utf8');
  const block = text
    .split(/\n\s*\n|\n(?=\s*[-*] |\s*\d+\. |\|)/)
    .map((b) => b.replace(/\s*\n\s*/g, ' ').trim())
    .find((b) => b.includes(needle));
  assert.ok(block, `${page}: no paragraph contains ${JSON.stringify(needle)}`);
  return block;
}

/**
 * Asserts that the block of `page` holding `needle` (as `sentenceOf` finds it) still says `words`; the
 * message shows the block, so a changed sentence is seen at once.
 * @throws AssertionError when no block holds `needle`, or when that block does not contain `words`.
 */
export function assertPageSays(page: string, needle: string, words: string): void {
  const block = sentenceOf(page, needle);
  assert.ok(block.includes(words), `${page} no longer says ${JSON.stringify(words)}; its block:\n${block}`);
}

let pool: PreviewPool | undefined;

let shared = false;

/**
 * Keeps the engine's workers across files (tests/claims/all-in-one-process.ts): `closeEngine` then stops them
 * only when called as `closeEngine(true)`, at the end of the run or for a file that needs fresh ones.
 */
export function shareEngineAcrossFiles(): void {
  shared = true;
}

/**
 * Stops the engine's workers; call it from `after()` in each file that draws.
 * @param force `true` stops them even when shared across files (`after` passes its context instead).
 */
export function closeEngine(force?: unknown): void {
  if (shared && force !== true) return;
  pool?.close();
  pool = undefined;
  for (const {engine, starter} of mainThreadEngines.values()) {
    engine.close();
    fs.rmSync(starter, {recursive: true, force: true});
  }
  mainThreadEngines.clear();
}

/**
 * Runs a project through the site's preview engine as it is, failed or not (for claims about error messages).
 * @param files project path (`src/App.tsx`) → TSX source; the entry is chosen as the playground chooses it,
 *   from `active` (the first file when omitted): the file itself when it calls `render`, else its exported
 *   `App`.
 * @returns the engine's result: the page's tree and console lines, or its error and console lines.
 */
export function runEngine(
  files: Record<string, string>,
  active = Object.keys(files)[0],
): Promise<NodeShellResult> {
  const project = projectEntry(files, active);
  return runEntry(project.files, project.entry);
}

/**
 * Runs `entry` of a project through the preview engine as it is, with no entry chosen or generated: for a
 * harness file that loads the reader's files itself (with `require`), as a bundler or webpack's HMR runtime
 * would.
 * @returns the engine's result, failed or not, as `runEngine`.
 */
export function runEntry(files: Record<string, string>, entry: string): Promise<NodeShellResult> {
  pool ??= new PreviewPool(SITE_ROOT, STARTER_DIR);
  return pool.render(compileSources(files), entry);
}

/**
 * Runs a project through the site's preview engine and returns the current page's layers.
 * @param files project path (`src/App.tsx`) → TSX source; the entry is chosen as in `runEngine`.
 * @throws AssertionError when the project fails to render (the engine's error and console in the message).
 */
export async function draw(files: Record<string, string>, active = Object.keys(files)[0]): Promise<Drawn> {
  return drawn(await runEngine(files, active));
}

/**
 * Draws the drawing example of `page` (a path from the site root) whose sources contain `needle`, with the
 * entry its Result figure is drawn from.
 * @throws AssertionError when no example of the page contains `needle`, or when it fails to render.
 */
export async function drawPageExample(page: string, needle: string): Promise<Drawn> {
  const example = findExamples(codeFences(fs.readFileSync(path.join(SITE_ROOT, page), 'utf8'), page)).find(
    (e) => Object.values(e.sources).some((s) => s.includes(needle)),
  );
  assert.ok(example, `${page}: no drawing example contains ${JSON.stringify(needle)}`);
  return drawn(await runEntry(example.sources, example.entry));
}

/**
 * A drawn page: its layers flattened with absolute positions, a by-name lookup, the tree, the other pages
 * that hold layers and console lines.
 */
export interface Drawn {
  layers: DrawnLayer[];
  byName: (name: string) => DrawnLayer;
  page: PreviewNode;
  others: PreviewNode[];
  logs: string[];
}

function drawn(result: NodeShellResult): Drawn {
  assert.ok(result.ok, `engine: ${!result.ok && result.error}\n${result.logs.join('\n')}`);
  const layers = flatten(result.tree);
  const byName = (name: string) => {
    const hit = layers.find((l) => l.name === name);
    assert.ok(hit, `no layer named ${name}: ${layers.map((l) => l.name).join(', ')}`);
    return hit;
  };
  return {layers, byName, page: result.tree, others: result.others, logs: result.logs};
}

/**
 * Runs `code` (TSX module statements, with `imports` from react-figma in scope) in the preview engine, beside
 * an App that draws one rectangle, and returns what the code logged: each `console.log(JSON.stringify(v))` as
 * `v`. For claims about react-figma's plain helpers (Platform, StyleSheet, Dimensions, Easing) as a plugin
 * sees them.
 * @throws AssertionError when the project fails to run.
 */
export async function logged(imports: string, code: string): Promise<unknown[]> {
  const {logs} = await draw({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle, ${imports}} from 'react-figma';\n${code}\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle /></Page>;\n`,
  });
  return logs.filter((l) => l.startsWith('log: ')).map((l) => JSON.parse(l.slice('log: '.length)) as unknown);
}

/**
 * An `App.tsx` source whose `App` draws `body` (JSX) in a current Page `P`; `imports` are added to `Page`.
 */
export function appInPage(imports: string, body: string): string {
  return (
    `import * as React from 'react';\nimport {Page, ${imports}} from 'react-figma';\n` +
    `export const App = () => <Page isCurrent name="P">${body}</Page>;\n`
  );
}

/**
 * An `App.tsx` source like `appInPage`'s whose `App` renders twice: with `first` true, then, 10 ms after
 * mounting, with `first` false, for claims about what a prop left out on a later render does. `before` is
 * module code.
 */
export function appRerendered(imports: string, body: string, before = ''): string {
  return (
    `import * as React from 'react';\nimport {Page, ${imports}} from 'react-figma';\n${before}\n` +
    'export const App = () => {\n  const [first, setFirst] = React.useState(true);\n' +
    '  React.useEffect(() => { setTimeout(() => setFirst(false), 10); }, []);\n' +
    `  return <Page isCurrent name="P">${body}</Page>;\n};\n`
  );
}

/**
 * A temporary project holding `files` (path → text) and a link to the site's node_modules, with the starter's
 * test globals (examples/starter/test/figma-globals.ts) copied in.
 * @returns the folder, the arguments that load tsx and the globals first, and the child's environment.
 */
function starterProject(files: Record<string, string>): {
  dir: string;
  head: string[];
  env: NodeJS.ProcessEnv;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-stub-'));
  fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  // A copy beside the link: from examples/starter it would resolve figma-api-stub in the starter's own
  // node_modules, which the build-level layer's `npm ci` may be rewriting at that moment.
  const globals = path.join(dir, 'figma-globals.ts');
  fs.copyFileSync(path.join(SITE_ROOT, 'examples/starter/test/figma-globals.ts'), globals);
  // Without the test runner's NODE_TEST_CONTEXT, a child `--test` runs its files as `npm test` does.
  const {NODE_TEST_CONTEXT: _context, ...env} = process.env;
  return {dir, head: ['--import', 'tsx', '--import', globals], env};
}

/**
 * Runs Node.js in a starterProject as the starter's `npm test` runs, so react-figma draws into figma-api-stub
 * as it is, not into the engine's stand-in.
 * @param args the rest of the command line: more `--import`s, `--test`, the file to run.
 * @param timeoutMs after which the child is killed with SIGTERM.
 * @returns the child's exit status, stdout and stderr.
 * @throws Error when the child ran past `timeoutMs`, with what it printed.
 */
export function runWithStarterGlobals(
  files: Record<string, string>,
  args: string[],
  timeoutMs = 60_000,
): {status: number | null; stdout: string; stderr: string} {
  const {dir, head, env} = starterProject(files);
  try {
    const run = spawnSync(process.execPath, [...head, ...args], {
      cwd: dir,
      encoding: 'utf8',
      env,
      timeout: timeoutMs,
    });
    if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
      throw new Error(`node ${args.join(' ')} ran past ${timeoutMs} ms:\n${run.stdout}\n${run.stderr}`);
    return {status: run.status, stdout: run.stdout, stderr: run.stderr};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Runs Node.js in a starterProject, for a run that may never end: waits at most `waitMs` for `until` in its
 * stdout, then `thenMs` for the child to exit by itself; a child still running is killed with its process
 * group (a `--test` run's file runs in a grandchild). Both clocks start late, so a loaded host only slows it.
 * A child that prints nothing more than its TAP header within `waitMs` is killed and started again, at most
 * `attempts` times: a child that stalls in starting is not what a claim tests.
 * @returns whether `until` appeared, whether the child then ended within `thenMs`, status, stdout, stderr.
 */
export async function watchWithStarterGlobals(
  files: Record<string, string>,
  args: string[],
  until: RegExp,
  {waitMs = 60_000, thenMs = 10_000, attempts = 3} = {},
): Promise<{seen: boolean; ended: boolean; status: number | null; stdout: string; stderr: string}> {
  let outputs = '';
  for (let attempt = 1; ; attempt++) {
    const run = await watchOnce(files, args, until, waitMs, thenMs);
    const stalled = !run.seen && run.status === null && /^(TAP version 13)?$/.test(run.stdout.trim());
    if (!stalled || attempt === attempts) return {...run, stdout: outputs + run.stdout};
    outputs += `[attempt ${attempt}: nothing after ${waitMs} ms]\n${run.stdout}${run.stderr}`;
  }
}

/** One run of watchWithStarterGlobals. */
async function watchOnce(
  files: Record<string, string>,
  args: string[],
  until: RegExp,
  waitMs: number,
  thenMs: number,
): Promise<{seen: boolean; ended: boolean; status: number | null; stdout: string; stderr: string}> {
  const {dir, head, env} = starterProject(files);
  const child = spawn(process.execPath, [...head, ...args], {cwd: dir, env, detached: true});
  let [stdout, stderr] = ['', ''];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const timer = (ms: number) => new Promise<'late'>((resolve) => setTimeout(resolve, ms, 'late').unref());
  try {
    const seen = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (until.test(stdout)) resolve(true);
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      void exited.then(() => resolve(until.test(stdout)));
      void timer(waitMs).then(() => resolve(false));
    });
    const end = await Promise.race([exited, timer(seen ? thenMs : 0)]);
    return {seen, ended: end !== 'late', status: end === 'late' ? null : end, stdout, stderr};
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

let installed: ReadonlyMap<string, string> | undefined;

/**
 * react-figma 0.31.0's own compiled files as installed in the site's node_modules (its `.js` files, not its
 * dependencies' under its own node_modules), for claims that it does or never does make a call.
 * @returns path relative to the package (`helpers/connectToDevTools.js`) → text; read once per test file.
 */
export function reactFigmaFiles(): ReadonlyMap<string, string> {
  if (installed) return installed;
  const root = path.join(SITE_ROOT, 'node_modules/react-figma');
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js'))
        files.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  installed = files;
  return files;
}

/**
 * A folder with the reader's node_modules (linkReaderNodeModules), made once, removed when the process exits.
 */
let readerDir: string | undefined;
function readerProject(): string {
  if (readerDir) return readerDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-reader-'));
  process.on('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
  linkReaderNodeModules(dir, path.join(SITE_ROOT, 'node_modules'));
  return (readerDir = dir);
}

/**
 * Type-checks `files` (name → source, e.g. `{'App.tsx': …}`, in the project's `src/`) with the one checker of
 * reader projects (readerProgram.ts `typeCheckFiles`: the starter's compiler options, the site's react-figma
 * 0.31.0 and the starter's @types/react, as `tsc` in a reader's project). Options may be overridden.
 * @param project a folder whose `node_modules` the files resolve against (another react-figma release, say);
 *   the site's node_modules with the starter's @types/react when omitted.
 * @returns each file's diagnostics as tsc prints them (`diagnosticText`: `src/App.tsx(3,7): error TS2322: …`;
 *   empty when the file compiles), keyed by file name; a declaration file's diagnostics under its path from
 *   `<project>/src` (`../node_modules/…`).
 */
export function typeCheckEach(
  files: Record<string, string>,
  overrides: ts.CompilerOptions = {},
  project: string = readerProject(),
): Record<string, string[]> {
  const inSrc = Object.fromEntries(Object.entries(files).map(([name, text]) => [`src/${name}`, text]));
  const found = typeCheckFiles(inSrc, {dir: project, starterDir: STARTER_DIR}, overrides);
  const out: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((n) => [n, []]));
  for (const d of found) {
    const name = !d.file
      ? Object.keys(files)[0]
      : d.file.startsWith('src/')
        ? d.file.slice(4)
        : `../${d.file}`;
    (out[name] ??= []).push(diagnosticText(d));
  }
  return out;
}

/**
 * The `TS<code>: message` part of a line of `typeCheckEach`, as the pages quote tsc (`error` and the place
 * cut).
 */
export function quotedAsPages(line: string): string {
  return line.replace(/^(?:.*?\(\d+,\d+\): )?\w+ (?=TS\d+: )/, '');
}

/** `typeCheckEach` for one project: all of its diagnostics in one list. */
export function typeCheck(files: Record<string, string>, overrides: ts.CompilerOptions = {}): string[] {
  return Object.values(typeCheckEach(files, overrides)).flat();
}

/**
 * Resolves a project's dependencies as `npm install` would, without installing:
 * `npm install --package-lock-only` in a temporary folder holding `packageJson` and `files` (a `yarn.lock`,
 * say). Uses npm's cache first (`--prefer-offline`); times out after 90 s.
 * @returns npm's exit status and output, and the written lockfile's package versions by path
 *   (`node_modules/webpack` → `4.43.0`; empty when npm failed).
 */
export function npmResolve(
  packageJson: Record<string, unknown>,
  files: Record<string, string> = {},
): {status: number | null; output: string; versions: Record<string, string>} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-npm-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({private: true, ...packageJson}));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const run = spawnSync(
      'npm',
      // --loglevel: under `npm run -s` the child inherits `silent` and would print no ERESOLVE to assert on.
      [
        'install',
        '--package-lock-only',
        '--ignore-scripts',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      {cwd: dir, encoding: 'utf8', timeout: 90_000},
    );
    const lockFile = path.join(dir, 'package-lock.json');
    const versions: Record<string, string> = {};
    if (run.status === 0 && fs.existsSync(lockFile)) {
      const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as {
        packages: Record<string, {version?: string}>;
      };
      for (const [p, meta] of Object.entries(lock.packages))
        if (p && meta.version) versions[p] = meta.version;
    }
    return {status: run.status, output: `${run.stdout}${run.stderr}`, versions};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Runs the hash call of webpack releases before 4.47 (`createHash('md4')`) in a fresh Node with `env` added.
 * @returns the child's exit status and stderr (on Node 17 and later without the legacy provider, the
 *   `error:0308010C` message).
 */
export function runMd4(env: Record<string, string> = {}): {status: number | null; stderr: string} {
  const run = spawnSync(
    process.execPath,
    ['-e', "require('crypto').createHash('md4').update('x').digest('hex')"],
    {
      encoding: 'utf8',
      env: {...process.env, ...env},
    },
  );
  return {status: run.status, stderr: run.stderr};
}

/**
 * Runs a project as Figma runs a plugin, on two threads: the site's "Download as Figma plugin" zip of `files`
 * (its prebuilt `dist/`), with `dist/code.js` in the plugin host's main thread and `dist/ui.html` in its UI
 * window, every message structured-cloned and delivered later (src/figma-runner/node/pluginHost.ts).
 * @param timeoutMs the settle cap (ms): shorter for a run that is meant never to settle.
 * @returns the run's report: the document's pages and layers, console lines, uncaught errors and rejections.
 * @throws when the zip cannot be built (a refused import, a syntax error) or the host process crashes.
 */
export async function runAsPlugin(files: Record<string, string>, timeoutMs?: number): Promise<RunReport> {
  const {dir, project} = await downloadPlugin('claims', files);
  try {
    return runInStandIn([{dir: project, timeoutMs}])[0];
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Engines whose main thread has extra lines, by those lines, with their starter folders; closed by
 * `closeEngine`.
 */
const mainThreadEngines = new Map<string, {engine: PreviewPool; starter: string}>();

/**
 * Runs a project through the engine with `extra` main-thread code run before `setupMainThread()`: the
 * starter's `src/code.tsx` with those lines added, as a plugin's own main thread would do what a person does
 * in Figma (move a layer) or what Figma does under another setting. The main thread's `console` output joins
 * the logs.
 * @param files project path → TSX source; the entry is chosen as in `runEngine`.
 * @returns the engine's result, failed or not.
 */
export function runWithMainThread(files: Record<string, string>, extra: string): Promise<NodeShellResult> {
  let hit = mainThreadEngines.get(extra);
  if (!hit) {
    const starter = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-main-thread-'));
    fs.mkdirSync(path.join(starter, 'src'));
    const code = fs.readFileSync(path.join(STARTER_DIR, 'src', 'code.tsx'), 'utf8');
    const withExtra = code.replace(/^(setupMainThread\(\);)$/m, `${extra}\n$1`);
    assert.notEqual(withExtra, code, "the starter's code.tsx calls setupMainThread() on a line of its own");
    fs.writeFileSync(path.join(starter, 'src', 'code.tsx'), withExtra);
    fs.copyFileSync(path.join(STARTER_DIR, 'src', 'ui.html'), path.join(starter, 'src', 'ui.html'));
    hit = {engine: new PreviewPool(SITE_ROOT, starter), starter};
    mainThreadEngines.set(extra, hit);
  }
  const project = projectEntry(files, Object.keys(files)[0]);
  return hit.engine.render(compileSources(project.files), project.entry);
}

/**
 * Main-thread lines that answer `inMain` (`IN_MAIN`): a JSON-RPC method of figma-jsonrpc, as react-figma's
 * own.
 */
const MAIN_PROBE = `import {createPluginAPI} from 'figma-jsonrpc';
createPluginAPI({claimsInMain: (source: string) => new Function('figma', source)(figma)});`;

/**
 * Lines for a probed project's UI file (`drawInMain`): `await inMain(source)` runs `source` (a function body)
 * in the main thread, where `figma` is, and resolves with what it returns, copied across the bridge.
 */
export const IN_MAIN = `import {createPluginAPI} from 'figma-jsonrpc';
const inMain = createPluginAPI({claimsInMain: (_source: string): any => undefined}).claimsInMain as (
  source: string,
) => Promise<any>;`;

/**
 * Draws a project whose UI asks the main thread about the document or changes it there with `inMain`
 * (`IN_MAIN`), as a plugin's UI must: it has no `figma`.
 * @throws AssertionError when the project fails to render.
 */
export async function drawInMain(files: Record<string, string>): Promise<Drawn> {
  return drawn(await runWithMainThread(files, MAIN_PROBE));
}

/** A project drawing one Rectangle "R" on the current page "P". */
const ONE_RECTANGLE = {
  'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';
export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;
`,
};

/**
 * Draws one Rectangle with `figma.getNodeById` throwing, as Figma documents it under `"documentAccess":
 * "dynamic-page"`, and asserts that the first render fails at react-figma's first append (`rpc.ts`). The
 * thrown message carries the main thread's stack, which figma-jsonrpc does not send across.
 * @throws AssertionError when the render succeeds or fails elsewhere.
 */
export async function assertDynamicPageFailsFirstAppend(): Promise<void> {
  const result = await runWithMainThread(
    ONE_RECTANGLE,
    `figma.getNodeById = () => {
  throw new Error('getNodeById is not supported with documentAccess: dynamic-page\\n' + new Error().stack);
};`,
  );
  assert.ok(!result.ok, 'the first render fails');
  assert.match(String(result.error), /not supported with documentAccess/);
  assert.match(String(result.error), /appendToContainer/);
}

/**
 * Runs one Rectangle in a file holding a page React Figma drew before, whose `children` throw for the plugin
 * (not for the engine's snapshot), as Figma documents for an unloaded page under `"documentAccess":
 * "dynamic-page"`, and asserts that the render fails in `getInitialTree`.
 * @throws AssertionError when the render succeeds or fails elsewhere.
 */
export async function assertDynamicPageFailsInitialTree(): Promise<void> {
  const result = await runWithMainThread(
    ONE_RECTANGLE,
    `const drawnBefore = figma.createPage();
drawnBefore.setPluginData('isReactFigmaNode', 'true');
Object.defineProperty(drawnBefore, 'children', {configurable: true, get() {
  const stack = String(new Error().stack);
  // The engine reads every page for its picture after the run; only the plugin's reads are Figma's.
  if (stack.split('\\n')[2].includes('dist/code.js')) throw new Error('children of an unloaded page: call loadAsync() first\\n' + stack);
  return [];
}});`,
  );
  assert.ok(!result.ok, 'the first render fails');
  assert.match(String(result.error), /^Error: children of an unloaded page/);
  assert.match(String(result.error), /at getInitialTree/);
}
