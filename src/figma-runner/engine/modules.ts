/** One CommonJS module table for a run's compiled files, shared by its UI (./render.ts) and main thread. */
import {resolveRelative} from '../project/imports';

/**
 * Makes `load(file)` over `files` (compiled CommonJS by project path): a module runs once with `require`,
 * `module`, `exports` and the names of `scope` as its free variables; `//# sourceURL` names its file in
 * stacks. `require` gives a bare name to `bare`, a relative one to a file of `files`, else to `asset` (an
 * import of a non-code file); undefined there is not found.
 * @throws Error "Cannot find module …" naming spec and importer; what a module's top level throws.
 */
export function moduleTable(
  files: Record<string, string>,
  bare: (spec: string, from: string) => unknown,
  scope: Record<string, unknown> = {},
  asset: (spec: string) => unknown = () => undefined,
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
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the project's own compiled module
    const fn = new Function(
      'require',
      'module',
      'exports',
      ...names,
      `${files[file]}\n//# sourceURL=${file}`,
    );
    fn(localRequire, module, module.exports, ...values);
    return module.exports;
  };
  return load;
}
