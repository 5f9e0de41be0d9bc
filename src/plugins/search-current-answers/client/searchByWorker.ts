/** The search page's `theme/searchByWorker`, dropping stale answers (./currentAnswer.ts). */
import {
  fetchIndexesByWorker,
  searchByWorker as searchInWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {onlyIfCurrent, queryOf} from './currentAnswer';

export {fetchIndexesByWorker};

/** The plugin's `searchByWorker`, answering only while `input` is the page's query. */
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
