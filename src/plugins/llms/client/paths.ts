/**
 * Where a page's Markdown twin lives, from the page's route. Shared by the build plugin and the theme components
 * (no Node imports), so the links in the HTML and the files in build/ cannot disagree.
 */

/** `/docs/api/frame` → `/docs/api/frame.md` (beside the page's own `frame/index.html`). */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** Makes a site-relative URL absolute; leaves other schemes (`https:`, `mailto:`) as they are. */
export function absoluteUrl(url: string, siteUrl: string, permalink: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = new URL(permalink.replace(/^\//, ''), siteUrl);
  return new URL(url, base).href;
}
