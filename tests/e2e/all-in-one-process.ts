/**
 * Runs the browser test files (tests/e2e/*.test.ts) in this one process, in name order, so they share one
 * server and one Chromium (`useServedSite` in tests/helpers/browser.ts). `E2E_PART=1` or `2` runs one half
 * (`e2ePart`), so the layer can run as two processes or two CI shards; unset, every file.
 *
 * The files are required synchronously, so every file's tests and hooks are registered before node:test runs
 * the first test: all `before` hooks run first and all `after` hooks last.
 */
import path from 'node:path';
import {e2ePart} from './parts';

const part = process.env.E2E_PART;
if (part !== undefined && part !== '1' && part !== '2')
  throw new Error(`E2E_PART must be 1 or 2, not ${part}`);
for (const file of e2ePart(part === undefined ? undefined : (Number(part) as 1 | 2))) {
  // A synchronous load is the point (see above).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(__dirname, file));
}
