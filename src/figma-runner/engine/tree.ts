/** The JSON-safe snapshot of a Figma page the workers return; positions relative to the parent, px. */
import {bytesToBase64} from './base64';
import type {ElementOrigin} from '../protocol/messages';
import type {PreviewNode} from '../protocol/run';
import type {StubNode} from './standIn';
import {
  figmaBox,
  isAutoLayout,
  placed as laidOutByParent,
  pluginBox,
  whileReading,
  type Box,
} from './autoLayout';

/** How far react-figma and Figma may place a layer apart before the figure says so (px, ENGINE-2). */
export const LAYOUT_TOLERANCE_PX = 0.5;

/** react-figma's box of an auto-layout frame or of a layer one places, when it differs from Figma's. */
function disagreement(node: StubNode): Box | undefined {
  const placed = laidOutByParent(node);
  if (!placed && !isAutoLayout(node)) return undefined;
  const mine = pluginBox(node);
  const figma = figmaBox(node);
  const keys = (placed ? ['x', 'y', 'width', 'height'] : ['width', 'height']) as (keyof Box)[];
  if (keys.every((k) => Math.abs(mine[k] - figma[k]) <= LAYOUT_TOLERANCE_PX)) return undefined;
  const out = {} as Box;
  for (const k of Object.keys(mine) as (keyof Box)[]) out[k] = num(mine[k]);
  return out;
}

const COPIED = [
  'visible',
  'opacity',
  'rotation',
  'fills',
  'strokes',
  'strokeWeight',
  'strokeAlign',
  'dashPattern',
  'strokeCap',
  'cornerRadius',
  'topLeftRadius',
  'topRightRadius',
  'bottomLeftRadius',
  'bottomRightRadius',
  'effects',
  'clipsContent',
  'arcData',
  'pointCount',
  'innerRadius',
  'vectorPaths',
  'svgSource',
  'characters',
  'fontName',
  'fontSize',
  'lineHeight',
  'letterSpacing',
  'textAlignHorizontal',
  'textAlignVertical',
  'textAutoResize',
  'textDecoration',
  'textCase',
  'backgrounds',
  'layoutMode',
  'itemSpacing',
  'primaryAxisSizingMode',
  'counterAxisSizingMode',
  'layoutAlign',
  'layoutGrow',
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'paddingBottom',
] as const;

const num = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) / 100 : 0;

/** A JSON-safe copy (drops functions and cycles' parents; the stub's paints are plain objects). */
function plain(v: unknown): unknown {
  return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
}

/** The name Figma gives a node nobody named: a text's characters, otherwise its type ("Frame", "Ellipse"). */
function defaultName(node: StubNode): string {
  if (node.type === 'TEXT' && typeof node.characters === 'string' && node.characters) {
    return node.characters.slice(0, 40);
  }
  return node.type
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** Snapshot of `node`'s subtree: image paints get `imageData` from `images`, nodes their `origin`. */
export function serialize(
  node: StubNode,
  images: Map<string, Uint8Array>,
  origins?: Map<string, ElementOrigin>,
): PreviewNode {
  return whileReading(() => serializeNode(node, images, origins));
}

function serializeNode(
  node: StubNode,
  images: Map<string, Uint8Array>,
  origins: Map<string, ElementOrigin> | undefined,
): PreviewNode {
  const props: Record<string, unknown> = {};
  for (const key of COPIED) {
    const value = node[key];
    if (value !== undefined && typeof value !== 'function') props[key] = plain(value);
  }
  for (const paints of [props.fills, props.strokes]) {
    if (!Array.isArray(paints)) continue;
    for (const p of paints as {type: string; imageHash?: string; imageData?: string}[]) {
      const bytes = p.type === 'IMAGE' && p.imageHash ? images.get(p.imageHash) : undefined;
      if (bytes) p.imageData = `data:image/png;base64,${bytesToBase64(bytes)}`;
    }
  }
  const children = (node.children ?? []).filter((c) => {
    const data = c.pluginData as Record<string, string> | undefined;
    // `svgMarkup` is the stand-in's one child standing for an SVG frame's vector layers (./standIn.ts).
    return (
      !c.removed && !data?.isGroupStubElement && !data?.isComponentStubElement && c.svgMarkup === undefined
    );
  });
  // A group's children are in its parent's coordinates in Figma (see the stand-in); the snapshot's are the
  // group's.
  const own = (c: PreviewNode): PreviewNode =>
    node.type === 'GROUP' ? {...c, x: num(c.x - num(node.x)), y: num(c.y - num(node.y))} : c;
  const reactFigma = disagreement(node);
  const origin = origins?.get((node.pluginData as Record<string, string> | undefined)?.reactId ?? '');
  return {
    type: node.type,
    name: typeof node.name === 'string' && node.name ? node.name : defaultName(node),
    x: num(node.x),
    y: num(node.y),
    width: num(node.width),
    height: num(node.height),
    props,
    children: children.map((c) => own(serializeNode(c, images, origins))),
    ...(reactFigma && {reactFigma}),
    ...(origin && {origin}),
  };
}

/** Depth-first list of a tree's nodes with their absolute position (page coordinates, px). */
export function flatten(tree: PreviewNode): (PreviewNode & {absX: number; absY: number; depth: number})[] {
  const out: (PreviewNode & {absX: number; absY: number; depth: number})[] = [];
  const walk = (n: PreviewNode, ox: number, oy: number, depth: number) => {
    const absX = ox + n.x;
    const absY = oy + n.y;
    out.push({...n, absX, absY, depth});
    for (const c of n.children) walk(c, absX, absY, depth + 1);
  };
  for (const c of tree.children) walk(c, 0, 0, 0);
  return out;
}
