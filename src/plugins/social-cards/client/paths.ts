/**
 * Where a page's social card lives and what it shows, from the page's route. Shared by the build plugin and the
 * theme components (no Node imports), so the meta tags in the HTML and the files in build/ cannot disagree.
 */

/** Social card size, px (the Open Graph 1.91:1 large image). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** `/docs/api/frame` → `/img/cards/docs/api/frame.png`. */
export function cardPath(permalink: string): string {
  return `/img/cards${permalink.replace(/\/$/, '')}.png`;
}

/** Alt text of a page's social card: what the picture shows. */
export function cardAlt(title: string): string {
  return `Card reading “${title}” beside the React Figma logo`;
}
