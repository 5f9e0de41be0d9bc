/** A production build compiles each Markdown/MDX file once for both compilers (see ./index.ts, README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';
import {isProductionBuild} from '../dev-server/state';

const STOCK_LOADER = require.resolve('@docusaurus/mdx-loader');
export const ONCE_LOADER = path.join(__dirname, 'mdxOnceLoader.ts');

/** Replaces each rule's `use` that runs the stock mdx-loader by `edit(use)`. @returns the rules edited. */
export function editMdxRules(
  config: Configuration,
  edit: (use: RuleSetUseItem[]) => RuleSetUseItem[],
): number {
  let changed = 0;
  const visitRule = (rule: RuleSetRule | '...' | false | 0 | '' | null | undefined) => {
    if (!rule || typeof rule !== 'object') return;
    if (Array.isArray(rule.use) && rule.use.some(isStockMdxLoader)) {
      rule.use = edit(rule.use as RuleSetUseItem[]);
      changed += 1;
    }
    for (const nested of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) visitRule(nested);
  };
  for (const rule of config.module?.rules ?? []) visitRule(rule);
  return changed;
}

/** Whether `use` is @docusaurus/mdx-loader itself, with its options. */
const isStockMdxLoader = (use: unknown): use is {loader: string; options?: object} =>
  typeof use === 'object' && !!use && 'loader' in use && use.loader === STOCK_LOADER;

/** Points every mdx-loader use in `config` at `loader`, in place. @returns how many rules changed. */
export function useMdxOnceLoader(config: Configuration, loader: string = ONCE_LOADER): number {
  return editMdxRules(config, (use) => use.map((u) => (isStockMdxLoader(u) ? {...u, loader} : u)));
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
