/**
 * src/plugins/build-speed changes the site config and webpack configs Docusaurus generates; these tests pin
 * what it touches and that it fails loudly, not silently, when Docusaurus no longer has what it replaces.
 * (That the site it builds is still right is what the browser tests check on every build.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import TerserPlugin from 'terser-webpack-plugin';
import fs from 'node:fs';
import path from 'node:path';
import type {Configuration, RuleSetRule} from 'webpack';
import {ONCE_LOADER, useMdxOnceLoader} from '../../src/plugins/build-speed/mdxOnce';
import {useSwcMinifier} from '../../src/plugins/build-speed/swcMinify';
import {swcJsLoader, useSwcJsLoader} from '../../src/plugins/build-speed/swcJsLoader';
import buildSpeedPlugin from '../../src/plugins/build-speed';
import {lastUpdateModulePath} from '../../src/plugins/build-speed/gitLastUpdate';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

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
  const plugin = require('../../src/plugins/build-speed/swcMinify').default({} as never);
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

const CORE_LIB = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json', {paths: [SITE_ROOT]})),
  'lib',
);

test('swc jsLoader: the plugin sets it on the site config it is given, and refuses a second owner', () => {
  const siteConfig: Pick<DocusaurusConfig, 'webpack'> = {};
  useSwcJsLoader(siteConfig);
  assert.equal(siteConfig.webpack?.jsLoader, swcJsLoader);
  useSwcJsLoader(siteConfig); // idempotent
  assert.equal(siteConfig.webpack?.jsLoader, swcJsLoader);
  assert.throws(() => useSwcJsLoader({webpack: {jsLoader: 'babel'}}), /webpack\.jsLoader/);
  const client = swcJsLoader(false) as {loader: string; options: {module: {type: string}}};
  const server = swcJsLoader(true) as {loader: string; options: {module: {type: string}}};
  assert.equal(client.loader, require.resolve('swc-loader'));
  assert.equal(client.options.module.type, 'es6', 'ES modules so webpack can tree-shake the client bundle');
  assert.equal(server.options.module.type, 'commonjs', 'the server bundle runs in Node');
});

test('swc jsLoader: Docusaurus 2.4.3 reads webpack.jsLoader from the site config only when it builds webpack configs', () => {
  // The plugin sets the option while plugins are constructed; that only works while core keeps reading it
  // late, from the same siteConfig object the plugins receive. Each line below breaks when core changes that.
  const read = (file: string) => fs.readFileSync(path.join(CORE_LIB, file), 'utf8');
  assert.match(read('webpack/base.js'), /getCustomizableJSLoader\)\(siteConfig\.webpack\?\.jsLoader\)/);
  assert.match(read('commands/build.js'), /props\.siteConfig\.webpack\?\.jsLoader/);
  assert.match(read('commands/start.js'), /props\.siteConfig\.webpack\?\.jsLoader/);
  // load() hands plugins the context's siteConfig and returns that same object as props.siteConfig.
  const server = read('server/index.js');
  assert.match(server, /const \{[^}]*\bsiteConfig\b[^}]*\} = context;/);
  assert.match(server, /return \{\s*siteConfig,/);
  // And what core calls with the option gives our rule for both bundles.
  // Core's lib/ is CommonJS and has no typed entry for this helper.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {getCustomizableJSLoader} = require(path.join(CORE_LIB, 'webpack/utils.js')) as {
    getCustomizableJSLoader: (loader: unknown) => (o: {isServer: boolean}) => RuleSetRule;
  };
  assert.deepEqual(getCustomizableJSLoader(swcJsLoader)({isServer: true}), swcJsLoader(true));
});

test('build-speed composes the pieces: jsLoader set, last-update patched, minifier and MDX rules rewired', () => {
  // Must read the very CommonJS module object the piece patches.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const lastUpdate = require(lastUpdateModulePath()) as {getFileLastUpdate: unknown};
  const original = lastUpdate.getFileLastUpdate;
  const previousEnv = process.env.NODE_ENV;
  try {
    const siteConfig = {} as DocusaurusConfig;
    const plugin = buildSpeedPlugin({siteDir: SITE_ROOT, siteConfig} as LoadContext);
    assert.equal(plugin.name, 'build-speed');
    assert.equal(siteConfig.webpack?.jsLoader, swcJsLoader);
    assert.notEqual(lastUpdate.getFileLastUpdate, original, 'getFileLastUpdate is replaced');
    process.env.NODE_ENV = 'production';
    const config: Configuration = {
      optimization: {minimize: true, minimizer: [new TerserPlugin()]},
      module: {rules: [{test: /\.mdx?$/, use: [{loader: MDX_LOADER, options: {}}]}]},
    };
    assert.deepEqual(plugin.configureWebpack!(config, false, {} as never, undefined), {});
    const minifier = config.optimization!.minimizer![0] as unknown as {
      options: {minimizer: {implementation: unknown}};
    };
    assert.equal(minifier.options.minimizer.implementation, TerserPlugin.swcMinify);
    assert.deepEqual((config.module!.rules![0] as RuleSetRule).use, [{loader: ONCE_LOADER, options: {}}]);
  } finally {
    lastUpdate.getFileLastUpdate = original;
    process.env.NODE_ENV = previousEnv;
  }
});
