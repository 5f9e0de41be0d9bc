/**
 * src/plugins/runner-assets/typingsThread.ts: the typings built in a worker thread are the ones
 * src/figma-runner/node/starterTypings.ts builds in the calling thread, and the calling thread stays free.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {starterTypingsInThread} from '../../src/plugins/runner-assets/typingsThread';
import {starterTypings} from '../../src/figma-runner/node/starterTypings';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const NODE_MODULES = path.join(SITE_ROOT, 'node_modules');

test('the thread gives the same typings, and this thread keeps turning meanwhile', async () => {
  let turns = 0;
  const ticker = setInterval(() => (turns += 1), 10);
  const inThread = await starterTypingsInThread(STARTER_DIR, NODE_MODULES);
  clearInterval(ticker);
  assert.ok(turns > 10, `the calling thread ran ${turns} timer turns while the thread worked`);
  assert.deepEqual(inThread, starterTypings(STARTER_DIR, NODE_MODULES));
});
