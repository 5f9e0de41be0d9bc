/**
 * Runs every browser test file (tests/e2e/*.test.ts) in this one process, in name order, so they share one
 * server and one Chromium (`useServedSite` in tests/helpers/browser.ts): each file in a process of its own
 * paid Node, tsx and a Chromium start again. `npm run test:e2e` runs this file;
 * `node --import tsx --test <file>` still runs one file alone.
 *
 * The files are required synchronously, so every file's tests and hooks are registered before node:test runs
 * the first test: all `before` hooks run first and all `after` hooks last.
 */
import fs from 'node:fs';
import path from 'node:path';

for (const file of fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.test.ts'))
  .sort()) {
  // A synchronous load is the point (see above).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(__dirname, file));
}
