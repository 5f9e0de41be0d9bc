/**
 * A plugin run's main thread: the main-thread runtime evaluated fresh, then the project's `src/code.tsx` (or
 * the starter's) in a module table of its own (../README.md "Two threads").
 */
import {MAIN_THREAD_FILE} from '../project/entry';
import {moduleTable} from './modules';

/** What the shells build once (../node/bundleKit.ts `bundleMainThreadParts`). */
export interface MainThread {
  /** react-figma/rpc and figma-jsonrpc bundled for the main thread, whose value is `MAIN_RUNTIME_GLOBAL`. */
  runtime: string;
  /** The starter's `src/code.tsx` as CommonJS: the main thread of a project without one. */
  starter: string;
  /** The starter's `src/ui.html`: the UI's document (./dom.ts) of a project without one. */
  uiHtml: string;
}

/** The runtime bundle's global: module name (`react-figma/rpc`, `figma-jsonrpc`) → exports. */
export const MAIN_RUNTIME_GLOBAL = '__mainThreadModules';

/** The sandbox's globals: `figma` and `__html__`; the UI's (figma-jsonrpc picks its side by them) hidden. */
const SANDBOX_PARAMS = ['figma', '__html__', 'parent', 'window', 'self', 'onmessage', 'document'];

/** Packages of the UI thread: the main thread has no React renderer. */
const UI_PACKAGES = new Set(['react', 'react-figma', 'react-fetch-hook']);

/** The last runtime compiled: each run evaluates it anew (fresh module state) without parsing it again. */
let compiledRuntime: {code: string; run: (...a: unknown[]) => Record<string, unknown>} | undefined;

/**
 * Runs one plugin run's main thread on `figma`: a fresh runtime, then `files[MAIN_THREAD_FILE]` (compiled
 * CommonJS) or else `main.starter`, its relative imports from `files`. `react-figma/rpc` is the runtime's.
 * @param otherBare any other bare import, with `bundled` the runtime's module of that name if it has one.
 * @throws what a module's top level throws; Error for a UI package or a missing file.
 */
export function runMainProject(
  main: MainThread,
  files: Record<string, string>,
  figma: object,
  otherBare: (spec: string, from: string, bundled: (() => unknown) | undefined) => unknown,
  html = '',
): void {
  if (compiledRuntime?.code !== main.runtime) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the plugin's own main-thread runtime
    const run = new Function(
      ...SANDBOX_PARAMS,
      `${main.runtime}\nreturn ${MAIN_RUNTIME_GLOBAL};\n//# sourceURL=dist/code.js`,
    );
    compiledRuntime = {code: main.runtime, run: run as (...a: unknown[]) => Record<string, unknown>};
  }
  const sandbox = [figma, html, undefined, undefined, undefined, undefined, undefined];
  const modules = compiledRuntime!.run(...sandbox);
  const sources = Object.hasOwn(files, MAIN_THREAD_FILE)
    ? files
    : {...files, [MAIN_THREAD_FILE]: main.starter};
  const bare = (spec: string, from: string): unknown => {
    if (spec === 'react-figma/rpc') return modules[spec];
    if (UI_PACKAGES.has(spec)) {
      throw new Error(`${from} runs in the plugin's main thread, which cannot import '${spec}' (the UI's)`);
    }
    return otherBare(spec, from, Object.hasOwn(modules, spec) ? () => modules[spec] : undefined);
  };
  const scope = Object.fromEntries(SANDBOX_PARAMS.map((name, i) => [name, sandbox[i]]));
  moduleTable(sources, bare, scope)(MAIN_THREAD_FILE);
}
