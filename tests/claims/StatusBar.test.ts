/**
 * StatusBar: the example's header, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {assertPageSays, closeEngine, draw} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';

after(closeEngine);

test('StatusBar: "the header sits at the top of the frame and spans its width"', async () => {
  const PAGE = 'docs/api/StatusBar.mdx';
  assertPageSays(PAGE, 'so the header sits at the top of the frame', 'spans its width');
  const fence = codeFences(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8')).find((f) =>
    f.value.includes('const Screen'),
  );
  assert.ok(fence);
  const {byName, layers} = await draw({'src/Screen.tsx': fence.value});
  const screen = byName('Inbox');
  const header = layers[layers.indexOf(screen) + 1];
  assert.deepEqual([header.x, header.y, header.width], [0, 0, screen.width]);
});
