/**
 * Client-side routing for links inside a static island (./index.tsx). An island kept in its server form has no
 * React `<Link>` components inside, only their `<a>` elements, so a click would load the whole page again. The
 * island's own element listens instead (one delegated listener per island) and does what Docusaurus's `<Link>`
 * does for an internal link: preload the route on hover, touch or focus, and push it to the router's history on
 * a plain left click. Links that open elsewhere (`target`, `download`, another origin, a modifier key) are left
 * to the browser, as `<Link>` leaves them.
 */
import type React from 'react';

/** The part of react-router's history the islands use. */
export interface IslandHistory {
  push(path: string): void;
}

/** `window.docusaurus` (set by @docusaurus/core's client entry): loads a route's chunks ahead of a navigation. */
interface DocusaurusClientApi {
  preload(routePath: string): unknown;
}

/** The `<a>` an event happened in, when it is inside `island`. */
function anchorOf(event: React.SyntheticEvent<HTMLElement>): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a');
  return anchor && event.currentTarget.contains(anchor) ? anchor : undefined;
}

/**
 * The path an `<a>` leads to when `<Link>` would route it client-side: a root-relative `href` on this origin,
 * without `target` or `download`. Undefined otherwise (external links, `#hash`-only links, which the browser
 * scrolls to natively, mail links).
 */
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
  const api = (window as {docusaurus?: DocusaurusClientApi}).docusaurus;
  if (path && api) api.preload(path.replace(/[?#].*$/, ''));
}
