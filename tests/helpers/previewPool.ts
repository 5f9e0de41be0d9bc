/**
 * One preview worker per test process for the unit files that draw (tests/unit/figma-runner-*.test.ts): a
 * worker start costs about 4 s on a busy 2-core host (fork, tsx, the realm bundle). A file that needs a new
 * worker makes its own PreviewPool.
 */
import {after} from 'node:test';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

let pool: PreviewPool | undefined;
let holders = 0;

/**
 * The process's pool, for the site and the starter. Call it at a file's top level: every file loads before
 * the first test runs (tests/helpers/oneProcess.ts), and the last file to finish stops the worker.
 */
export function sharedPreviewPool(): PreviewPool {
  holders++;
  after(() => {
    if (--holders > 0) return;
    pool?.close();
    pool = undefined;
  });
  return (pool ??= new PreviewPool(SITE_ROOT, STARTER_DIR));
}
