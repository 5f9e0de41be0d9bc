/**
 * A reader's node_modules for type-checking, made of links to the site's: readerProgram, starterTypings,
 * tests.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's alias (package.json devDependencies) of the `@types/react` the starter's lockfile installs:
 * 16.14.x, while the site itself runs React 17 with `@types/react` 17.
 */
export const STARTER_REACT_TYPES = '@types/react-starter';

/**
 * Makes `dir/node_modules`: a link to each package of `siteNodeModules`, except that `@types/react` links to
 * STARTER_REACT_TYPES. Type-check in `dir` with `preserveSymlinks`: without it TypeScript follows a link to
 * the site's folder and resolves `react` from there (17). A reader's install has no links, so the option
 * changes nothing for them.
 * @returns `dir/node_modules`.
 * @throws Error (fs's) when `siteNodeModules` has no STARTER_REACT_TYPES or `dir/node_modules` already
 *   exists.
 */
export function linkReaderNodeModules(dir: string, siteNodeModules: string): string {
  const out = path.join(dir, 'node_modules');
  const link = (from: string, to: string) =>
    fs.symlinkSync(path.join(siteNodeModules, from), path.join(out, to));
  const starterTypes = path.join(siteNodeModules, STARTER_REACT_TYPES);
  if (!fs.existsSync(path.join(starterTypes, 'package.json')))
    throw new Error(`${starterTypes} is not installed: run npm ci.`);
  fs.mkdirSync(out);
  fs.mkdirSync(path.join(out, '@types'));
  // Dot entries are npm's own (.bin, .package-lock.json, .cache).
  for (const name of fs.readdirSync(siteNodeModules)) {
    if (!name.startsWith('.') && name !== '@types') link(name, name);
  }
  for (const name of fs.readdirSync(path.join(siteNodeModules, '@types'))) {
    const pkg = `@types/${name}`;
    if (pkg !== '@types/react' && pkg !== STARTER_REACT_TYPES) link(pkg, pkg);
  }
  link(STARTER_REACT_TYPES, '@types/react');
  return out;
}
