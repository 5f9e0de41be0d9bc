/** The site's `webpack.jsLoader`: swc-loader doing what Docusaurus's babel preset did (see ./index.ts). */
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {RuleSetRule, RuleSetUseItem} from 'webpack';

const {browserslist} = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
  browserslist: {production: string[]};
};

/**
 * @param isServer true for the server bundle.
 * @returns webpack's `use` entry for .js/.jsx/.ts/.tsx files.
 */
export function swcJsLoader(isServer: boolean): RuleSetRule {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: {syntax: 'typescript', tsx: true},
        transform: {react: {runtime: 'automatic'}},
        // Helpers inlined per file: first-load JS comes out no larger (PERF-1 guards it).
        externalHelpers: false,
      },
      env: isServer ? {targets: {node: '20'}} : {targets: browserslist.production},
      module: {type: isServer ? 'commonjs' : 'es6'},
      sourceMaps: false,
    },
  };
}

/** `use` with swc's React transform out of development mode (no `__source`) if it is swcJsLoader. */
export function withoutJsxDevSource(use: RuleSetUseItem): RuleSetUseItem {
  if (typeof use !== 'object' || !use || use.loader !== require.resolve('swc-loader')) return use;
  const options = use.options as {jsc: {transform: {react: object}}};
  const react = {...options.jsc.transform.react, development: false};
  return {...use, options: {...options, jsc: {...options.jsc, transform: {...options.jsc.transform, react}}}};
}

/** Sets swcJsLoader as `siteConfig.webpack.jsLoader`. @throws Error when another jsLoader is set. */
export function useSwcJsLoader(siteConfig: Pick<DocusaurusConfig, 'webpack'>): void {
  const current = siteConfig.webpack?.jsLoader;
  if (current !== undefined && current !== swcJsLoader) {
    throw new Error(
      '[build-speed] docusaurus.config.ts sets webpack.jsLoader; the build-speed plugin owns it. Remove one of the two.',
    );
  }
  siteConfig.webpack = {...siteConfig.webpack, jsLoader: swcJsLoader};
}
