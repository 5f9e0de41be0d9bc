/** Where react-figma and its Figma typings are installed: what the plugin needs without TypeScript loaded. */
import fs from 'node:fs';
import path from 'node:path';

export interface Paths {
  /** Directory of the installed react-figma package. */
  reactFigmaDir: string;
  /** Directory that holds `plugin-typings` (the `@figma` scope folder), used as a typeRoot. */
  figmaTypeRoot: string;
}

/** Locates react-figma and @figma/plugin-typings as installed for the site. */
export function resolvePaths(siteDir: string): Paths {
  const reactFigmaDir = path.dirname(require.resolve('react-figma/package.json', {paths: [siteDir]}));
  const typingsDir = path.dirname(require.resolve('@figma/plugin-typings/package.json', {paths: [siteDir]}));
  return {reactFigmaDir, figmaTypeRoot: path.dirname(typingsDir)};
}

/** The installed react-figma version, from its package.json. */
export function reactFigmaVersion(paths: Paths): string {
  return JSON.parse(fs.readFileSync(path.join(paths.reactFigmaDir, 'package.json'), 'utf8')).version;
}
