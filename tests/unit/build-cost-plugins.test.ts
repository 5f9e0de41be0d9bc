/**
 * The build-CPU plugins of issue 5 change webpack configs Docusaurus generates; these tests pin what they touch
 * and that they fail loudly, not silently, when Docusaurus's config no longer has what they replace.
 * (That the site they build is still right is what the browser tests check on every build.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import TerserPlugin from 'terser-webpack-plugin';
import type {Configuration, RuleSetRule} from 'webpack';
import {ONCE_LOADER, useMdxOnceLoader} from '../../src/plugins/mdx-once';
import {useSwcMinifier} from '../../src/plugins/swc-minify';

const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');

test('mdx-once: every mdx-loader use, nested or not, points at the memoising loader with its options kept', () => {
  const options = {admonitions: {}, metadataPath: () => 'x'};
  const config: Configuration = {
    module: {
      rules: [
        {test: /\.css$/, use: [{loader: 'css-loader'}]},
        {test: /\.mdx?$/, use: [{loader: 'swc-loader'}, {loader: MDX_LOADER, options}]},
        {oneOf: [{test: /\.md$/, use: [{loader: MDX_LOADER, options}]}]},
      ],
    },
  };
  assert.equal(useMdxOnceLoader(config), 2);
  const rules = config.module!.rules as RuleSetRule[];
  assert.deepEqual(rules[0].use, [{loader: 'css-loader'}]);
  assert.deepEqual(rules[1].use, [{loader: 'swc-loader'}, {loader: ONCE_LOADER, options}]);
  assert.deepEqual((rules[2].oneOf![0] as RuleSetRule).use, [{loader: ONCE_LOADER, options}]);
  assert.equal(useMdxOnceLoader({module: {rules: [{test: /\.js$/, use: [{loader: 'swc-loader'}]}]}}), 0);
});

test('swc-minify: the TerserPlugin is replaced by one that minifies with swc; the CSS minimizer stays', () => {
  const css = {apply() {}};
  const config: Configuration = {optimization: {minimizer: [new TerserPlugin(), css]}};
  useSwcMinifier(config);
  const [js, second] = config.optimization!.minimizer!;
  assert.ok(js instanceof TerserPlugin);
  assert.equal(
    (js as unknown as {options: {minimizer: {implementation: unknown}}}).options.minimizer.implementation,
    TerserPlugin.swcMinify,
  );
  assert.equal(second, css);
  assert.throws(() => useSwcMinifier({optimization: {minimizer: [css]}}), /TerserPlugin/);
});

test('swc-minify leaves unminified builds alone (npm start, --no-minify): no minimizer list to swap', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const plugin = require('../../src/plugins/swc-minify').default({} as never);
  const dev: Configuration = {optimization: {minimize: false, minimizer: undefined}};
  assert.deepEqual(plugin.configureWebpack(dev, false), {});
  assert.equal(dev.optimization!.minimizer, undefined);
  const prod: Configuration = {optimization: {minimize: true, minimizer: [new TerserPlugin()]}};
  plugin.configureWebpack(prod, false);
  assert.equal(
    (prod.optimization!.minimizer![0] as unknown as {options: {minimizer: {implementation: unknown}}}).options
      .minimizer.implementation,
    TerserPlugin.swcMinify,
  );
});
