/**
 * What a `starter` fence shows: the examples/starter file its `title` names (src/remark/starter-files/README.md).
 * Read through ./fences.ts by every tool that reads fences, so they all see what the page shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../common/siteRoot';

/** The starter project's folder. */
export const STARTER_DIR = path.join(SITE_ROOT, 'examples', 'starter');

/**
 * The code a `starter` fence shows: the starter file its `title` names, without its final newline (a fence's
 * value never ends with one).
 * @param title the fence's `title` (./fences.ts `parseFenceMeta`); @param value the fence's own code (must be empty).
 * @param where `file:line` of the fence, for error messages.
 * @throws Error naming `where` for a missing title, a title outside the starter, or a non-empty fence.
 */
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
