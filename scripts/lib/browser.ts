/**
 * One place for how tests and scripts start the system Chromium (this machine cannot download browsers).
 */
import fs from 'node:fs';

/** Flags for headless Chromium on CI: no sandbox (root), no GPU, and no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Path of the Chromium binary: $CHROME_PATH, else /usr/bin/chromium.
 * @throws Error naming both places when neither exists (install Debian's `chromium` package).
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}; set CHROME_PATH or install Debian's chromium package.`,
    );
  }
  return candidate;
}
