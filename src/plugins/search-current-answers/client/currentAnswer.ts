/** The search page shows an answer only while its query is still the page's `?q=` (SEARCH-3). */

/** The `q` parameter of `search` (with or without `?`), or ''. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** `answer` if `input` is still `currentQuery()` when it arrives, else a promise that never settles. */
export function onlyIfCurrent<T>(answer: Promise<T>, input: string, currentQuery: () => string): Promise<T> {
  return answer.then((value) => (currentQuery() === input ? value : new Promise<T>(() => undefined)));
}
