/**
 * Route prefetches (PREFETCH-1) run one route per idle period instead of in the callback that asked for them.
 *
 * Why (PERF-12 in REQUIREMENTS.md): every Docusaurus `<Link>` watches itself with an IntersectionObserver and
 * calls `window.docusaurus.prefetch` when it comes on screen. Opening the phone menu puts a docs sidebar of about
 * 40 links on screen at once; their callbacks all run in one task, and each prefetch matches the route table and
 * appends `<link rel="prefetch">` elements, whose requests start inside `appendChild`. At a low-tier phone's CPU
 * (×6.6) that task took 270–360 ms right after the tap, so the reader's next tap, usually on one of those links,
 * waited for it. A prefetch is only a hint, so it can wait for idle time; a preload (hover, touch, focus: the
 * reader is about to click) still runs at once.
 */
import {whenIdle} from '../../common/client/scheduling';

/**
 * `window.docusaurus` as @docusaurus/core's client entry sets it: `prefetch(routePath)` adds prefetch hints for a
 * route's chunks, `preload(routePath)` loads them. Both skip 2g-class connections with data saver (PREFETCH-2).
 */
export interface DocusaurusClientApi {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

/**
 * Longest wait for an idle period before a queued prefetch runs anyway (ms). A prefetch is speculative, so it may
 * wait for the load's tasks to finish, but not for ever on a page that is never idle.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * The same API with `prefetch` queued: each call returns at once (`true` when the route was queued, `false` when it
 * already was), and the queued routes are handed to `api.prefetch` oldest first, one per idle period (whenIdle,
 * timeout PREFETCH_IDLE_TIMEOUT_MS). `api.prefetch` still decides whether a route needs fetching. The result is
 * frozen, as core freezes the object it replaces.
 */
export function withIdlePrefetch(api: DocusaurusClientApi): DocusaurusClientApi {
  const queue: string[] = [];
  let scheduled = false;
  const prefetchNext = (): void => {
    const routePath = queue.shift();
    if (routePath !== undefined) api.prefetch(routePath);
    if (queue.length > 0) whenIdle(prefetchNext, PREFETCH_IDLE_TIMEOUT_MS);
    else scheduled = false;
  };
  return Object.freeze({
    prefetch(routePath: string): boolean {
      if (queue.includes(routePath)) return false;
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        whenIdle(prefetchNext, PREFETCH_IDLE_TIMEOUT_MS);
      }
      return true;
    },
    preload: (routePath: string) => api.preload(routePath),
  });
}
