/**
 * The two halves of the browser layer (`npm run test:e2e:1`, `test:e2e:2`): about equal wall time each on a
 * 2-core host (the fresh-clone run's per-file times), so two processes or two CI shards end together.
 */
import fs from 'node:fs';

/**
 * Part 1: the files that share one cold visit per route (a11y, budgets, site: tests/helpers/routeVisits.ts)
 * must stay together; with them the other whole-site checks. Part 2 is every other file.
 */
const PART_1 = [
  'a11y.test.ts',
  'budgets.test.ts',
  'copy-page.test.ts',
  'feeds-and-metadata.test.ts',
  'first-paint.test.ts',
  'focus-ring.test.ts',
  'hydration.test.ts',
  'links.test.ts',
  'route-chunks-in-html.test.ts',
  'route-transitions-stale-deploy.test.ts',
  'search-reader-queries.test.ts',
  'search-typing.test.ts',
  'search.test.ts',
  'site.test.ts',
  'theme-images.test.ts',
];

/**
 * The browser test files of `part` (1, 2, or every file when undefined), in name order; part 2 is the
 * complement of part 1, so together they are every file exactly once.
 * @param dir the folder of the browser tests (default: this one).
 * @throws Error when a file named in part 1 no longer exists (a rename would move it to part 2 unnoticed).
 */
export function e2ePart(part?: 1 | 2, dir = __dirname): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
  const missing = PART_1.filter((f) => !files.includes(f));
  if (missing.length) throw new Error(`tests/e2e/parts.ts names missing files: ${missing.join(', ')}`);
  if (part === undefined) return files;
  return files.filter((f) => PART_1.includes(f) === (part === 1));
}
