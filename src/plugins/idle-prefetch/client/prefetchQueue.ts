/** Route prefetches (PREFETCH-1) run one route per idle period, not in the task that asked (PERF-12). */
import {whenIdle} from '../../common/client/scheduling';

/** `window.docusaurus` as core's client entry sets it; both skip slow connections (PREFETCH-2). */
export interface DocusaurusClientApi {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

/** Longest wait (ms) for an idle period before a queued prefetch runs anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The same API with `prefetch` queued, oldest first, one route per idle period; frozen, as core's is. */
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

/** The same API without prefetches, for `npm start` (README.md); preloads as core's. */
export function withoutPrefetch(api: DocusaurusClientApi): DocusaurusClientApi {
  return Object.freeze({prefetch: () => false, preload: (routePath: string) => api.preload(routePath)});
}
