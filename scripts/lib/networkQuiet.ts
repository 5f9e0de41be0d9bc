/**
 * Waits until a page has no network request in flight for `quietMs`, like Playwright's `networkidle`, but
 * leaves out blob: and data: URLs: they are made in the page, not fetched, and the playground's sandboxed
 * worker (a blob: script in an opaque-origin iframe) is sometimes never reported as finished, which kept
 * `networkidle` waiting until its timeout.
 */
import type {Page, Request} from 'playwright-core';

const local = (url: string) => url.startsWith('blob:') || url.startsWith('data:');

/**
 * Starts watching `page`'s requests now; the returned function waits for quiet and then stops watching, so a
 * page that is reused for the next load starts with no listener of this one.
 */
export function watchNetwork(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (r: Request) => {
    if (local(r.url())) return;
    inFlight.add(r);
    lastChange = Date.now();
  };
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /**
   * @param quietMs how long nothing may be in flight (ms), 500 as `networkidle`.
   * @throws Error naming the requests still in flight after `timeoutMs` (ms).
   */
  return async (quietMs = 500, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    try {
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(
            `network not quiet after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    }
  };
}
