/**
 * What a reader's project may import: the one rule for the playground (../browser/worker.ts, ../engine/render.ts)
 * and the "Download as Figma plugin" zip (../download/compileProject.ts and uiRuntime.ts):
 * the packages of {@link ALLOWED_PACKAGES} by name, and the project's own files by relative path, resolved as the
 * starter's webpack config resolves them. Browser-safe and platform-free (see ./entry.ts for why it is here).
 */

/** react-figma itself: every shell provides these three (the engine's `Runtime`, the download's UI runtime). */
export const CORE_PACKAGES = ['react', 'react-figma', 'react-figma/rpc'] as const;

/**
 * Packages allowed besides react-figma, each bundled into the playground's worker and into the download's UI
 * runtime, so keep the list short. react-fetch-hook: the Data fetching page's example (docs/data-fetching.mdx)
 * imports it. It is also a dependency of react-figma 0.31.0 (pinned there at 1.7.2), so the starter's
 * package-lock.json already locks it. To allow another package, see src/plugins/playground/README.md.
 */
export const EXTRA_PACKAGES = ['react-fetch-hook'] as const;

/** A package the playground's worker and the download's runtime must each load (types check both lists). */
export type ExtraPackage = (typeof EXTRA_PACKAGES)[number];
/** A package a reader's project may import by name. */
export type AllowedPackage = (typeof CORE_PACKAGES)[number] | ExtraPackage;

/** Every package a reader's project may import by name, in the order messages list them. */
export const ALLOWED_PACKAGES: readonly AllowedPackage[] = [...CORE_PACKAGES, ...EXTRA_PACKAGES];

/** Whether `specifier` is an allowed package (exactly: `react-figma/components/…` is not). */
export const isAllowedPackage = (specifier: string): specifier is AllowedPackage =>
  (ALLOWED_PACKAGES as readonly string[]).includes(specifier);

/** Whether `specifier` is relative (`./x`, `../x`), i.e. names one of the project's files. */
export const isRelative = (specifier: string): boolean =>
  specifier.startsWith('./') || specifier.startsWith('../');

/** The npm package a specifier belongs to: `react-figma/rpc` → `react-figma`, `@scope/a/b` → `@scope/a`. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Suffixes tried, in order, for a relative import: the starter's webpack config resolves the same way
 * (react-figma-webpack-config 0.0.7: `.figma.tsx` and `.figma.ts` before `.tsx` and `.ts`, then a folder's index).
 */
export const RELATIVE_SUFFIXES = [
  '',
  '.figma.tsx',
  '.figma.ts',
  '.tsx',
  '.ts',
  '/index.tsx',
  '/index.ts',
] as const;

/**
 * Where a relative specifier written in `from` points, among `paths`.
 * @param from the importing file's project path (`src/parts/Card.tsx`).
 * @returns the project path, or undefined when no file matches or the path climbs above the project's root.
 */
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
