/**
 * The search page shows an answer only while its query is still the page's query (SEARCH-3).
 *
 * The search plugin's page asks its worker in an effect and sets whatever comes back, without checking that the
 * reader has not changed the box in the meantime. Clearing the box while an answer was on its way brought the
 * previous results back under an empty box. The page writes each query to the address (`?q=`) before it asks, so
 * the address tells which query is current when an answer arrives.
 */

/**
 * The query of a search page address: its `q` parameter, or '' when there is none.
 * @param search the address's query string (`location.search`, with or without `?`).
 */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * `answer`, if `input` is still the page's query when it arrives; otherwise a promise that never settles, so the
 * page keeps what it shows for the newer query (or for the empty box) instead of the stale answer.
 * @param answer the worker's answer for `input`.
 * @param currentQuery reads the page's query at the time of the answer (`queryOf(location.search)` in the page).
 */
export function onlyIfCurrent<T>(answer: Promise<T>, input: string, currentQuery: () => string): Promise<T> {
  return answer.then((value) => (currentQuery() === input ? value : new Promise<T>(() => undefined)));
}
