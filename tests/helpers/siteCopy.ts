/**
 * A copy of the site's sources for build tests that damage or edit it (tests/build/bad-input.test.ts,
 * tests/build/dev-server.test.ts): everything but what a build or an install writes, with node_modules linked
 * rather than copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

/** Top-level entries a build, an install or git writes: never part of the copy. */
const COPY_SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', '.cache', 'test-results']);

/** The starter's own install and build (examples/starter): large and not part of the site. */
const STARTER_OUTPUT = /[\\/]examples[\\/][^\\/]+[\\/](node_modules|dist)$/;

/** Copies the site into the empty folder `dir` and links its node_modules to the site's. */
export function copySite(dir: string): void {
  for (const entry of fs.readdirSync(SITE_ROOT)) {
    if (COPY_SKIP.has(entry)) continue;
    fs.cpSync(path.join(SITE_ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !STARTER_OUTPUT.test(src),
    });
  }
  fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
}
