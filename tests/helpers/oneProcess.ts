/**
 * Loads test files into the process that runs them, one `describe` per file, for a layer whose files share
 * costly module-level fixtures (TypeScript, parsed typings, a reader project) but not per-file state.
 */
import {describe} from 'node:test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How long one file's tests may take in all (ms): a hang then fails naming its file and test, well before the
 * layer's own `--test-timeout` (package.json) ends the process and its output with it.
 */
const FILE_TIMEOUT_MS = 10 * 60_000;

/**
 * Requires each `*.test.ts(x)` file of `dir` (name order) inside a `describe` named after it, so its tests
 * report under its name and its `before`/`after` hooks run around its own tests only. Files whose text
 * matches `ownProcess` are left out: the layer's command runs them apart.
 * @param setUp called with a file's text inside its `describe`, before the file loads (to add hooks).
 * @returns the files left out, relative to `dir`.
 */
export function loadFiles(
  dir: string,
  {ownProcess = /^\/\/ Own process: /m, setUp}: {ownProcess?: RegExp; setUp?: (text: string) => void} = {},
): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort();
  const apart: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (ownProcess.test(text)) {
      apart.push(file);
      continue;
    }
    describe(file, {timeout: FILE_TIMEOUT_MS}, () => {
      setUp?.(text);
      // A synchronous load registers the file's tests and hooks inside this describe.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(dir, file));
    });
  }
  return apart;
}
