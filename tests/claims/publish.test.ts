/**
 * Publishing: which Figma calls react-figma 0.31.0 makes that Figma's dynamic page loading forbids, read from
 * its installed files and run in the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {
  assertDynamicPageFailsFirstAppend,
  assertDynamicPageFailsInitialTree,
  assertPageSays,
  closeEngine,
  reactFigmaFiles,
} from '../helpers/claims';

after(closeEngine);

/** Each file of react-figma that contains `pattern`, by path. */
const filesWith = (pattern: RegExp) =>
  [...reactFigmaFiles()].filter(([, text]) => pattern.test(text)).map(([file]) => file);

test('publish: React Figma 0.31.0 "calls `figma.getNodeById` … and assigns `figma.currentPage` …; it never calls the async versions"', () => {
  assertPageSays(
    'docs/publish.mdx',
    '"documentAccess": "dynamic-page"',
    'Figma\'s manifest reference says `"documentAccess": "dynamic-page"` is required for all new plugins',
  );
  assertPageSays(
    'docs/publish.mdx',
    '"documentAccess": "dynamic-page"',
    'assigns `figma.currentPage` to open a `Page` with `isCurrent` (`rpc.ts:106`, `rpc.ts:188`, `rpc.ts:205`); it never calls the async versions',
  );
  assert.deepEqual(filesWith(/figma\.getNodeById\(/), ['rpc.js']);
  assert.deepEqual(filesWith(/figma\.currentPage = /), ['rpc.js']);
  assert.deepEqual(filesWith(/getNodeByIdAsync|setCurrentPageAsync/), []);
});

test('publish: "with the field it fails to draw" — a getNodeById that throws fails the first render, at the first append', async () => {
  assertPageSays(
    'docs/publish.mdx',
    '"documentAccess": "dynamic-page"',
    'from the first layer it appends on',
  );
  assertPageSays(
    'docs/publish.mdx',
    '"documentAccess": "dynamic-page"',
    'the `children` of every page it drew in an earlier run',
  );
  await assertDynamicPageFailsFirstAppend();
  await assertDynamicPageFailsInitialTree();
});
