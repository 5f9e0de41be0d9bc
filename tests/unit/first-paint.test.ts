/**
 * src/plugins/first-paint (PERF-17): every page's head gets the render-blocking `expect` link to the
 * page-end marker, the id the Footer swizzle renders.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import firstPaintPlugin, {PAGE_END_ID} from '../../src/plugins/first-paint';
import type {LoadContext} from '@docusaurus/types';

test("the head tag blocks rendering until the page-end marker's id is parsed", () => {
  const plugin = firstPaintPlugin({} as LoadContext);
  const tags = (plugin.injectHtmlTags as () => {headTags: unknown[]})().headTags;
  assert.deepEqual(tags, [
    {tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}},
  ]);
});
