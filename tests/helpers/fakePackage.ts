/**
 * A stand-in for an installed package, for the unit tests of plugins that check a package's internals at
 * start-up (`checkPackageInternals` in src/plugins/common/packageInternals.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PackageInternal} from '../../src/plugins/common/packageInternals';

/**
 * Writes a temporary package folder holding every file of `internals` with its code, except where `changed`
 * returns other text for an internal, runs `use` with the folder, and removes it.
 * @param changed the text a changed package holds instead of an internal's code, or undefined to keep the
 *   code.
 */
export function withFakePackage(
  internals: ReadonlyArray<PackageInternal>,
  changed: (internal: PackageInternal) => string | undefined,
  use: (dir: string) => void,
): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-package-'));
  try {
    for (const internal of internals) {
      const full = path.join(dir, internal.file);
      fs.mkdirSync(path.dirname(full), {recursive: true});
      fs.appendFileSync(full, (changed(internal) ?? internal.code) + '\n');
    }
    use(dir);
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
}
