/**
 * Where a page's Markdown twin and social card live, from the page's route. Shared by the build plugin and the
 * theme components (no Node imports), so the links in the HTML and the files in build/ cannot disagree.
 */

/** Social card size, px (the Open Graph 1.91:1 large image). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** `/docs/api/frame` → `/docs/api/frame.md` (beside the page's own `frame/index.html`). */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** `/docs/api/frame` → `/img/cards/docs/api/frame.png`. */
export function cardPath(permalink: string): string {
  return `/img/cards${permalink.replace(/\/$/, '')}.png`;
}

/** Alt text of a page's social card: what the picture shows. */
export function cardAlt(title: string): string {
  return `Card reading “${title}” beside the React Figma logo`;
}

/** Makes a site-relative URL absolute; leaves other schemes (`https:`, `mailto:`) as they are. */
export function absoluteUrl(url: string, siteUrl: string, permalink: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = new URL(permalink.replace(/^\//, ''), siteUrl);
  return new URL(url, base).href;
}
