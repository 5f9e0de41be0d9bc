/**
 * search-bar-css (src/plugins/search-bar-css): the search bar's CSS modules leave the site-wide styles chunk,
 * everything else stays; a Docusaurus without the `styles` cacheGroup is an error.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Configuration} from 'webpack';
import {SEARCH_BAR_CSS, keepSearchBarCssOut} from '../../src/plugins/search-bar-css';

const clientConfig = (): Configuration => ({
  optimization: {
    splitChunks: {cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', enforce: true}}},
  },
});
const cssModule = (file: string) => ({nameForCondition: () => file});

test('the search bar CSS leaves the styles chunk, the search page and everything else stay', () => {
  const config = clientConfig();
  keepSearchBarCssOut(config);
  const styles = (
    config.optimization!.splitChunks as {cacheGroups: {styles: {test: (m: unknown) => boolean}}}
  ).cacheGroups.styles;
  const search = '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme';
  assert.equal(styles.test(cssModule(`${search}/SearchBar/SearchBar.module.css`)), false);
  assert.equal(styles.test(cssModule(`${search}/LoadingRing/LoadingRing.module.css`)), false);
  assert.equal(styles.test(cssModule(`${search}/SearchPage/SearchPage.module.css`)), true);
  assert.equal(
    styles.test(cssModule('/site/src/theme/SearchBar/styles.module.css')),
    true,
    'our placeholder',
  );
  assert.equal(styles.test(cssModule('/site/node_modules/infima/dist/css/default/default.css')), true);
  assert.ok(SEARCH_BAR_CSS.test(`${search}/SearchBar/SearchBar.module.css`));
});

test('a config without the styles cacheGroup is an error, not a silent no-op', () => {
  assert.throws(() => keepSearchBarCssOut({optimization: {splitChunks: false}}), /styles/);
});
