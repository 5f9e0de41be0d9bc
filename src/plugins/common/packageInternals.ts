import fs from 'node:fs';
import path from 'node:path';

/** The folder of the installed @docusaurus/theme-common (its package exports no `package.json`). */
export const themeCommonDir = (): string =>
  path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');

/** A file of an installed package, and the code in it that a plugin of ours relies on (and why). */
export type PackageInternal = {file: string; code: string; why: string};

/**
 * Checks that each file still holds its code, so that a plugin reaching into a package's internals stops the build
 * at start-up, naming the file, instead of silently doing nothing after an upgrade.
 * @param plugin the plugin's folder name under src/plugins (it starts the message).
 * @param packageDir the installed package's folder.
 * @param internals the files (relative to `packageDir`) and code to find.
 * @throws Error naming the first file that is missing or no longer holds its code.
 */
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
