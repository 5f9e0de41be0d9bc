/** Where a page's social card lives and what it shows; no Node imports, shared by plugin and theme. */

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
