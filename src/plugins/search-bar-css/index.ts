/**
 * search-bar-css: the search bar's stylesheets ship with the search bar's code, not in the site-wide CSS file.
 *
 * Docusaurus 2 gathers every CSS module of every chunk into one `styles` chunk that each page loads first
 * (splitChunks cacheGroup `styles`, `enforce: true`), so the search bar's styles were
 * paid on every first load although src/theme/SearchBar loads the search bar only on intent. Here that
 * cacheGroup skips the search bar's CSS modules: mini-css-extract then emits them with the search bar's chunk
 * and loads them before that chunk runs. They are CSS modules (hashed class names), so their load order cannot
 * change other rules, which is what the single file guards against (facebook/docusaurus#2006).
 *
 * The search *page* keeps its CSS in the site-wide file: Docusaurus 2 server-renders `/search` without linking
 * the route's own chunks, so split-out page CSS would arrive only after hydration (an unstyled flash).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {keepOutOfStylesChunk} from '../common/stylesCacheGroup';

/** CSS that loads with its chunk instead of on every page: the search bar and its loading spinner. */
export const SEARCH_BAR_CSS =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/].*[\\/](SearchBar|LoadingRing)[\\/][^\\/]+\.css$/;

/**
 * Narrows the `styles` cacheGroup of a client webpack config in place (src/plugins/common/stylesCacheGroup.ts).
 * @throws Error when the config has no `styles` cacheGroup (Docusaurus changed its split; see above).
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
