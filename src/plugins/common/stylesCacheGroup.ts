/** Narrows Docusaurus 2's site-wide `styles` chunk; shared by the plugins keeping on-demand CSS out of it. */
import type {Configuration} from 'webpack';

type ModuleLike = {nameForCondition?: () => string | null};
type CacheGroup = {test?: unknown; [key: string]: unknown};

/** Keeps CSS matching `exclude` out of the `styles` cacheGroup. @throws Error when there is none. */
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
