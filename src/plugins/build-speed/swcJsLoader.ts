/**
 * The site's `webpack.jsLoader`: swc-loader instead of Docusaurus 2's default babel-loader, for a cheaper build
 * (part of ./index.ts, which sets it on the site config).
 *
 * It does what `@docusaurus/core/lib/babel/preset` does for this site: TypeScript + JSX (automatic runtime; MDX 1
 * output keeps its own JSX pragma naming `mdx`), ES modules for the client bundle so webpack can tree-shake and split,
 * CommonJS for the server bundle (run by Node during static generation). The client targets are the
 * `browserslist.production` query of package.json, the same browsers babel's preset-env compiled for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

const {browserslist} = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
  browserslist: {production: string[]};
};

/**
 * @param isServer true for the server (static generation) bundle, false for the browser bundle.
 * @returns the webpack rule `use` entry for `.js/.jsx/.ts/.tsx` files (Docusaurus applies its own include/exclude).
 */
export function swcJsLoader(isServer: boolean): RuleSetRule {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: {syntax: 'typescript', tsx: true},
        transform: {react: {runtime: 'automatic'}},
        // Helpers are inlined per file (Docusaurus's babel preset imported them from @babel/runtime); for these
        // targets few are needed, and first-load JS comes out no larger (PERF-1 guards it).
        externalHelpers: false,
      },
      env: isServer ? {targets: {node: '20'}} : {targets: browserslist.production},
      module: {type: isServer ? 'commonjs' : 'es6'},
      sourceMaps: false,
    },
  };
}

/**
 * Makes swcJsLoader the site's `webpack.jsLoader`, as if docusaurus.config.ts set it.
 *
 * Docusaurus 2.4.3 reads `siteConfig.webpack.jsLoader` only when it builds webpack configs (core's
 * webpack/base.js for the site's own rule, `utils.getJSLoader` for plugins' MDX rules), which happens after every
 * plugin has been constructed, and the `siteConfig` a plugin receives is that same object. So setting it here,
 * while the plugin is constructed, reaches every JS and MDX rule.
 * @throws Error when the site config already names another jsLoader (two owners would silently disagree).
 */
export function useSwcJsLoader(siteConfig: Pick<DocusaurusConfig, 'webpack'>): void {
  const current = siteConfig.webpack?.jsLoader;
  if (current !== undefined && current !== swcJsLoader) {
    throw new Error(
      '[build-speed] docusaurus.config.ts sets webpack.jsLoader; the build-speed plugin owns it. Remove one of the two.',
    );
  }
  siteConfig.webpack = {...siteConfig.webpack, jsLoader: swcJsLoader};
}
