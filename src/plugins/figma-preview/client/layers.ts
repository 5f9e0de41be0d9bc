/**
 * A layers outline as the page ships it: nested `[type, name, x, y, width, height, children?]` tuples (px,
 * relative to the parent, as Figma's layers panel and `x`/`y` report them). Tuples keep the page's JS chunk small.
 * Written by ../previews.ts, shown by src/components/FigmaPreview and printed in the Markdown twins.
 */
export type Layer = [string, string, number, number, number, number, Layer[]?];
