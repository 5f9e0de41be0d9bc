/**
 * The site's `webpack.jsLoader`: swc-loader instead of Docusaurus 2's default babel-loader, for a cheaper build.
 *
 * It does what `@docusaurus/core/lib/babel/preset` does for this site: TypeScript + JSX (automatic runtime; MDX 1
 * output keeps its own JSX pragma naming `mdx`), ES modules for the client bundle so webpack can tree-shake and split,
 * CommonJS for the server bundle (run by Node during static generation). The client targets are the
 * `browserslist.production` query of package.json, the same browsers babel's preset-env compiled for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RuleSetRule} from 'webpack';

const {browserslist} = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
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
        // targets few are needed, and first-load JS came out no larger (measured 2026-11-22).
        externalHelpers: false,
      },
      env: isServer ? {targets: {node: '20'}} : {targets: browserslist.production},
      module: {type: isServer ? 'commonjs' : 'es6'},
      sourceMaps: false,
    },
  };
}
