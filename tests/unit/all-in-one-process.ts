/**
 * Runs every Node-only unit test file (tests/unit/*.test.ts) in this one process, in name order: each file in a
 * process of its own paid Node and tsx again (CONTRIBUTING, "Tests and what they cost"). `npm run test:unit` runs
 * this file beside the DOM tests; `node --import tsx --test <file>` still runs one file alone.
 *
 * DOM tests (`*.dom.test.ts`, `*.dom.test.tsx`) install jsdom as the global `window` before react-dom first loads
 * (tests/helpers/jsdom-globals.ts), which would change what react-dom does in every later file, so each keeps a
 * process of its own. A file loaded here that installs a DOM fails the run with its name.
 */
import fs from 'node:fs';
import path from 'node:path';

for (const file of fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.dom.test.ts'))
  .sort()) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load is the point (see above)
  require(path.join(__dirname, file));
  if ('window' in globalThis) {
    throw new Error(
      `tests/unit/${file} installs a DOM: name it *.dom.test.ts so it runs in a process of its own`,
    );
  }
}
