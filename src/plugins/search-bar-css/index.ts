/** search-bar-css plugin: the search bar's CSS ships with the search bar, not site-wide. Why: README.md. */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {keepOutOfStylesChunk} from '../common/stylesCacheGroup';

/** CSS that loads with its chunk instead of on every page: the search bar and its loading spinner. */
export const SEARCH_BAR_CSS =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/].*[\\/](SearchBar|LoadingRing)[\\/][^\\/]+\.css$/;

/** Keeps the search bar's CSS out of the `styles` cacheGroup. @throws Error when there is none. */
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
