/** Each drawing example's "Result": drawn in the preview worker or read from the cache (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {SITE_ROOT} from '../common/siteRoot';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {figureExamples, type Example, type Fence} from '../markdown/figures';
import {compileSources} from '../../figma-runner/node/compile';
import {PreviewPool, type RenderResult} from '../../figma-runner/node/pool';
import {pageToSvg} from '../../figma-runner/engine/svg';
import {useNodeFontTables} from '../../figma-runner/node/fontTables';
import {altText, toLayers} from '../../figma-runner/engine/outline';

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

/** The code that draws the previews (its hash is part of every preview's cache key). */
const RUNNER_DIR = path.join(SITE_ROOT, 'src', 'figma-runner');

let rendererHash: string | undefined;
/** sha256 hex of what decides a picture besides the example: react-figma, figma-api-stub and the engine. */
export function rendererVersion(): string {
  rendererHash ??= hashOf(
    `react-figma@${REACT_FIGMA_VERSION} figma-api-stub@${pkgVersion('figma-api-stub')}`,
    codeHash(RUNNER_DIR, __dirname),
  );
  return rendererHash;
}

/** Where previews are cached unless a caller says otherwise. */
export const DEFAULT_CACHE_DIR = FileCache.under(SITE_ROOT, 'figma-preview').dir;

/** The cache key of an example's preview (20 hex digits): its sources and entry, and `rendererVersion()`. */
export function previewKey(example: Pick<Example, 'entry' | 'sources'>): string {
  return hashOf(rendererVersion(), JSON.stringify([example.entry, example.sources])).slice(0, 20);
}

/** A preview from the cache by its key, or undefined when it is not there (never drawn, or the cache was cleared). */
export function readCachedPreview(key: string, cacheDir = DEFAULT_CACHE_DIR): CachedPreview | undefined {
  const json = new FileCache(cacheDir).get(key, '.json');
  return json ? (JSON.parse(json.toString('utf8')) as CachedPreview) : undefined;
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
  const cached = readCachedPreview(key, cacheDir);
  if (cached) return cached;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = (async () => {
    let result: RenderResult;
    try {
      pool ??= new PreviewPool(SITE_ROOT);
      result = await pool.render(compileSources(example.sources), example.entry, timeoutMs);
    } catch (e) {
      result = {ok: false, error: e instanceof Error ? e.message : String(e), logs: []};
    }
    if (!result.ok) {
      const log = result.logs.length ? `\nConsole output:\n${result.logs.slice(-10).join('\n')}` : '';
      throw new Error(`${where}: the example's Figma preview failed: ${result.error}${log}`);
    }
    useNodeFontTables();
    const {svg, width, height} = pageToSvg(result.tree);
    const cache = new FileCache(cacheDir);
    // The picture's file name becomes the emitted asset's name, so it says what the picture is.
    const svgKey = `figma-preview-${key}`;
    const drawn: CachedPreview = {
      svgFile: path.basename(cache.file(svgKey, '.svg')),
      width,
      height,
      alt: altText(result.tree),
      layers: toLayers(result.tree.children),
    };
    cache.set(svgKey, '.svg', svg);
    cache.set(key, '.json', JSON.stringify(drawn));
    return drawn;
  })();
  inFlight.set(key, job);
  try {
    return await job;
  } finally {
    inFlight.delete(key);
  }
}

/** The JSX for one preview (MDX 1 `jsx` node value); `edit` is the example's playground id. */
export function previewJsx(cached: CachedPreview, cacheDir: string, edit?: string): string {
  const loader = getFileLoaderUtils().loaders.inlineMarkdownLinkFileLoader;
  const file = path.join(cacheDir, cached.svgFile).split(path.sep).join('/');
  return (
    `<FigmaPreview src={require(${JSON.stringify(`${loader}${file}`)}).default} width={${cached.width}} ` +
    `height={${cached.height}} alt={${JSON.stringify(cached.alt)}} layers={${JSON.stringify(cached.layers)}} ` +
    `version="${REACT_FIGMA_VERSION}"${edit ? ` edit=${JSON.stringify(edit)}` : ''} />`
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

/** A page's Results in document order, for the page and its twin. @throws Error naming the fence's `file:line`. */
export async function pagePreviews(
  fences: Fence[],
  file: string,
  options: {cacheDir?: string; timeoutMs?: number} = {},
): Promise<PagePreview[]> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const examples = figureExamples(fences);
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

/** Stops the preview worker (tests; a build's worker is unref'd and ends with the process). */
export function closePreviewWorker(): void {
  pool?.close();
  pool = undefined;
}
