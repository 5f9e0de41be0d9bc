import fs from 'node:fs';
import path from 'node:path';

/** The folder of the installed @docusaurus/theme-common (its package exports no `package.json`). */
export const themeCommonDir = (): string =>
  path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');

/** A file of an installed package, and the code in it that a plugin of ours relies on (and why). */
export type PackageInternal = {file: string; code: string; why: string};

/** Fails start-up on a changed package internal. @throws Error naming the first missing file or code. */
export function checkPackageInternals(
  plugin: string,
  packageDir: string,
  internals: ReadonlyArray<PackageInternal>,
): void {
  for (const {file, code, why} of internals) {
    const full = path.join(packageDir, file);
    const source = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    if (!source?.includes(code)) {
      throw new Error(
        `[${plugin}] ${full} no longer contains \`${code}\` (${why}); ` +
          `update src/plugins/${plugin} before upgrading that package.`,
      );
    }
  }
}
