/**
 * Remark plugin (MDX 1): puts a "Result" figure under every code block that draws into Figma (see `examples.ts`),
 * drawn at build time by react-figma itself in the preview worker.
 *
 *   ```tsx title="src/App.tsx"      →   the same code block, then
 *   export const App = …                 <FigmaPreview src={require("<file-loader>!…/<hash>.svg").default}
 *   ```                                     width={…} height={…} alt="…" layers={[…]} version="0.31.0" />
 *
 * - The picture is an SVG file emitted by Docusaurus's own inline file-loader (`inlineMarkdownLinkFileLoader` of
 *   `@docusaurus/utils`), never inlined into the page or its JS, and loaded lazily by `<img>`.
 * - Results are cached in `node_modules/.cache/figma-preview/` by a hash of the example's sources, the
 *   react-figma and figma-api-stub versions and this plugin's own sources, so a warm build renders only examples
 *   that changed, and `npm start` re-renders an edited one.
 * - Errors: an example that throws, logs a React error, draws nothing on the current page or does not settle in
 *   time fails the build with `docs/page.mdx:LINE: …` (LINE is the opening fence).
 *
 * Options: `cacheDir` (default `node_modules/.cache/figma-preview` under the site), `timeoutMs` (default 8000).
 * On a move to Docusaurus 3 (MDX 2+), the `jsx`/`import` node types change to `mdxJsxFlowElement`/`mdxjsEsm`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {isStarterFence, starterFenceCode} from '../starter-files';
import {findExamples, compileSources, type Example, type Fence} from './examples';
import {PreviewPool, type RenderResult} from './pool';
import {pageToSvg} from './svg';
import type {PreviewNode} from './tree';
import type {MdNode} from '../mdastNode';

const SITE_ROOT = path.resolve(__dirname, '../../..');

/** What is cached per example: the picture's file name and size, the outline and the alt text. */
export interface CachedPreview {
  svgFile: string;
  width: number;
  height: number;
  alt: string;
  layers: unknown[];
}

const pkgVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The react-figma version that draws the previews (shown in the caption). */
export const REACT_FIGMA_VERSION = pkgVersion('react-figma');

let rendererHash: string | undefined;
/**
 * sha256 hex of everything that decides a picture besides the example: the react-figma and figma-api-stub
 * versions and this folder's code. Part of every preview's cache key; the Markdown twins' cache key includes it too.
 */
export function rendererVersion(): string {
  if (!rendererHash) {
    const h = crypto.createHash('sha256');
    h.update(`react-figma@${REACT_FIGMA_VERSION} figma-api-stub@${pkgVersion('figma-api-stub')}`);
    for (const f of fs
      .readdirSync(__dirname)
      .filter((n) => n.endsWith('.ts'))
      .sort()) {
      h.update(fs.readFileSync(path.join(__dirname, f)));
    }
    rendererHash = h.digest('hex');
  }
  return rendererHash;
}

/** The outline as `[type, name, x, y, width, height, children?]` tuples (see FigmaPreview's `Layer`). */
export function toLayers(nodes: PreviewNode[]): unknown[] {
  return nodes
    .filter((n) => n.props.visible !== false)
    .map((n) => {
      const t: unknown[] = [n.type, n.name, n.x, n.y, n.width, n.height];
      if (n.children.length) t.push(toLayers(n.children));
      return t;
    });
}

/** A one-sentence text alternative: the page and its top-level layers with their sizes. */
export function altText(page: PreviewNode): string {
  const count = (n: PreviewNode): number => n.children.reduce((s, c) => s + 1 + count(c), 0);
  const top = page.children
    .slice(0, 4)
    .map(
      (n) =>
        `${n.type.toLowerCase().replace('_', ' ')} "${n.name}" (${Math.round(n.width)}×${Math.round(n.height)})`,
    );
  const more = page.children.length > 4 ? ` and ${page.children.length - 4} more` : '';
  return `Figma page "${page.name}" as the example draws it: ${top.join(', ')}${more}; ${count(page)} layers in all.`;
}

/** Where previews are cached unless a caller says otherwise. */
export const DEFAULT_CACHE_DIR = path.join(SITE_ROOT, 'node_modules', '.cache', 'figma-preview');

/** The cache key of an example's preview (20 hex digits): its sources and entry, and `rendererVersion()`. */
export function previewKey(example: Pick<Example, 'entry' | 'sources'>): string {
  return crypto
    .createHash('sha256')
    .update(rendererVersion())
    .update(JSON.stringify([example.entry, example.sources]))
    .digest('hex')
    .slice(0, 20);
}

/** A preview from the cache by its key, or undefined when it is not there (never drawn, or the cache was cleared). */
export function readCachedPreview(key: string, cacheDir = DEFAULT_CACHE_DIR): CachedPreview | undefined {
  const jsonFile = path.join(cacheDir, `${key}.json`);
  return fs.existsSync(jsonFile)
    ? (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as CachedPreview)
    : undefined;
}

let pool: PreviewPool | undefined;
const inFlight = new Map<string, Promise<CachedPreview>>();

/** Renders one example (or reads it from the cache). @throws Error naming `file:line` when it cannot draw. */
async function preview(
  example: Example,
  where: string,
  cacheDir: string,
  timeoutMs: number,
): Promise<CachedPreview> {
  const key = previewKey(example);
  const jsonFile = path.join(cacheDir, `${key}.json`);
  if (fs.existsSync(jsonFile)) return JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = (async () => {
    let result: RenderResult;
    try {
      pool ??= new PreviewPool();
      result = await pool.render(compileSources(example.sources), example.entry, timeoutMs);
    } catch (e) {
      result = {ok: false, error: e instanceof Error ? e.message : String(e), logs: []};
    }
    if (!result.ok) {
      const log = result.logs.length ? `\nConsole output:\n${result.logs.slice(-10).join('\n')}` : '';
      throw new Error(`${where}: the example's Figma preview failed: ${result.error}${log}`);
    }
    const {svg, width, height} = pageToSvg(result.tree);
    const svgFile = path.join(cacheDir, `figma-preview-${key}.svg`);
    const cached: CachedPreview = {
      svgFile: path.basename(svgFile),
      width,
      height,
      alt: altText(result.tree),
      layers: toLayers(result.tree.children),
    };
    fs.mkdirSync(cacheDir, {recursive: true});
    // Write-then-rename: the client and server compilations may read the cache while it is written.
    fs.writeFileSync(`${svgFile}.tmp`, svg);
    fs.renameSync(`${svgFile}.tmp`, svgFile);
    fs.writeFileSync(`${jsonFile}.tmp`, JSON.stringify(cached));
    fs.renameSync(`${jsonFile}.tmp`, jsonFile);
    return cached;
  })();
  inFlight.set(key, job);
  try {
    return await job;
  } finally {
    inFlight.delete(key);
  }
}

/** The JSX for one preview (MDX 1 `jsx` node value). */
export function previewJsx(cached: CachedPreview, cacheDir: string): string {
  const loader = getFileLoaderUtils().loaders.inlineMarkdownLinkFileLoader;
  const file = path.join(cacheDir, cached.svgFile).split(path.sep).join('/');
  return (
    `<FigmaPreview src={require(${JSON.stringify(`${loader}${file}`)}).default} width={${cached.width}} ` +
    `height={${cached.height}} alt={${JSON.stringify(cached.alt)}} layers={${JSON.stringify(cached.layers)}} ` +
    `version="${REACT_FIGMA_VERSION}" />`
  );
}

/** One "Result" a page shows: after the fence at `index` (among all the page's fences) and `fenceLine`. */
export interface PagePreview {
  index: number;
  fenceLine: number;
  /** Its cache key (see `previewKey`). */
  key: string;
  preview: CachedPreview;
}

/**
 * The Results a page shows, in document order: one per drawing example (`findExamples`) that neither opts out
 * (`no-preview`) nor shares a sibling block's preview; each drawn by react-figma or read from the cache. The page
 * (this remark plugin) and its Markdown twin (src/plugins/llms) both call it, so they show the same results.
 * @param fences every code block of the page in document order, `starter` fences already filled, `fenceLine` as
 *   the line in the file (untitled blocks are named after it, so it is part of their cache key).
 * @param file the page's path for error messages (`file:line`).
 * @throws Error naming `file:line` of the fence when an example cannot draw (see `preview`).
 */
export async function pagePreviews(
  fences: Fence[],
  file: string,
  options: {cacheDir?: string; timeoutMs?: number} = {},
): Promise<PagePreview[]> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const examples = findExamples(fences).filter((e) => !e.optedOut && e.sharedWith === undefined);
  const results = await Promise.all(
    examples.map((e) => preview(e, `${file}:${e.fenceLine}`, cacheDir, options.timeoutMs ?? 8000)),
  );
  return examples.map((e, i) => ({
    index: e.index,
    fenceLine: e.fenceLine,
    key: previewKey(e),
    preview: results[i],
  }));
}

/**
 * How many lines precede the text remark sees: Docusaurus's MDX loader strips the front matter before remark runs,
 * so positions in the tree are that many lines short of the file's. 0 when the file cannot be read.
 */
export function frontMatterLines(filePath: string, contents: unknown): number {
  if (typeof contents !== 'string' && !Buffer.isBuffer(contents)) return 0;
  let original: string;
  try {
    original = fs.readFileSync(filePath, 'utf8');
  } catch {
    return 0;
  }
  // Where the text remark sees begins in the file (it may also be trimmed at the end, so lines are not counted).
  const text = String(contents);
  const at = original.indexOf(text.slice(0, 200));
  return at < 0 ? 0 : original.slice(0, at).split('\n').length - 1;
}

export default function remarkFigmaPreview(options: {cacheDir?: string; timeoutMs?: number} = {}) {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  return async (tree: MdNode, file: {path?: string; history?: string[]; contents?: unknown}) => {
    const abs = file.path ?? file.history?.[0] ?? 'MDX';
    const rel = path.relative(SITE_ROOT, abs) || abs;
    const offset = frontMatterLines(abs, file.contents);
    const codes: {node: MdNode; parent: MdNode}[] = [];
    const walk = (node: MdNode) => {
      for (const child of node.children ?? []) {
        if (child.type === 'code') codes.push({node: child, parent: node});
        walk(child);
      }
    };
    walk(tree);
    // `starter` fences are still empty here: src/plugins/starter-files fills them later (a default remark plugin).
    // Lines as in the file (the twins number fences so), not as remark sees the page without its front matter.
    const fences: Fence[] = codes.map(({node}) => {
      const fenceLine = (node.position?.start.line ?? 0) + offset;
      const value = isStarterFence(node.meta)
        ? starterFenceCode(node.meta ?? '', node.value ?? '', `${rel}:${fenceLine}`)
        : (node.value ?? '');
      return {lang: node.lang ?? null, meta: node.meta ?? null, value, fenceLine};
    });
    const results = await pagePreviews(fences, rel, {cacheDir, timeoutMs: options.timeoutMs});
    if (results.length === 0) return;
    // Insert from the last so earlier indexes stay valid.
    for (const {index, preview: cached} of [...results].reverse()) {
      const {node, parent} = codes[index];
      const at = parent.children!.indexOf(node);
      parent.children!.splice(at + 1, 0, {type: 'jsx', value: previewJsx(cached, cacheDir)});
    }
    tree.children?.unshift({
      type: 'import',
      value: "import FigmaPreview from '@site/src/components/FigmaPreview';",
    });
  };
}

/** Stops the preview worker (tests; a build's worker is unref'd and ends with the process). */
export function closePreviewWorker(): void {
  pool?.close();
  pool = undefined;
}
