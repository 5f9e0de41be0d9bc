/** One CommonJS module table for a run's compiled files, shared by its UI (./render.ts) and main thread. */
import {resolveRelative} from '../project/imports';

/** A global object to run code in: `names` bound to `values`, any other free name looked up in `global`. */
export interface Sandbox {
  global: object;
  names: string[];
  values: unknown[];
}

/** A compiled function, as compileIn returns it. */
export type Compiled = (...args: unknown[]) => unknown;

/**
 * Compiles `body`, a function of `params`, for sandboxes binding `names` (parameters: a `with` lookup is a
 * runtime call); its `this` is `global`. The body starts on line 3 of `file`, as in `new Function`.
 */
export function compileIn(
  names: string[],
  params: string[],
  body: string,
  file: string,
): (sandbox: Sandbox) => Compiled {
  const head = `(function (__global) { with (__global) return function (${names.join(', ')}) { return function (${params.join(', ')}) {`;
  // eslint-disable-next-line no-eval -- the project's own code; indirect, so sloppy enough for `with`
  const outer = (0, eval)(`${head}\n\n${body}\n}; }; })\n//# sourceURL=${file}`) as (g: object) => Compiled;
  return ({global, values}) => {
    const inner = outer(global).apply(global, values) as Compiled;
    return (...args: unknown[]) => inner.apply(global, args) as unknown;
  };
}

/**
 * Makes `load(file)` over `files` (compiled CommonJS by project path): a module runs once with `require`,
 * `module`, `exports` and the names of `scope` as its free variables; `//# sourceURL` names its file in
 * stacks. `require` gives a bare name to `bare`, a relative one to a file of `files`, else to `asset` (an
 * import of a non-code file); undefined there is not found. With a `sandbox` (the main thread's,
 * ./mainThread.ts) the modules' other free names and `this` are its (compileIn).
 * @throws Error "Cannot find module …" naming spec and importer; what a module's top level throws.
 */
export function moduleTable(
  files: Record<string, string>,
  bare: (spec: string, from: string) => unknown,
  scope: Record<string, unknown> = {},
  asset: (spec: string) => unknown = () => undefined,
  sandbox?: Sandbox,
): (file: string) => unknown {
  const cache = new Map<string, {exports: unknown}>();
  const paths = new Set(Object.keys(files));
  const names = Object.keys(scope);
  const values = names.map((n) => scope[n]);
  const load = (file: string): unknown => {
    const hit = cache.get(file);
    if (hit) return hit.exports;
    const module = {exports: {} as unknown};
    cache.set(file, module);
    const localRequire = (spec: string): unknown => {
      if (!spec.startsWith('.')) return bare(spec, file);
      const local = resolveRelative(file, spec, paths);
      if (local) return load(local);
      const found = asset(spec);
      if (found !== undefined) return found;
      throw new Error(`Cannot find module '${spec}' from ${file} (not a file of this example)`);
    };
    const params = ['require', 'module', 'exports', ...names];
    const fn = sandbox
      ? compileIn(sandbox.names, params, files[file], file)(sandbox)
      : // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the project's own compiled module
        new Function(...params, `${files[file]}\n//# sourceURL=${file}`);
    fn(localRequire, module, module.exports, ...values);
    return module.exports;
  };
  return load;
}
