/** Figma's main thread for previews: figma-api-stub 0.0.57 completed for react-figma (../README.md). */
import {sha1} from '@noble/hashes/legacy';
import {bytesToHex} from '@noble/hashes/utils';
import {createFigma} from 'figma-api-stub';
import {svgPathBbox} from 'svg-path-bbox';
import {layoutLines, lineHeightPx, lineWidthPx, type FontName} from './textMetrics';
import {groupPluginBox as groupBounds, pluginBox, withFigmaLayout} from './autoLayout';

/** A stub node: the fields this module and the SVG writer read; everything else is the stub's. */
export interface StubNode {
  id: string;
  type: string;
  name?: string;
  width: number;
  height: number;
  x?: number;
  y?: number;
  parent?: StubNode;
  children?: StubNode[];
  appendChild(child: StubNode): void;
  remove(): void;
  resize(w: number, h: number): void;
  [key: string]: unknown;
}

type Figma = ReturnType<typeof createFigma> & Record<string, unknown>;

/** Image bytes by hash, for the SVG writer. */
export const imageBytes = new Map<string, Uint8Array>();

/** Figma's default size for new frames, rectangles, ellipses, stars, polygons, vectors and slices (px). */
const FIGMA_NEW_NODE_SIZE = 100;

/** Frame-like node types whose `backgrounds` is Figma's deprecated alias of `fills`. */
const FRAME_LIKE = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE', 'GROUP']);

function reshape(node: StubNode, type: string, defaults: Record<string, unknown> = {}): StubNode {
  node.type = type;
  if (FRAME_LIKE.has(type)) {
    // One property in Figma; reading `this` lets an instance's copy (`cloneSubtree`) keep its own fills.
    Object.defineProperty(node, 'backgrounds', {
      configurable: true,
      get(this: StubNode) {
        return this.fills;
      },
      set(this: StubNode, v: unknown) {
        this.fills = v;
      },
    });
  }
  node.width = FIGMA_NEW_NODE_SIZE;
  node.height = type === 'LINE' ? 0 : FIGMA_NEW_NODE_SIZE;
  Object.assign(node, defaults);
  return node;
}

/** The size an SVG document asks for: width/height attributes, else its viewBox, else 100×100 (px). */
export function svgSize(svg: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (n: string) => {
    const v = new RegExp(`\\s${n}\\s*=\\s*["']([\\d.]+)(px)?["']`).exec(root)?.[1];
    return v ? Number(v) : undefined;
  };
  const vb = /viewBox\s*=\s*["']([^"']+)["']/
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return {
    width: attr('width') ?? vb?.[2] ?? FIGMA_NEW_NODE_SIZE,
    height: attr('height') ?? vb?.[3] ?? FIGMA_NEW_NODE_SIZE,
  };
}

interface VectorNetworkLike {
  vertices: {x: number; y: number}[];
  segments: {
    start: number;
    end: number;
    tangentStart?: {x: number; y: number};
    tangentEnd?: {x: number; y: number};
  }[];
  regions?: {windingRule: string; loops: number[][]}[];
}

/** The `vectorPaths` Figma derives from a `vectorNetwork`: one closed path per region, else one open path. */
function pathsOfNetwork(network: VectorNetworkLike): {windingRule: string; data: string}[] {
  const v = network.vertices;
  const seg = (i: number, first: boolean) => {
    const s = network.segments[i];
    const a = v[s.start];
    const b = v[s.end];
    const move = first ? `M ${a.x} ${a.y} ` : '';
    const t0 = s.tangentStart ?? {x: 0, y: 0};
    const t1 = s.tangentEnd ?? {x: 0, y: 0};
    if (!t0.x && !t0.y && !t1.x && !t1.y) return `${move}L ${b.x} ${b.y}`;
    return `${move}C ${a.x + t0.x} ${a.y + t0.y} ${b.x + t1.x} ${b.y + t1.y} ${b.x} ${b.y}`;
  };
  if (network.regions?.length) {
    return network.regions.map((r) => ({
      windingRule: r.windingRule,
      data: r.loops.map((loop) => `${loop.map((i, k) => seg(i, k === 0)).join(' ')} Z`).join(' '),
    }));
  }
  return [{windingRule: 'NONE', data: network.segments.map((_, i) => seg(i, i === 0)).join(' ')}];
}

/** Figma's path commands (absolute); a token that is neither one nor a number is refused. */
const PATH_COMMANDS = new Set(['M', 'L', 'Q', 'C', 'Z', 'z']);

/** Bounds of Figma path data, curves included (svg-path-bbox). @throws on an unsupported command. */
function pathBounds(
  paths: readonly {data: string}[],
): {minX: number; minY: number; maxX: number; maxY: number} | undefined {
  let box: number[] | undefined;
  for (const {data} of paths) {
    const tokens = data.split(/[\s,]+/).filter(Boolean);
    const command = tokens.find((t) => Number.isNaN(Number(t)) && !PATH_COMMANDS.has(t));
    if (command) throw new Error(`path data: unsupported command ${command} in "${data}"`);
    if (!tokens.length) continue;
    const [minX, minY, maxX, maxY] = svgPathBbox(data);
    box = box
      ? [Math.min(box[0], minX), Math.min(box[1], minY), Math.max(box[2], maxX), Math.max(box[3], maxY)]
      : [minX, minY, maxX, maxY];
  }
  return box && {minX: box[0], minY: box[1], maxX: box[2], maxY: box[3]};
}

/** One geometry per vector, as in Figma; accessors read `this` so an instance's copy keeps its own. */
function withVectorGeometry(node: StubNode): StubNode {
  const own = (n: StubNode, key: string, value: unknown) =>
    Object.defineProperty(n, key, {value, writable: true, configurable: true});
  own(node, '_vectorPaths', node.vectorPaths ?? []);
  Object.defineProperty(node, 'vectorPaths', {
    configurable: true,
    get(this: StubNode) {
      return this._vectorPaths;
    },
    set(this: StubNode, value: {data: string}[]) {
      own(this, '_vectorPaths', value);
      const bounds = value?.length ? pathBounds(value) : undefined;
      if (!bounds) return;
      this.width = bounds.maxX - bounds.minX;
      this.height = bounds.maxY - bounds.minY;
    },
  });
  Object.defineProperty(node, 'vectorNetwork', {
    configurable: true,
    get(this: StubNode) {
      return this._vectorNetwork;
    },
    set(this: StubNode, value: VectorNetworkLike) {
      own(this, '_vectorNetwork', value);
      if (value?.vertices?.length) this.vectorPaths = pathsOfNetwork(value);
    },
  });
  return node;
}

/** A live copy (prototype = original) with fresh ids, as instance sublayers (the stub reuses ids). */
function cloneSubtree(node: StubNode, newId: () => string, type?: string): StubNode {
  const copy = Object.create(node) as StubNode;
  copy.id = newId();
  if (type) copy.type = type;
  copy.pluginData = {};
  copy.sharedPluginData = {};
  copy._orig = node;
  copy.removed = false;
  copy.parent = undefined;
  if (node.children) {
    copy.children = [];
    for (const child of node.children) copy.appendChild(cloneSubtree(child, newId));
  }
  return copy;
}

/** `component.createInstance()`: an INSTANCE the component's size, holding copies of its layers. */
function createInstanceOf(component: StubNode, newId: () => string): StubNode {
  const instance = cloneSubtree(component, newId, 'INSTANCE');
  instance.mainComponent = component;
  instance.detachInstance = () => {
    instance.type = 'FRAME';
  };
  return instance;
}

/** A group as Figma keeps one: its box is its children's; `resize` is a no-op (react-figma sets that box). */
function asFigmaGroup(g: StubNode): StubNode {
  const move = (axis: 'x' | 'y', to: number) => {
    const delta = to - groupBounds(g)[axis];
    for (const c of g.children ?? []) c[axis] = pluginBox(c)[axis] + delta;
  };
  for (const axis of ['x', 'y'] as const) {
    Object.defineProperty(g, axis, {
      configurable: true,
      get: () => groupBounds(g)[axis],
      set: (v: number) => move(axis, v),
    });
  }
  for (const side of ['width', 'height'] as const) {
    Object.defineProperty(g, side, {configurable: true, get: () => groupBounds(g)[side], set: () => {}});
  }
  g.resize = () => {};
  return g;
}

/** Makes a stub text node size itself like Figma: characters, font, size, line height, letter spacing. */
function autoSizeText(node: StubNode): StubNode {
  // Accessors read `this`, not `node`: an instance's copy of the text inherits them (see `cloneSubtree`).
  const font = (n: StubNode) => (n.fontName as FontName | undefined) ?? {family: 'Inter', style: 'Regular'};
  const size = (n: StubNode) => (n.fontSize as number | undefined) ?? 12;
  const spacing = (n: StubNode) => {
    const ls = n.letterSpacing as {unit: string; value: number} | undefined;
    if (!ls) return 0;
    return ls.unit === 'PERCENT' ? (ls.value / 100) * size(n) : ls.value;
  };
  const lines = (n: StubNode, maxWidth?: number) =>
    layoutLines(String(n.characters ?? ''), font(n), size(n), maxWidth, spacing(n));
  const mode = (n: StubNode) => (n.textAutoResize as string | undefined) ?? 'WIDTH_AND_HEIGHT';
  Object.defineProperty(node, 'width', {
    configurable: true,
    get(this: StubNode) {
      return mode(this) === 'WIDTH_AND_HEIGHT'
        ? Math.max(...lines(this).map((l) => lineWidthPx(l, font(this), size(this), spacing(this))))
        : ((this.fixedWidth as number | undefined) ?? 0);
    },
    set(this: StubNode, v: number) {
      Object.defineProperty(this, 'fixedWidth', {value: v, writable: true, configurable: true});
    },
  });
  Object.defineProperty(node, 'height', {
    configurable: true,
    get(this: StubNode) {
      const m = mode(this);
      if (m === 'NONE') return (this.fixedHeight as number | undefined) ?? 0;
      const count = lines(
        this,
        m === 'HEIGHT' ? ((this.fixedWidth as number | undefined) ?? 0) : undefined,
      ).length;
      return count * lineHeightPx(font(this), size(this), this.lineHeight as {unit: string; value?: number});
    },
    set(this: StubNode, v: number) {
      Object.defineProperty(this, 'fixedHeight', {value: v, writable: true, configurable: true});
    },
  });
  return node;
}

/** An entry of `figma.listAvailableFontsAsync()`. */
interface FontEntry {
  fontName: FontName;
}

/** Families whose upright italic Figma names `Italic`, where figma-api-stub 0.0.57 says `Regular Italic`. */
const ITALIC_NAMED_FAMILIES = new Set(['Inter', 'Roboto']);

/** A font list entry with Figma's style name (`Regular Italic` → `Italic` for Inter and Roboto). */
function withFigmaStyleName(entry: FontEntry): FontEntry {
  const {family, style} = entry.fontName;
  return ITALIC_NAMED_FAMILIES.has(family) && style === 'Regular Italic'
    ? {...entry, fontName: {family, style: 'Italic'}}
    : entry;
}

let standIns = 0;

/** The node of `id` in `root`'s subtree, depth first as Figma's `getNodeById` finds one in the document. */
function findById(root: StubNode, id: string): StubNode | undefined {
  if (root.id === id) return root;
  for (const child of root.children ?? []) {
    const hit = findById(child, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The completed stand-in (caller sets `global.figma`); `simulateErrors`: the stub's misuse errors. */
export function createStandIn(options: {simulateErrors?: boolean} = {}): Figma {
  const figma = createFigma({simulateErrors: options.simulateErrors ?? false}) as Figma;
  // Ids unique across stand-ins: an earlier example's late updates look nodes up by id.
  standIns += 1;
  const prefix = `${standIns}`;
  let instances = 0;
  const renumber = <T extends {id: string}>(n: T): T => {
    n.id = `${prefix}-${n.id}`;
    return n;
  };
  renumber(figma.root as unknown as StubNode);
  renumber(figma.currentPage as unknown as StubNode);
  for (const key of Object.keys(Object.getPrototypeOf(figma)).concat(Object.keys(figma))) {
    if (!/^create(Page|Frame|Rectangle|Component|Text)$/.test(key)) continue;
    const original = (figma[key] as () => StubNode).bind(figma);
    figma[key] = () => renumber(original());
  }
  const groupOriginal = (figma.group as (...a: unknown[]) => StubNode).bind(figma);
  figma.group = (...a: unknown[]) => renumber(groupOriginal(...a));
  const make = (create: string) => (figma[create] as () => StubNode).bind(figma);
  const createRectangle = make('createRectangle');
  const createFrame = make('createFrame');
  const createComponent = make('createComponent');

  figma.createRectangle = () => reshape(createRectangle(), 'RECTANGLE');
  figma.createFrame = () => reshape(createFrame(), 'FRAME');
  figma.createComponent = () => {
    const component = reshape(createComponent(), 'COMPONENT');
    component.createInstance = () => {
      const instance = createInstanceOf(component, () => `${prefix}-I${(instances += 1)}`);
      (figma.currentPage as unknown as StubNode).appendChild(instance);
      return instance;
    };
    return component;
  };
  figma.createEllipse = () =>
    reshape(createRectangle(), 'ELLIPSE', {
      arcData: {startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0},
    });
  figma.createStar = () => reshape(createRectangle(), 'STAR', {pointCount: 5, innerRadius: 0.382});
  figma.createPolygon = () => reshape(createRectangle(), 'POLYGON', {pointCount: 3});
  figma.createLine = () => reshape(createRectangle(), 'LINE');
  figma.createVector = () => withVectorGeometry(reshape(createRectangle(), 'VECTOR', {vectorPaths: []}));
  figma.createSlice = () => reshape(createRectangle(), 'SLICE');
  figma.createNodeFromSvg = (svg: string) => {
    const frame = reshape(createFrame(), 'FRAME');
    const {width, height} = svgSize(svg);
    frame.width = width;
    frame.height = height;
    // Figma fills the frame with vector layers; one child stands for them, so moving the layers moves the
    // markup.
    const layers = reshape(createRectangle(), 'VECTOR', {svgMarkup: svg, width, height});
    frame.appendChild(layers);
    Object.defineProperty(frame, 'svgSource', {
      configurable: true,
      get(this: StubNode) {
        return (this.children ?? []).find((c) => !c.removed && typeof c.svgMarkup === 'string')?.svgMarkup;
      },
    });
    return frame;
  };
  const group = (figma.group as (nodes: StubNode[], parent: StubNode, index?: number) => StubNode).bind(
    figma,
  );
  figma.group = (nodes: StubNode[], parent: StubNode, index?: number) =>
    asFigmaGroup(reshape(group(nodes, parent, index), 'GROUP'));
  const createText = make('createText');
  figma.createText = () => autoSizeText(createText());
  figma.createImage = (bytes: Uint8Array) => {
    const hash = bytesToHex(sha1(bytes));
    imageBytes.set(hash, bytes);
    return {hash, getBytesAsync: () => Promise.resolve(bytes)};
  };
  // The stub searches the global `figma`; the main thread's `figma` is not a global (./bridge.ts).
  figma.getNodeById = (id: string) => findById(figma.root as unknown as StubNode, id) ?? null;
  figma.getImageByHash = (hash: string) => ({
    hash,
    getBytesAsync: () => Promise.resolve(imageBytes.get(hash)),
  });
  const listFonts = (figma.listAvailableFontsAsync as () => Promise<FontEntry[]>).bind(figma);
  figma.listAvailableFontsAsync = async () => (await listFonts()).map(withFigmaStyleName);
  figma.combineAsVariants = (nodes: StubNode[], parent: StubNode) => {
    const set = reshape(createFrame(), 'COMPONENT_SET');
    for (const n of nodes) set.appendChild(n);
    parent.appendChild(set);
    return set;
  };
  // Last, so Figma's auto layout wraps the sizes defined above (text, groups) as the plugin's side.
  for (const key of Object.keys(figma)) {
    if (!/^(create(?!Page|Image)\w+|group|combineAsVariants)$/.test(key)) continue;
    const create = figma[key] as (...a: unknown[]) => StubNode;
    figma[key] = (...a: unknown[]) => {
      const node = create(...a);
      return typeof node?.type === 'string' ? withFigmaLayout(node) : node;
    };
  }
  return figma;
}
