/**
 * A layers outline as the page ships it: nested `[type, name, x, y, width, height, children?, rotation?]` tuples
 * (px, relative to the parent, as Figma's layers panel and `x`/`y` report them; rotation in degrees, counter-clockwise,
 * only when not 0, with `children` then `[]` for a leaf). Tuples keep the page's JS chunk small.
 * Written by ../previews.ts, shown by src/components/FigmaPreview and printed in the Markdown twins.
 */
export type Layer = [string, string, number, number, number, number, Layer[]?, number?];

/** How an outline line states a layer's rotation (degrees, counter-clockwise as in Figma): `, rotated 45°`. */
export const rotationText = (rotation: number | undefined): string =>
  rotation ? `, rotated ${rotation}°` : '';
