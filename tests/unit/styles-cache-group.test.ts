/**
 * src/plugins/common/stylesCacheGroup.ts: the plugins that narrow Docusaurus's `styles` cacheGroup give the
 * same split whichever runs first, and a narrowing set before them is kept.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Configuration} from 'webpack';
import {keepSearchBarCssOut} from '../../src/plugins/search-bar-css';
import {keepPlaygroundCssOut} from '../../src/plugins/playground';
import {keepOutOfStylesChunk} from '../../src/plugins/common/stylesCacheGroup';

type Narrow = (config: Configuration) => void;

const FILES = [
  '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css',
  '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css',
  '/site/src/components/Playground/styles.module.css',
  '/site/src/components/CodeEditor/styles.module.css',
  '/site/src/components/FigmaPreview/styles.module.css',
  '/site/node_modules/infima/dist/css/default/default.css',
  '/site/src/css/custom.css',
];

/** The files the `styles` chunk keeps after the narrowings run in the given order. */
function keptAfter(narrowings: Narrow[], test?: unknown): Set<string> {
  const config = {
    optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles', enforce: true, test}}}},
  } as Configuration;
  for (const narrow of narrowings) narrow(config);
  const styles = (
    config.optimization!.splitChunks as {cacheGroups: {styles: {test: (m: unknown) => boolean}}}
  ).cacheGroups.styles;
  return new Set(FILES.filter((file) => styles.test({nameForCondition: () => file})));
}

test('search-bar-css and playground give the same styles chunk in either order', () => {
  const searchFirst = keptAfter([keepSearchBarCssOut, keepPlaygroundCssOut]);
  const playgroundFirst = keptAfter([keepPlaygroundCssOut, keepSearchBarCssOut]);
  assert.deepEqual(searchFirst, playgroundFirst);
  assert.deepEqual(
    searchFirst,
    new Set([
      '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css',
      '/site/src/components/FigmaPreview/styles.module.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/css/custom.css',
    ]),
  );
});

test('a RegExp test already on the group still applies', () => {
  const kept = keptAfter([(c) => keepOutOfStylesChunk(c, /Playground/, 'test')], /\.module\.css$/);
  assert.deepEqual(
    kept,
    new Set(FILES.filter((f) => f.endsWith('.module.css') && !f.includes('Playground'))),
  );
});
