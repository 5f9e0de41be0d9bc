/**
 * Takes the place of the search plugin's `theme/searchByWorker` for its search page only (the plugin's
 * `index.ts` points that one import here; the search bar keeps the original). Same functions, same worker; an
 * answer whose query is no longer the page's is dropped (./currentAnswer.ts, SEARCH-3).
 */
import {
  fetchIndexesByWorker,
  searchByWorker as searchInWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {onlyIfCurrent, queryOf} from './currentAnswer';

export {fetchIndexesByWorker};

/**
 * The plugin's `searchByWorker`, answering only while `input` is the query in the page's address.
 * @param baseUrl the docs version's base URL; `searchContext`, `limit`: as the plugin passes them.
 */
export function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  return onlyIfCurrent(searchInWorker(baseUrl, searchContext, input, limit), input, () =>
    queryOf(window.location.search),
  );
}
