/** What a `starter` fence shows: the examples/starter file its `title` names. */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../common/siteRoot';
import {filesUnder, hashOf} from '../common/fileCache';

/** The starter project's folder. */
export const STARTER_DIR = path.join(SITE_ROOT, 'examples', 'starter');

/** The starter file a fence's `title` names. @throws Error naming `where` (bad title, non-empty fence). */
export function starterFenceCode(title: string | undefined, value: string, where: string): string {
  if (!title) throw new Error(`${where}: a \`starter\` code block needs title="<path in examples/starter>"`);
  const file = path.resolve(STARTER_DIR, title);
  if (!file.startsWith(STARTER_DIR + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new Error(`${where}: title="${title}" is not a file of examples/starter`);
  }
  if (value.trim()) {
    throw new Error(
      `${where}: a \`starter\` code block must be empty; its code is read from examples/starter/${title}`,
    );
  }
  return fs.readFileSync(file, 'utf8').replace(/\n$/, '');
}

/** sha256 of the starter's files (no node_modules, dist): the cache key of all that shows or builds them. */
export function starterHash(starterDir = STARTER_DIR): string {
  if (!fs.existsSync(starterDir)) return '';
  const files = filesUnder(starterDir, /^(node_modules|dist)$/).map((f) => path.join(starterDir, f));
  return hashOf(...files.flatMap((f) => [path.relative(starterDir, f), fs.readFileSync(f)]));
}
