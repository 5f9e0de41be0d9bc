/** Which layer a point of the picture or a place in the code means (INSP-1); pure, tested without a DOM. */
import {sameOrigin, type ElementOrigin, type LayerSpot} from '../../../figma-runner/protocol/messages';
import {jsxElements, type JsxElementInfo} from './jsxSource';

/**
 * The layer drawn on top at `x`, `y` (the picture's px): the last outline line whose box holds the point, as
 * later layers and children are drawn over earlier ones. Undefined off every layer.
 */
export function layerAt(spots: LayerSpot[], x: number, y: number): number | undefined {
  for (let i = spots.length - 1; i >= 0; i -= 1) {
    const [bx, by, w, h] = spots[i].box;
    if (x >= bx && x <= bx + w && y >= by && y <= by + h) return i;
  }
  return undefined;
}

/** An element's origin as the engine writes it (../../../figma-runner/engine/origins.ts). */
const originOf = (el: JsxElementInfo, file: string): ElementOrigin => ({
  file,
  line: el.line,
  nth: el.nth,
});

/**
 * The layer for the cursor at `pos` of `file`: the innermost element around it that drew a layer, or the
 * next one out. The selected layer stays when the cursor is in the element that drew it (an element mapped
 * over a list draws several), else the first layer the element drew. Undefined outside any element that drew
 * one.
 */
export function layerForCursor(
  spots: LayerSpot[],
  text: string,
  file: string,
  pos: number,
  selected: number | null,
): number | undefined {
  const around = jsxElements(text)
    .filter((el) => el.from <= pos && pos <= el.to)
    .sort((a, b) => a.to - a.from - (b.to - b.from));
  for (const el of around) {
    const origin = originOf(el, file);
    if (selected !== null && sameOrigin(spots[selected]?.origin, origin)) return selected;
    const i = spots.findIndex((s) => sameOrigin(s.origin, origin));
    if (i >= 0) return i;
  }
  return undefined;
}
