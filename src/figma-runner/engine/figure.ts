/**
 * One figure step for both shells: page snapshots in, the picture, its text, its outline and layout notes
 * out.
 */
import type {Figure, Layer, LayerSpot} from '../protocol/messages';
import {altText, toLayers} from './outline';
import {pagesToSvg, type PagePlace} from './svg';
import {LAYOUT_TOLERANCE_PX} from './tree';
import type {PreviewNode} from '../protocol/run';

/** A page as one line of a several-page outline: its layers' extent from the page's origin (px). */
function pageLayer(page: PreviewNode, current: boolean): Layer {
  const shown = page.children.filter((c) => c.props.visible !== false);
  const far = (k: 'x' | 'y', size: 'width' | 'height') => Math.max(0, ...shown.map((c) => c[k] + c[size]));
  const name = current ? `${page.name} (current page)` : page.name;
  return ['PAGE', name, 0, 0, round(far('x', 'width')), round(far('y', 'height')), toLayers(page.children)];
}

/**
 * The figure of a project's pages: the current page (`tree`) and the other pages that hold layers (`others`),
 * current first. With one page the outline lists its layers; with several, each page and its layers.
 * Needs the font tables in place (../node/fontTables.ts or the worker's).
 */
export function figure(tree: PreviewNode, others: PreviewNode[] = [], withSpots = false): Figure {
  const pages = [tree, ...others];
  const {places, ...picture} = pagesToSvg(pages);
  return {
    ...picture,
    alt: pages.map(altText).join(' '),
    layers: others.length ? pages.map((p, i) => pageLayer(p, i === 0)) : toLayers(tree.children),
    notes: pages.flatMap(layoutNotes),
    ...(withSpots && {spots: spots(pages, places, picture.width)}),
  };
}

/**
 * Each outline line's box in the picture and origin (INSP-1), in the outline's order: the same layers as
 * ./outline.ts `toLayers` (hidden ones left out), each page first when there are several.
 */
function spots(pages: PreviewNode[], places: PagePlace[], width: number): LayerSpot[] {
  const out: LayerSpot[] = [];
  const walk = (nodes: PreviewNode[], ox: number, oy: number) => {
    for (const n of nodes) {
      if (n.props.visible === false) continue;
      const x = ox + n.x;
      const y = oy + n.y;
      out.push({box: [round(x), round(y), n.width, n.height], ...(n.origin && {origin: n.origin})});
      walk(n.children, x, y);
    }
  };
  pages.forEach((page, i) => {
    const place = places[i];
    if (pages.length > 1) {
      out.push({box: [0, place.top, width, place.height], ...(page.origin && {origin: page.origin})});
    }
    walk(page.children, place.x, place.y);
  });
  return out;
}

type Key = 'x' | 'y' | 'width' | 'height';
const KEYS: Key[] = ['x', 'y', 'width', 'height'];
const round = (v: number) => Math.round(v * 100) / 100;
const px = (v: number) => String(round(v));

const horizontal = (n: PreviewNode) => n.props.layoutMode === 'HORIZONTAL';
const isAutoLayout = (n: PreviewNode | undefined) =>
  n?.props.layoutMode === 'HORIZONTAL' || n?.props.layoutMode === 'VERTICAL';
/** Where react-figma put a layer: its recorded box when Figma moved it, else Figma's (they agree). */
const yogaBox = (n: PreviewNode): Record<Key, number> => n.reactFigma ?? n;

/** What to change so both layouts agree, from the layer, its parent and the keys that differ. */
function advice(node: PreviewNode, parent: PreviewNode | undefined, keys: Key[]): string {
  const mine = yogaBox(node);
  if (keys.every((k) => Math.abs(mine[k] - node[k]) < 1)) {
    return 'Yoga rounds its layout to whole pixels and Figma does not: the difference is that rounding.';
  }
  if (!parent || !isAutoLayout(parent)) {
    // Yoga hugged the children too when their far edge, plus padding, is its size: then they are the cause.
    const size = horizontal(node) ? 'width' : 'height';
    const pos = horizontal(node) ? 'x' : 'y';
    const end = Number(node.props[horizontal(node) ? 'paddingRight' : 'paddingBottom'] ?? 0);
    const extent = Math.max(0, ...node.children.map((c) => yogaBox(c)[pos] + yogaBox(c)[size])) + end;
    if (node.children.some((c) => c.reactFigma) && Math.abs(extent - mine[size]) <= LAYOUT_TOLERANCE_PX) {
      return 'Figma places its children differently (below); once they agree, so does its size.';
    }
    const main = keys.includes(horizontal(node) ? 'width' : 'height');
    const cross = keys.includes(horizontal(node) ? 'height' : 'width');
    // Both axes at once, so following the note leaves no second note behind.
    const modes = [
      ...(main ? ['primaryAxisSizingMode'] : []),
      ...(cross || !main ? ['counterAxisSizingMode'] : []),
    ];
    return (
      `Figma sizes an auto-layout frame to its children when its ${modes.join(' and ')} ` +
      `${modes.length > 1 ? 'are' : 'is'} "AUTO", react-figma's default: ` +
      `pass ${modes.map((m) => `${m}="FIXED"`).join(' and ')} to keep react-figma's size, ` +
      "or make Yoga's size match the children's."
    );
  }
  const [main, start, margin] = horizontal(parent)
    ? (['x', 'paddingLeft', 'marginLeft'] as const)
    : (['y', 'paddingTop', 'marginTop'] as const);
  const before = parent.children.slice(0, parent.children.indexOf(node));
  const shown = before.filter((c) => c.props.visible !== false);
  if (keys.includes(main) && shown.length < before.length) {
    return "Figma's auto layout gives a hidden layer no space: leave it out of the tree instead of hiding it.";
  }
  const padding = Number(parent.props[start] ?? 0);
  if (keys.includes(main) && shown.length === 0 && Math.abs(mine[main] - padding) > LAYOUT_TOLERANCE_PX) {
    return (
      `Figma's padding here is ${px(padding)}: padding in \`style\` reaches Yoga only, so set the ` +
      '`paddingLeft`, `paddingRight`, `paddingTop` and `paddingBottom` props, which react-figma gives both layouts.'
    );
  }
  const spacing = Number(parent.props.itemSpacing ?? 0);
  const prev = shown[shown.length - 1];
  if (keys.includes(main) && prev) {
    const size = main === 'x' ? 'width' : 'height';
    const gap = mine[main] - (yogaBox(prev)[main] + yogaBox(prev)[size]);
    if (Math.abs(gap - spacing) > LAYOUT_TOLERANCE_PX) {
      return `Give it \`${margin}: ${px(spacing)}\`, so Yoga leaves the gap that \`itemSpacing\` gives in Figma.`;
    }
    return `It follows ${prev.name}, which the two layouts already place apart.`;
  }
  const align = node.props.layoutAlign;
  if (
    (align === 'MIN' || align === 'CENTER' || align === 'MAX') &&
    keys.includes(horizontal(parent) ? 'y' : 'x')
  ) {
    return (
      `Figma has deprecated \`layoutAlign="${String(align)}"\` and aligns every child by the frame's ` +
      '`counterAxisAlignItems`: set that on the frame and drop `layoutAlign`.'
    );
  }
  if (node.props.layoutAlign === 'STRETCH' || Number(node.props.layoutGrow ?? 0) >= 1) {
    return 'Figma stretches it (`layoutAlign`, `layoutGrow`): give it no fixed size in `style`, so Yoga stretches it too.';
  }
  return "Figma's auto layout places the children of an auto-layout frame itself: give the style what Figma does.";
}

/**
 * One sentence for each layer whose react-figma (Yoga) box differs from Figma's by more than the tolerance
 * (./tree.ts `LAYOUT_TOLERANCE_PX`): "B: react-figma lays it out at x 60, Figma at x 80. Add …".
 */
export function layoutNotes(tree: PreviewNode): string[] {
  const notes: string[] = [];
  const walk = (node: PreviewNode, parent: PreviewNode | undefined) => {
    const mine = node.reactFigma;
    if (mine) {
      const keys = KEYS.filter((k) => Math.abs(mine[k] - node[k]) > LAYOUT_TOLERANCE_PX);
      if (keys.length) {
        const at = (box: Record<Key, number>) => keys.map((k) => `${k} ${px(box[k])}`).join(', ');
        notes.push(
          `${node.name}: react-figma lays it out at ${at(mine)}, Figma at ${at(node)}. ${advice(node, parent, keys)}`,
        );
      }
    }
    for (const c of node.children) walk(c, node);
  };
  for (const c of tree.children) walk(c, undefined);
  return notes;
}
