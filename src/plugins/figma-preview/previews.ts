/** Each drawing example's "Result": drawn in the preview worker or read from the cache (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {SITE_ROOT} from '../common/siteRoot';
import {STARTER_DIR} from '../markdown/starterFiles';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {figureExamples, type Example, type Fence} from '../markdown/figures';
import {compileSources} from '../../figma-runner/node/compile';
import {projectEntry} from '../../figma-runner/project/entry';
import {PreviewPool} from '../../figma-runner/node/pool';
import type {NodeShellResult} from '../../figma-runner/protocol/run';
import type {PluginWindowState} from '../../figma-runner/protocol/messages';
import type {Layer} from '../../figma-runner/protocol/messages';
import type {Deferral} from '../dev-server/figures';

/** What is cached per example: the picture's file name and size, the outline, alt text and layout notes. */
export interface CachedPreview {
  svgFile: string;
  width: number;
  height: number;
  alt: string;
  layers: Layer[];
  /** Where react-figma's layout and Figma's disagree (ENGINE-2); empty when they agree. */
  notes: string[];
  /** The plugin window the run left on screen, as it first showed (ENGINE-6). */
  pluginWindow?: WindowStill;
}

/** A window a run left open: `showUI`'s title or the plugin's name, body size (CSS px), markup, words. */
export interface WindowStill {
  title: string;
  width: number;
  height: number;
  html: string;
  text: string;
}

/** The window a run left open, if any (Figma's rule: shown by `showUI`, visible, not closed). */
export async function windowStill(window: PluginWindowState | undefined): Promise<WindowStill | undefined> {
  if (!window?.shown || !window.visible || window.closed || window.pluginClosed) return undefined;
  const html = window.html ?? '';
  // Loaded here, not with the module: every build and `npm start` imports this file (linkedom ~80 ms).
  const {parseHTML} = await import('linkedom');
  const {document} = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body, 0x4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.textContent?.replace(/\s+/g, ' ').trim();
    if (value) words.push(value);
  }
  return {
    title: window.title ?? PLUGIN_NAME,
    width: window.width,
    height: window.height,
    html,
    text: words.join(' · '),
  };
}

/** The plugin's name, the window's title where `showUI` gives none (examples/starter/manifest.json). */
const PLUGIN_NAME = (
  JSON.parse(fs.readFileSync(path.join(STARTER_DIR, 'manifest.json'), 'utf8')) as {name: string}
).name;

const pkgVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The react-figma version that draws the previews (shown in the caption). */
export const REACT_FIGMA_VERSION = pkgVersion('react-figma');

/** The code that draws the previews (its hash is part of every preview's cache key). */
const RUNNER_DIR = path.join(SITE_ROOT, 'src', 'figma-runner');

let rendererHash: string | undefined;
/** The main thread every run starts (figma-runner/node/bundleKit.ts `bundleMainThread`). */
const MAIN_THREAD_SOURCE = path.join(STARTER_DIR, 'src', 'code.tsx');

/** sha256 hex of what decides a picture besides the example: react-figma, stub, engine, main thread. */
export function rendererVersion(): string {
  rendererHash ??= hashOf(
    `react-figma@${REACT_FIGMA_VERSION} figma-api-stub@${pkgVersion('figma-api-stub')}`,
    codeHash(RUNNER_DIR, __dirname),
    fs.readFileSync(MAIN_THREAD_SOURCE, 'utf8'),
  );
  return rendererHash;
}

/** Where previews are cached unless a caller says otherwise. */
export const DEFAULT_CACHE_DIR = FileCache.under(SITE_ROOT, 'figma-preview').dir;

/** The cache key of an example's preview (20 hex digits): its sources and entry, and `rendererVersion()`. */
export function previewKey(example: Pick<Example, 'entry' | 'sources'>): string {
  return hashOf(rendererVersion(), JSON.stringify([example.entry, example.sources])).slice(0, 20);
}

/** A preview from the cache by its key, or undefined. */
export function readCachedPreview(key: string, cacheDir = DEFAULT_CACHE_DIR): CachedPreview | undefined {
  const json = new FileCache(cacheDir).get(key, '.json');
  return json ? (JSON.parse(json.toString('utf8')) as CachedPreview) : undefined;
}

let pool: PreviewPool | undefined;
const inFlight = new Map<string, Promise<CachedPreview>>();
/** Keys being drawn in the background for a dev server's page (src/plugins/dev-server/figures.ts). */
const background = new Set<string>();

/** Draws one example in the preview worker, cached. @throws Error naming `where` when it cannot draw. */
async function draw(example: Example, key: string, where: string, cacheDir: string, timeoutMs: number) {
  let result: NodeShellResult;
  try {
    pool ??= new PreviewPool(SITE_ROOT, STARTER_DIR);
    result = await pool.render(compileSources(example.sources), example.entry, timeoutMs);
  } catch (e) {
    result = {ok: false, error: e instanceof Error ? e.message : String(e), logs: []};
  }
  if (!result.ok) {
    const log = result.logs.length ? `\nConsole output:\n${result.logs.slice(-10).join('\n')}` : '';
    throw new Error(`${where}: the example's Figma preview failed: ${result.error}${log}`);
  }
  const {svg, width, height, alt, layers, notes} = result.figure;
  const pluginWindow = await windowStill(result.window);
  const cache = new FileCache(cacheDir);
  // The picture's file name becomes the emitted asset's name, so it says what the picture is.
  const svgKey = `figma-preview-${key}`;
  const drawn: CachedPreview = {
    svgFile: path.basename(cache.file(svgKey, '.svg')),
    width,
    height,
    alt,
    layers,
    notes,
    ...(pluginWindow && {pluginWindow}),
  };
  cache.set(svgKey, '.svg', svg);
  cache.set(key, '.json', JSON.stringify(drawn));
  return drawn;
}

/**
 * Renders one example or reads the cache; with `defer`, a missing one is drawn later (undefined now). @throws
 * Error naming `file:line`.
 */
async function preview(
  example: Example,
  where: string,
  cacheDir: string,
  timeoutMs: number,
  defer?: Deferral,
): Promise<CachedPreview | undefined> {
  const key = previewKey(example);
  const cached = readCachedPreview(key, cacheDir);
  if (cached) return cached;
  if (defer && (background.has(key) || (defer.deferNew && !inFlight.has(key)))) {
    defer.placeholder();
    if (background.has(key)) return undefined;
    background.add(key);
    const job = defer.schedule(() => draw(example, key, where, cacheDir, timeoutMs));
    inFlight.set(key, job);
    // A failure is not reported here: the next compile draws the example again, in the page, and throws.
    job
      .catch(() => undefined)
      .finally(() => {
        inFlight.delete(key);
        background.delete(key);
      });
    return undefined;
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = draw(example, key, where, cacheDir, timeoutMs);
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
    (cached.notes?.length ? `notes={${JSON.stringify(cached.notes)}} ` : '') +
    (cached.pluginWindow ? `pluginWindow={${JSON.stringify(cached.pluginWindow)}} ` : '') +
    `version="${REACT_FIGMA_VERSION}"${edit ? ` edit=${JSON.stringify(edit)}` : ''} />`
  );
}

/** One "Result" a page shows: after the fence at `index` (among all the page's fences) and `fenceLine`. */
export interface PagePreview<P = CachedPreview> {
  index: number;
  fenceLine: number;
  /** Its cache key (see `previewKey`). */
  key: string;
  /** Undefined while a deferred drawing runs (only with the `defer` option). */
  preview: P;
}

interface PreviewOptions {
  cacheDir?: string;
  /** The worker's settle bound per example (ms). */
  timeoutMs?: number;
}

/** A page's Results in order, for the page and its twin. @throws Error naming the fence's `file:line`. */
export async function pagePreviews(
  fences: Fence[],
  file: string,
  options?: PreviewOptions,
): Promise<PagePreview[]>;
/** The same for a dev server's page, whose missing figures `defer` may leave undefined. */
export async function pagePreviews(
  fences: Fence[],
  file: string,
  options: PreviewOptions & {defer: Deferral | undefined},
): Promise<PagePreview<CachedPreview | undefined>[]>;
export async function pagePreviews(
  fences: Fence[],
  file: string,
  options: PreviewOptions & {defer?: Deferral} = {},
): Promise<PagePreview<CachedPreview | undefined>[]> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const examples = figureExamples(fences);
  const results = await Promise.all(
    examples.map((e) =>
      preview(e, `${file}:${e.fenceLine}`, cacheDir, options.timeoutMs ?? 8000, options.defer),
    ),
  );
  return examples.map((e, i) => ({
    index: e.index,
    fenceLine: e.fenceLine,
    key: previewKey(e),
    preview: results[i],
  }));
}

/** A drawing that runs the worker's whole path once (render, layout, settle), so later ones find it built. */
const WARM_UP = projectEntry(
  {
    'src/App.tsx':
      "import * as React from 'react';\nimport {Page, Text} from 'react-figma';\n" +
      'export const App = () => <Page isCurrent name="Warm"><Text characters="up" /></Page>;\n',
  },
  'src/App.tsx',
);

/** Starts the preview worker and draws a small example, so the first real drawing waits less (PERF-19). */
export function warmPreviewWorker(): void {
  if (pool) return;
  pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
  pool.warm();
  void pool.render(compileSources(WARM_UP.files), WARM_UP.entry).catch(() => undefined);
}

/** Stops the preview worker if no drawing waits on it; the next drawing starts a new one. */
export function closeIdlePreviewWorker(): void {
  if (inFlight.size === 0) pool?.close();
}

/** Stops the preview worker (tests; a build's worker is unref'd and ends with the process). */
export function closePreviewWorker(): void {
  pool?.close();
  pool = undefined;
}
