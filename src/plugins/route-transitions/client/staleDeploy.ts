/**
 * Tells a stale tab from an offline one when a route chunk failed to load (FAIL-3).
 *
 * After a new deploy, the chunk files an open tab knows of are gone for good (their names carry content
 * hashes), so fetching them again can never succeed: only a full page load, which brings the new deploy's
 * main.js and chunk names, can show the page. When the network is down instead, fetching again is right and
 * works once the network is back. The two look alike to the lazy loader (a script that did not load); asking
 * the server for the failed file tells them apart: an answer that is not that file means the site changed, no
 * answer means the network failed.
 */

/**
 * URL of the file a failed chunk load names: webpack's ChunkLoadError and mini-css-extract's CSS chunk error
 * carry it as `request`; their messages end with it in parentheses (`(missing: http://…/a.js)`).
 * @returns the URL, or undefined when the error is not a chunk load failure
 */
export function failedChunkUrl(error: unknown): string | undefined {
  const request = (error as {request?: unknown} | null)?.request;
  if (typeof request === 'string' && request) return request;
  const message = error instanceof Error ? error.message : String(error);
  return /\((?:\w+: )?([^()\s]+\.(?:js|css))\)\s*$/.exec(message)?.[1];
}

/**
 * Whether the failed chunk is gone from the server (the site was redeployed): the server answers, but with an
 * error status or with something other than a script or stylesheet (a host that serves its index page for
 * unknown paths).
 * @param fetchImpl `fetch`, replaceable in tests
 * @returns false when the error names no chunk, or when the server cannot be reached (offline)
 */
export async function siteChangedUnder(error: unknown, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const url = failedChunkUrl(error);
  if (!url) return false;
  try {
    const response = await fetchImpl(url, {method: 'HEAD', cache: 'no-store'});
    const type = response.headers.get('content-type') ?? '';
    return !response.ok || !/javascript|css/.test(type);
  } catch {
    return false;
  }
}
