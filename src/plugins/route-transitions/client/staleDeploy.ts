/** Tells a stale tab from an offline one when a route chunk fails to load (FAIL-3; ../README.md). */

/** URL of the file a failed chunk load names (its `request`); undefined for other errors. */
export function failedChunkUrl(error: unknown): string | undefined {
  const request = (error as {request?: unknown} | null)?.request;
  if (typeof request === 'string' && request) return request;
  const message = error instanceof Error ? error.message : String(error);
  return /\((?:\w+: )?([^()\s]+\.(?:js|css))\)\s*$/.exec(message)?.[1];
}

/** Whether the server answers for the failed chunk with anything but it; false when unreachable. */
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
