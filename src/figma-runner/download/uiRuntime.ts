/** The plugin's UI runtime (../node/bundleKit.ts): allowed packages, a CommonJS loader (`RUNTIME_GLOBAL`). */
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

/** Each allowed package (the type requires all); react-fetch-hook as its CommonJS `module.exports`. */
const PACKAGES: Record<AllowedPackage, unknown> = {
  react: React,
  'react-figma': ReactFigma,
  'react-figma/rpc': rpc,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module itself (see above)
  'react-fetch-hook': require('react-fetch-hook'),
};

/** Runs `entry` and its modules, each once. @throws Error naming a specifier its imports do not list. */
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
