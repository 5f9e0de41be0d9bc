/** Where a page's Markdown twin lives; no Node imports, shared by the plugin and the theme. */

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
