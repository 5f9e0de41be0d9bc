/** A reader's node_modules for type-checking, made of links to the site's. */
import fs from 'node:fs';
import path from 'node:path';

/** The site's alias of the starter's `@types/react` (16.14.x); the site runs `@types/react` 17. */
export const STARTER_REACT_TYPES = '@types/react-starter';

/**
 * Makes `dir/node_modules`: links to `siteNodeModules`, `@types/react` to STARTER_REACT_TYPES. Check with
 * `preserveSymlinks`, else `react` resolves to the site's 17. @throws Error (fs's) without
 * STARTER_REACT_TYPES or if it exists.
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
