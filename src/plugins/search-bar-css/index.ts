/** search-bar-css plugin: the search bar's CSS ships with the search bar, not site-wide. Why: README.md. */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {keepOutOfStylesChunk} from '../common/stylesCacheGroup';

/** CSS that loads with its chunk instead of on every page: the search bar and its loading spinner. */
export const SEARCH_BAR_CSS =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/].*[\\/](SearchBar|LoadingRing)[\\/][^\\/]+\.css$/;

/**
 * Narrows the `styles` cacheGroup of a client webpack config in place (src/plugins/common/stylesCacheGroup.ts).
 * @throws Error when the config has no `styles` cacheGroup (Docusaurus changed its split; README.md).
 */
export function keepSearchBarCssOut(config: Configuration): void {
  keepOutOfStylesChunk(config, SEARCH_BAR_CSS, 'search-bar-css');
}

export default function searchBarCssPlugin(_context: LoadContext): Plugin {
  return {
    name: 'search-bar-css',
    configureWebpack(config, isServer) {
      if (!isServer) keepSearchBarCssOut(config);
      return {};
    },
  };
}
