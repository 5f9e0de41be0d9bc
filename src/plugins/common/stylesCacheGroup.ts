/** Narrowing Docusaurus 2's site-wide `styles` chunk, shared by the plugins that keep on-demand CSS out of it. */
import type {Configuration} from 'webpack';

type ModuleLike = {nameForCondition?: () => string | null};
type CacheGroup = {test?: unknown; [key: string]: unknown};

/**
 * Leaves CSS modules whose file matches `exclude` out of the `styles` cacheGroup of a client webpack config (in
 * place), so mini-css-extract emits them with their own chunk. It chains any earlier narrowing (a function or
 * RegExp `test`), so the order of the plugins calling it does not matter.
 * @param owner the calling plugin's name, for the error.
 * @throws Error when the config has no `styles` cacheGroup (set in @docusaurus/core 2.4.3 lib/webpack/base.js).
 */
export function keepOutOfStylesChunk(config: Configuration, exclude: RegExp, owner: string): void {
  const groups = (config.optimization?.splitChunks || undefined)?.cacheGroups as
    Record<string, CacheGroup> | undefined;
  const styles = groups?.styles;
  if (!styles)
    throw new Error(`[${owner}] Docusaurus no longer has a \`styles\` cacheGroup; revisit this plugin.`);
  const before = styles.test;
  styles.test = (module: ModuleLike, ...rest: unknown[]) => {
    const file = module.nameForCondition?.() ?? '';
    if (exclude.test(file)) return false;
    if (typeof before === 'function')
      return (before as (m: ModuleLike, ...r: unknown[]) => boolean)(module, ...rest);
    if (before instanceof RegExp) return before.test(file);
    return true;
  };
}
