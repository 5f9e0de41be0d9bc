/**
 * Configuration: the CSS loaders' versions for webpack 4, resolved by npm; what react-figma does under
 * Figma's dynamic page loading, run in the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  assertDynamicPageFailsFirstAppend,
  assertDynamicPageFailsInitialTree,
  assertPageSays,
  closeEngine,
  npmResolve,
  reactFigmaFiles,
  sentenceOf,
} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

after(closeEngine);

test('configure: "`style-loader@2` plus `css-loader@5` … an install without versions stops with `ERESOLVE`"', () => {
  const sentence = sentenceOf('docs/configure.mdx', 'Install `url-loader`');
  const style = /`style-loader@(\d+)`/.exec(sentence)?.[1];
  const css = /`css-loader@(\d+)`/.exec(sentence)?.[1];
  assert.ok(style && css && sentence.includes('`ERESOLVE`'), sentence);
  const starter = JSON.parse(
    fs.readFileSync(path.join(SITE_ROOT, 'examples/starter/package.json'), 'utf8'),
  ) as {
    devDependencies: {webpack: string};
  };
  const webpack = starter.devDependencies.webpack;
  const bare = npmResolve({devDependencies: {webpack, 'style-loader': '*', 'css-loader': '*'}});
  assert.notEqual(bare.status, 0);
  assert.match(bare.output, /ERESOLVE/);
  const pinned = npmResolve({
    devDependencies: {webpack, 'style-loader': `^${style}`, 'css-loader': `^${css}`},
  });
  assert.equal(pinned.status, 0, pinned.output);
});

test('configure: under `"documentAccess": "dynamic-page"`, "a `getNodeById` that throws makes the very first render fail", and where it drew before `getInitialTree` reads unloaded pages', async () => {
  const page = 'docs/configure.mdx';
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'Figma\'s manifest reference says `"documentAccess": "dynamic-page"` is required for all new plugins',
  );
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'a `getNodeById` that throws makes the very first render fail, when React Figma appends the first layer',
  );
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'its very first request (`getInitialTree`, `rpc.ts:13-21`) reads the `children` of each of those pages',
  );
  assert.match(
    reactFigmaFiles().get('rpc.js') ?? '',
    /getInitialTree: function \(\) \{\n\s+return getInitialTree\(figma\.root\);/,
  );
  await assertDynamicPageFailsInitialTree();
  const rpc = reactFigmaFiles().get('rpc.js') ?? '';
  assert.match(rpc, /figma\.getNodeById\(/);
  assert.doesNotMatch(rpc, /getNodeByIdAsync|setCurrentPageAsync/);
  await assertDynamicPageFailsFirstAppend();
});
