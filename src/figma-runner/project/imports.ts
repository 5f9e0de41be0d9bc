/** What a reader's project may import (../README.md "The project rules"); browser-safe, like ./entry.ts. */

/** react-figma itself: every shell provides these three (the engine's `Runtime`, the download's runtime). */
const CORE_PACKAGES = ['react', 'react-figma', 'react-figma/rpc'] as const;

/** Packages allowed besides react-figma, each bundled twice: keep it short (docs/data-fetching.mdx). */
const EXTRA_PACKAGES = ['react-fetch-hook'] as const;

/** A package the playground's worker and the download's runtime must each load (types check both lists). */
export type ExtraPackage = (typeof EXTRA_PACKAGES)[number];
/** A package a reader's project may import by name. */
export type AllowedPackage = (typeof CORE_PACKAGES)[number] | ExtraPackage;

/** Every package a reader's project may import by name, in the order messages list them. */
export const ALLOWED_PACKAGES: readonly AllowedPackage[] = [...CORE_PACKAGES, ...EXTRA_PACKAGES];

/** Whether `specifier` is an allowed package (exactly: `react-figma/components/…` is not). */
export const isAllowedPackage = (specifier: string): specifier is AllowedPackage =>
  (ALLOWED_PACKAGES as readonly string[]).includes(specifier);

/** React DOM: the engine gives it with the UI's DOM (../engine/dom.ts); the download refuses it. */
export const DOM_PACKAGE = 'react-dom';

/** What the playground's code may import by name: `ALLOWED_PACKAGES` and React DOM. */
export const PLAYGROUND_PACKAGES: readonly string[] = [...ALLOWED_PACKAGES, DOM_PACKAGE];

/** Source that reads `document` or `window.…`, or imports react-dom (compiled or not): it gets a DOM. */
const DOM_USE = /\b(?:document|window)\s*[.[]|['"]react-dom['"]/;

/** Whether a project's UI needs the DOM (../README.md "The UI's DOM"); `files`: path → source or CommonJS. */
export const usesDom = (files: Record<string, string>): boolean =>
  Object.entries(files).some(([file, text]) => /\.tsx?$/.test(file) && DOM_USE.test(text));

/** Whether `specifier` is relative (`./x`, `../x`), i.e. names one of the project's files. */
export const isRelative = (specifier: string): boolean =>
  specifier.startsWith('./') || specifier.startsWith('../');

/** The npm package a specifier belongs to: `react-figma/rpc` → `react-figma`, `@scope/a/b` → `@scope/a`. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Suffixes tried for a relative import, in the order react-figma-webpack-config 0.0.7 resolves them. */
const RELATIVE_SUFFIXES = ['', '.figma.tsx', '.figma.ts', '.tsx', '.ts', '/index.tsx', '/index.ts'] as const;

/** The project path a relative specifier in `from` names among `paths`; undefined if none. */
export function resolveRelative(
  from: string,
  specifier: string,
  paths: {has(path: string): boolean},
): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (!parts.length) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  return RELATIVE_SUFFIXES.map((s) => base + s).find((p) => paths.has(p));
}
