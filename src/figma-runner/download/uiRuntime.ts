/**
 * The UI runtime of a downloaded plugin: runs in the plugin's UI iframe inside Figma, not on this site. ../node/bundleKit.ts
 * bundles it with esbuild at site build time into one script that defines the global `reactFigmaPluginRuntime`
 * (./pluginKit.ts RUNTIME_GLOBAL); the zip's dist/ui.html is that script followed by
 * `reactFigmaPluginRuntime.start({path: [factory, imports], …}, 'src/ui.tsx')` (client/uiHtml.ts).
 *
 * It is the part of the starter's webpack bundle that does not depend on the reader's code: react, react-figma,
 * react-figma/rpc and react-fetch-hook, plus a CommonJS loader for the reader's files, whose imports the zip builder has already
 * resolved (./compileProject.ts), so the loader only looks them up.
 */
import * as React from 'react';
import * as rpc from 'react-figma/rpc';
import * as ReactFigma from 'react-figma';
import type {AllowedPackage} from '../project/imports';

/** A compiled module's body, as sucrase's CommonJS output expects to be called. */
type Factory = (
  require: (specifier: string) => unknown,
  module: {exports: unknown},
  exports: unknown,
) => void;
/** A module: its factory and its imports (specifier → project path, or a package name of `PACKAGES`). */
export type ModuleRecord = [Factory, Record<string, string>];

/**
 * What each allowed package (src/figma-runner/project/imports.ts, the playground's list; the type requires
 * every one) is in the plugin's UI. react-fetch-hook is CommonJS (`module.exports = useFetch`): its own
 * `module.exports` is what sucrase's `require` expects, where an ES namespace would hide the function.
 */
const PACKAGES: Record<AllowedPackage, unknown> = {
  react: React,
  'react-figma': ReactFigma,
  'react-figma/rpc': rpc,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module itself (see above)
  'react-fetch-hook': require('react-fetch-hook'),
};

/**
 * Runs `entry` and, as it requires them, the other modules, each once.
 * @throws Error naming the module for a specifier its imports do not list (a `require` the zip builder could
 *   not see, such as one through a variable).
 */
export function start(modules: Record<string, ModuleRecord>, entry: string): void {
  const cache = new Map<string, {exports: unknown}>();
  const load = (path: string): unknown => {
    const cached = cache.get(path);
    if (cached) return cached.exports;
    const record = modules[path];
    if (!record) throw new Error(`Cannot find module "${path}"`);
    const [factory, imports] = record;
    const module = {exports: {} as unknown};
    cache.set(path, module);
    const require = (specifier: string) => {
      const target = imports[specifier];
      if (target === undefined) throw new Error(`${path}: cannot find module "${specifier}"`);
      // hasOwnProperty rather than Object.hasOwn: the bundle targets ES2017 (../node/bundleKit.ts).
      return Object.prototype.hasOwnProperty.call(PACKAGES, target)
        ? PACKAGES[target as AllowedPackage]
        : load(target);
    };
    factory(require, module, module.exports);
    return module.exports;
  };
  load(entry);
}
