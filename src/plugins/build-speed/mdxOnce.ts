/**
 * A production build compiles each Markdown/MDX file once, not once per compiler (part of ./index.ts).
 *
 * Docusaurus 2.4.3 builds a client and a server (static generation) bundle, and each runs @docusaurus/mdx-loader
 * on every doc, post and MDX page: the same input, the same options, the same output, computed twice (see this
 * folder's README for the CPU it costs). This plugin points the
 * docs, blog and pages rules at ./mdxOnceLoader.ts, which memoises mdx-loader's result by file, options and content.
 * Docusaurus 3 does the same internally. Development (`npm start`, one compiler) keeps the stock loader.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';

const STOCK_LOADER = require.resolve('@docusaurus/mdx-loader');
export const ONCE_LOADER = path.join(__dirname, 'mdxOnceLoader.ts');

/**
 * Points every use of @docusaurus/mdx-loader in `config` at `loader` (the memoising loader unless given), in place.
 * src/plugins/dev-errors points them at its own wrapper under `npm start`.
 * @returns how many rule entries were changed (0 means Docusaurus changed its rules; the caller throws).
 */
export function useMdxOnceLoader(config: Configuration, loader: string = ONCE_LOADER): number {
  let changed = 0;
  const visitUse = (use: RuleSetUseItem): RuleSetUseItem => {
    if (typeof use === 'object' && use && 'loader' in use && use.loader === STOCK_LOADER) {
      changed += 1;
      return {...use, loader};
    }
    return use;
  };
  const visitRule = (rule: RuleSetRule | '...' | false | 0 | '' | null | undefined) => {
    if (!rule || typeof rule !== 'object') return;
    if (Array.isArray(rule.use)) rule.use = rule.use.map((u) => (u ? visitUse(u) : u));
    for (const nested of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) visitRule(nested);
  };
  for (const rule of config.module?.rules ?? []) visitRule(rule);
  return changed;
}

/** The mdx-once piece of the build-speed plugin: its `configureWebpack` rewires the MDX rules in place. */
export default function mdxOncePiece(_context: LoadContext): Pick<Plugin, 'configureWebpack'> {
  return {
    configureWebpack(config) {
      if (process.env.NODE_ENV !== 'production') return {};
      if (useMdxOnceLoader(config) === 0) {
        throw new Error(
          '[build-speed] mdx-once: found no @docusaurus/mdx-loader rule to wrap; Docusaurus changed its MDX rules.',
        );
      }
      return {};
    },
  };
}
