/**
 * A plugin run's main thread: the main-thread runtime evaluated fresh, then the project's `src/code.tsx` (or
 * the starter's) in a module table of its own (../README.md "Two threads").
 */
import {MAIN_THREAD_FILE} from '../project/entry';
import {compileIn, moduleTable, type Sandbox} from './modules';

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

/** The language's globals (ECMA-262's "The Global Object", Intl): the sandbox has them (how-plugins-run). */
const LANGUAGE_GLOBALS = `globalThis Infinity NaN undefined isFinite isNaN parseFloat parseInt decodeURI
  decodeURIComponent encodeURI encodeURIComponent escape unescape AggregateError Array ArrayBuffer BigInt
  BigInt64Array BigUint64Array Boolean DataView Date Error EvalError FinalizationRegistry Float32Array
  Float64Array Function Int8Array Int16Array Int32Array Map Number Object Promise Proxy RangeError
  ReferenceError RegExp Set String Symbol SyntaxError TypeError Uint8Array Uint8ClampedArray Uint16Array
  Uint32Array URIError WeakMap WeakRef WeakSet JSON Math Reflect Intl`.split(/\s+/);

/** What the sandbox adds, per @figma/plugin-typings' index.d.ts; `figma` and `__html__` are the run's. */
const SANDBOX_GLOBALS = ['console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch'];

/** The UI's names, undefined even where a shell's realm lacks them, so both shells read alike. */
const UI_GLOBALS = ['window', 'self', 'document', 'parent', 'onmessage', 'postMessage', 'FileReader'];

/** The main thread's globals: the lists' names from `realm`, then `own`; `realm`'s others read undefined. */
function sandboxGlobal(realm: Record<string, unknown>, own: Record<string, unknown>): Sandbox {
  const store: Record<PropertyKey, unknown> = Object.create(null);
  for (const name of [...LANGUAGE_GLOBALS, ...SANDBOX_GLOBALS]) store[name] = realm[name];
  Object.assign(store, own);
  const global = new Proxy(store, {
    has: (target, key) => key in target || (typeof key === 'string' && key in realm),
  });
  store.globalThis = global;
  const names = [...LANGUAGE_GLOBALS, ...SANDBOX_GLOBALS, ...Object.keys(own), ...UI_GLOBALS];
  return {global, names, values: names.map((name) => store[name])};
}

/** Packages of the UI thread: the main thread has no React renderer. */
const UI_PACKAGES = new Set(['react', 'react-figma', 'react-fetch-hook']);

/**
 * Runs one plugin run's main thread on `figma`: a fresh runtime, then `files[MAIN_THREAD_FILE]` (compiled
 * CommonJS) or else `main.starter`, its relative imports from `files`, in one sandboxGlobal of this realm.
 * `react-figma/rpc` is the runtime's.
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
  const sandbox = sandboxGlobal(globalThis as unknown as Record<string, unknown>, {figma, __html__: html});
  const body = `${main.runtime}\nreturn ${MAIN_RUNTIME_GLOBAL};`;
  const modules = compileIn(sandbox.names, [], body, 'dist/code.js')(sandbox)() as Record<string, unknown>;
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
  moduleTable(sources, bare, {}, undefined, sandbox)(MAIN_THREAD_FILE);
}
