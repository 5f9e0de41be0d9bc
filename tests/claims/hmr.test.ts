/**
 * HMR: what a hot update does to the tree of the previous run, with the page's `src/ui.tsx` run twice through
 * the preview engine as webpack's HMR runtime would (dispose handlers, then the module again with new code).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {closeEngine, sentenceOf} from '../helpers/claims';
import {labelAfterUpdate} from '../helpers/hotUpdate';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';

after(closeEngine);

const PAGE = 'docs/hmr.mdx';

test("hmr: \"Without the `dispose` handler … the old tree's 100 ms timer overwrote the new tree's text\"; the page's ui.tsx stops it", async () => {
  const sentence = sentenceOf(PAGE, '- `render` never unmounts the tree of the previous run');
  assert.ok(sentence.includes('exports no function that unmounts one'), sentence);
  assert.ok(sentence.includes("the old tree's 100 ms timer overwrote the new tree's text"), sentence);
  const fence = codeFences(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8')).find(
    (f) => f.meta?.includes('title="src/ui.tsx"') && f.value.includes('render('),
  );
  assert.ok(fence, 'the page has its src/ui.tsx');
  assert.ok(fence.value.includes('module.hot.dispose('), 'the page unmounts on an update');
  const plain = `import * as React from 'react';
import 'react-figma/rpc';
import {render} from 'react-figma';
import {App} from './App';
render(<App />);
`;
  assert.equal(await labelAfterUpdate(plain), 'old, 100 ms later', 'the old tree keeps writing');
  assert.equal(await labelAfterUpdate(fence.value), 'new', "the page's ui.tsx unmounts it");
});
