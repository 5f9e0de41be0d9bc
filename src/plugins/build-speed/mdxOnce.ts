/** A production build compiles each Markdown/MDX file once for both compilers (see ./index.ts, README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';
import {isProductionBuild} from '../dev-server/state';

const STOCK_LOADER = require.resolve('@docusaurus/mdx-loader');
export const ONCE_LOADER = path.join(__dirname, 'mdxOnceLoader.ts');

/** Points every mdx-loader use in `config` at `loader`, in place. @returns how many rule entries changed. */
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
      if (!isProductionBuild()) return {};
      if (useMdxOnceLoader(config) === 0) {
        throw new Error(
          '[build-speed] mdx-once: found no @docusaurus/mdx-loader rule to wrap; Docusaurus changed its MDX rules.',
        );
      }
      return {};
    },
  };
}
