/**
 * Figma's auto layout in the stand-in: `x`, `y`, `width`, `height` read as Figma lays them out; what the
 * plugin wrote is kept as its "plugin box". Rules and sources: ../README.md.
 */

/** The fields this module reads of a stand-in node (./standIn.ts `StubNode`). */
export interface LayoutNode {
  type: string;
  parent?: LayoutNode;
  children?: LayoutNode[];
  visible?: boolean;
  removed?: boolean;
  layoutMode?: string;
  [key: string]: unknown;
}

/** A layer's box relative to its parent, px. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Key = keyof Box;
const KEYS: readonly Key[] = ['x', 'y', 'width', 'height'];
/** Where a node keeps what the plugin wrote when the property was a data property. */
const SLOT: Record<Key, string> = {
  x: '_pluginX',
  y: '_pluginY',
  width: '_pluginWidth',
  height: '_pluginHeight',
};
/** The plugin-side accessor a node had before this module wrapped it (text sizes, group bounds). */
const INNER: Record<Key, string> = {x: '_innerX', y: '_innerY', width: '_innerW', height: '_innerH'};

const own = (n: object, key: string, value: unknown) =>
  Object.defineProperty(n, key, {value, writable: true, configurable: true});

function descriptorOf(node: object, key: string): PropertyDescriptor | undefined {
  for (let o: object | null = node; o; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, key);
    if (d) return d;
  }
  return undefined;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** What the plugin last wrote (or the node's own computed size, for text), without Figma's auto layout. */
function pluginValue(node: LayoutNode, key: Key): number {
  if (node.type === 'GROUP') return groupPluginBox(node)[key];
  const inner = node[INNER[key]] as PropertyDescriptor | undefined;
  if (inner?.get) return num(inner.get.call(node));
  return num(node[SLOT[key]]);
}

/** A node's box, each of its keys read by `value`. */
const boxOf = (node: LayoutNode, value: (node: LayoutNode, key: Key) => number): Box => ({
  x: value(node, 'x'),
  y: value(node, 'y'),
  width: value(node, 'width'),
  height: value(node, 'height'),
});

/** The plugin box of a node: its `x`, `y`, `width`, `height` as the plugin set them (px). */
export const pluginBox = (node: LayoutNode): Box => boxOf(node, pluginValue);

/** Children that take part in their parent's layout and drawing (the stand-in keeps removed ones). */
const present = (n: LayoutNode): LayoutNode[] => (n.children ?? []).filter((c) => !c.removed);

/** A group's plugin box: the box around its children's plugin boxes, in its parent's coordinates (px). */
export function groupPluginBox(g: LayoutNode): Box {
  const kids = present(g).map(pluginBox);
  if (!kids.length) return {x: 0, y: 0, width: 0, height: 0};
  const x = Math.min(...kids.map((k) => k.x));
  const y = Math.min(...kids.map((k) => k.y));
  return {
    x,
    y,
    width: Math.max(...kids.map((k) => k.x + k.width)) - x,
    height: Math.max(...kids.map((k) => k.y + k.height)) - y,
  };
}

/** Whether `n` is a HORIZONTAL or VERTICAL auto-layout frame (`layoutMode`). */
export const isAutoLayout = (n: LayoutNode | undefined): boolean =>
  !!n && (n.layoutMode === 'HORIZONTAL' || n.layoutMode === 'VERTICAL');

/** Children an auto-layout frame places: the present, visible ones. */
const flowChildren = (frame: LayoutNode): LayoutNode[] => present(frame).filter((c) => c.visible !== false);

interface Axes {
  main: 'width' | 'height';
  cross: 'width' | 'height';
  mainPos: 'x' | 'y';
  crossPos: 'x' | 'y';
  padMain: [number, number];
  padCross: [number, number];
}

function axes(frame: LayoutNode): Axes {
  const pad = (k: string) => num(frame[k]);
  const horizontal = frame.layoutMode === 'HORIZONTAL';
  const padX: [number, number] = [pad('paddingLeft'), pad('paddingRight')];
  const padY: [number, number] = [pad('paddingTop'), pad('paddingBottom')];
  return horizontal
    ? {main: 'width', cross: 'height', mainPos: 'x', crossPos: 'y', padMain: padX, padCross: padY}
    : {main: 'height', cross: 'width', mainPos: 'y', crossPos: 'x', padMain: padY, padCross: padX};
}

/** Whether the frame's axis is sized by its children: sizing mode `AUTO` (Figma's, react-figma's default). */
const hugs = (frame: LayoutNode, axis: 'main' | 'cross'): boolean =>
  (axis === 'main' ? frame.primaryAxisSizingMode : frame.counterAxisSizingMode) !== 'FIXED';

const stretches = (c: LayoutNode) => c.layoutAlign === 'STRETCH';
const grows = (c: LayoutNode) => num(c.layoutGrow) >= 1;

/** Layouts computed while nothing can change the document (`whileReading`); undefined otherwise. */
let cache:
  | {own: Map<LayoutNode, {width: number; height: number}>; boxes: Map<LayoutNode, Map<LayoutNode, Box>>}
  | undefined;

/** Runs `read` with computed layouts kept until it returns, so a read-only walk lays each frame out once. */
export function whileReading<T>(read: () => T): T {
  if (cache) return read();
  cache = {own: new Map(), boxes: new Map()};
  try {
    return read();
  } finally {
    cache = undefined;
  }
}

/** A node's size before its parent stretches or grows it: an auto-layout frame's hug, else the plugin's. */
function ownSize(node: LayoutNode): {width: number; height: number} {
  const hit = cache?.own.get(node);
  if (hit) return hit;
  const size = computeOwnSize(node);
  cache?.own.set(node, size);
  return size;
}

function computeOwnSize(node: LayoutNode): {width: number; height: number} {
  const plugin = {width: pluginValue(node, 'width'), height: pluginValue(node, 'height')};
  if (!isAutoLayout(node)) return plugin;
  const a = axes(node);
  const kids = flowChildren(node);
  const sizes = kids.map(ownSize);
  const spacing = primarySpacing(node);
  const size = {...plugin};
  if (hugs(node, 'main')) {
    const content = sizes.reduce((s, k) => s + k[a.main], 0) + spacing * Math.max(kids.length - 1, 0);
    size[a.main] = a.padMain[0] + content + a.padMain[1];
  }
  if (hugs(node, 'cross')) {
    // Stretched children take the frame's size; they count only when every child stretches (not confirmed).
    const counted = sizes.filter((_, i) => !stretches(kids[i]));
    const basis = counted.length ? counted : sizes;
    size[a.cross] = a.padCross[0] + Math.max(0, ...basis.map((k) => k[a.cross])) + a.padCross[1];
  }
  return size;
}

/** `itemSpacing`, which `SPACE_BETWEEN` replaces with the free space. */
const primarySpacing = (frame: LayoutNode): number => num(frame.itemSpacing);

/** The boxes an auto-layout frame gives its flow children, relative to the frame (px). */
function layoutOf(frame: LayoutNode): Map<LayoutNode, Box> {
  const hit = cache?.boxes.get(frame);
  if (hit) return hit;
  const boxes = computeLayout(frame);
  cache?.boxes.set(frame, boxes);
  return boxes;
}

function computeLayout(frame: LayoutNode): Map<LayoutNode, Box> {
  const a = axes(frame);
  const outer = figmaSize(frame);
  const kids = flowChildren(frame);
  const sizes = kids.map(ownSize);
  const innerMain = outer[a.main] - a.padMain[0] - a.padMain[1];
  const innerCross = outer[a.cross] - a.padCross[0] - a.padCross[1];
  const spacing = primarySpacing(frame);
  const growing = hugs(frame, 'main') ? [] : kids.filter(grows);
  const fixedMain = kids.reduce((s, c, i) => s + (growing.includes(c) ? 0 : sizes[i][a.main]), 0);
  const gaps = spacing * Math.max(kids.length - 1, 0);
  // Growing children share what the others and the gaps leave, equally (the docs support only 0 and 1).
  const share = growing.length ? Math.max(0, (innerMain - fixedMain - gaps) / growing.length) : 0;
  const mains = kids.map((c, i) => (growing.includes(c) ? share : sizes[i][a.main]));
  const content = mains.reduce((s, m) => s + m, 0);
  const align = String(frame.primaryAxisAlignItems ?? 'MIN');
  let gap = spacing;
  let start = a.padMain[0];
  const free = innerMain - content - gaps;
  if (align === 'SPACE_BETWEEN') {
    gap = kids.length > 1 ? (innerMain - content) / (kids.length - 1) : 0;
  } else if (align === 'CENTER') start += free / 2;
  else if (align === 'MAX') start += free;
  const crossAlign = String(frame.counterAxisAlignItems ?? 'MIN');
  const boxes = new Map<LayoutNode, Box>();
  let at = start;
  kids.forEach((c, i) => {
    const cross = stretches(c) ? innerCross : sizes[i][a.cross];
    let crossAt = a.padCross[0];
    if (!stretches(c) && crossAlign === 'CENTER') crossAt += (innerCross - cross) / 2;
    else if (!stretches(c) && crossAlign === 'MAX') crossAt += innerCross - cross;
    const box = {x: 0, y: 0, width: 0, height: 0};
    box[a.mainPos] = at;
    box[a.crossPos] = crossAt;
    box[a.main] = mains[i];
    box[a.cross] = cross;
    boxes.set(c, box);
    at += mains[i] + gap;
  });
  return boxes;
}

/** Whether Figma's auto layout places `node`: a visible child of an auto-layout frame. */
export const placed = (node: LayoutNode): boolean =>
  isAutoLayout(node.parent) && node.visible !== false && !node.removed;

/** A node's size in Figma: as its auto-layout parent places it, else its own (hug) size. */
function figmaSize(node: LayoutNode): {width: number; height: number} {
  if (placed(node)) {
    const box = layoutOf(node.parent!).get(node)!;
    return {width: box.width, height: box.height};
  }
  return ownSize(node);
}

/** How far a group's content moved from where the plugin put it (children in the group's parent's space). */
function groupShift(parent: LayoutNode | undefined, key: 'x' | 'y'): number {
  if (!parent || parent.type !== 'GROUP') return 0;
  return figmaValue(parent, key) - pluginValue(parent, key);
}

/** One of `x`, `y`, `width`, `height` as Figma has it (px, relative to the parent). */
function figmaValue(node: LayoutNode, key: Key): number {
  if (key === 'width' || key === 'height') return figmaSize(node)[key];
  if (placed(node)) return layoutOf(node.parent!).get(node)![key];
  return pluginValue(node, key) + groupShift(node.parent, key);
}

/** A node's box as Figma lays it out (px, relative to its parent): what `x`, `y`, `width`, `height` read. */
export const figmaBox = (node: LayoutNode): Box => boxOf(node, figmaValue);

/**
 * Makes `node`'s `x`, `y`, `width`, `height` read as Figma lays them out; writes keep the plugin's value (an
 * auto-layout child's position write shows nothing, as in Figma). Call once per node, after the stand-in's
 * own accessors.
 */
export function withFigmaLayout<N extends object>(node: N): N {
  for (const key of KEYS) {
    const d = descriptorOf(node, key);
    if (d?.get || d?.set) own(node, INNER[key], d);
    else own(node, SLOT[key], d?.value ?? 0);
    Object.defineProperty(node, key, {
      configurable: true,
      get(this: LayoutNode) {
        return figmaValue(this, key);
      },
      set(this: LayoutNode, v: number) {
        const inner = this[INNER[key]] as PropertyDescriptor | undefined;
        if (inner?.set) inner.set.call(this, v);
        else own(this, SLOT[key], v);
      },
    });
  }
  return node;
}
