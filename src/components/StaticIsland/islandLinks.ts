/** Island links routed as `<Link>` routes: prefetch on view (PREFETCH-1, -2), preload on intent, push. */
import type React from 'react';
import type {DocusaurusClientApi} from '../../plugins/idle-prefetch/client/prefetchQueue';

/** The part of react-router's history the islands use. */
export interface IslandHistory {
  push(path: string): void;
}

/** `window.docusaurus`, set by @docusaurus/core's client entry (queued by src/plugins/idle-prefetch). */
function clientApi(): DocusaurusClientApi | undefined {
  return (window as {docusaurus?: DocusaurusClientApi}).docusaurus;
}

/** A path without its query and hash: the route to load. */
const routeOf = (path: string): string => path.replace(/[?#].*$/, '');

/** The `<a>` an event happened in, when it is inside `island`. */
function anchorOf(event: React.SyntheticEvent<HTMLElement>): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a');
  return anchor && event.currentTarget.contains(anchor) ? anchor : undefined;
}

/** The path an `<a>` routes to client-side (same origin, no `target`/`download`), else undefined. */
export function internalPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  return href;
}

/** Click handler: a plain left click on an internal link becomes `history.push` (no full page load). */
export function routeIslandClick(
  event: React.MouseEvent<HTMLElement>,
  history: IslandHistory | undefined,
): void {
  if (!history || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = anchorOf(event);
  const path = anchor && internalPath(anchor);
  if (!path) return;
  event.preventDefault();
  history.push(path);
}

/** Hover, touch and focus handler: starts loading the linked route's chunks, as `<Link>` does. */
export function preloadIslandLink(event: React.SyntheticEvent<HTMLElement>): void {
  const anchor = anchorOf(event);
  const path = anchor && internalPath(anchor);
  const api = clientApi();
  if (path && api) api.preload(routeOf(path));
}

/** One observer for every island: asks for a link's route to be prefetched the first time it is on screen. */
let viewportObserver: IntersectionObserver | undefined;

/** Hands links that came on screen to `window.docusaurus.prefetch` (idle-prefetch queues them, PERF-12). */
function prefetchOnScreen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    viewportObserver?.unobserve(entry.target);
    const path = internalPath(entry.target as HTMLAnchorElement);
    if (path) clientApi()?.prefetch(routeOf(path));
  }
}

/** Prefetches each internal link of `island` once it scrolls into view. @returns the stop function. */
export function prefetchLinksInView(island: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || !clientApi()) return () => undefined;
  const anchors = [...island.querySelectorAll('a')].filter((anchor) => internalPath(anchor));
  if (anchors.length === 0) return () => undefined;
  viewportObserver ??= new IntersectionObserver(prefetchOnScreen);
  for (const anchor of anchors) viewportObserver.observe(anchor);
  return () => {
    for (const anchor of anchors) viewportObserver?.unobserve(anchor);
  };
}
