/**
 * The preview engine's render step, platform-free: the same code runs in the build's Node worker
 * (../node/worker.ts) and in the playground's browser Web Worker (../browser/worker.ts). It runs an example's
 * compiled CommonJS modules against the Figma stand-in, waits until react-figma has finished, and returns the
 * current page's snapshot.
 *
 * A shell calls, in this order: `useFontTables` (./textMetrics.ts), `installGlobals`, then loads react-figma (its
 * transport is picked when it loads: see `installGlobals`) and wraps `react-reconciler` with `recordingReconciler`;
 * then `renderProject` once per example.
 */
import {base64ToBytes, bytesToBase64} from './base64';
import {createStandIn, imageBytes, type StubNode} from './standIn';
import {serialize, type PreviewNode} from './tree';
import {countTimers, settle, trackAsync} from './settle';
import {resolveRelative} from '../project/imports';

/** The modules an example may import by bare name, given by the shell. */
export interface Runtime {
  React: unknown;
  ReactFigma: unknown;
  ReactFigmaRpc: unknown;
  /** Any other bare import: the Node shell resolves it, the browser shell refuses it. @throws Error naming it. */
  requireBare(spec: string, from: string): unknown;
}

/** One render: compiled CommonJS by project path (`src/App.tsx`), the path to run, and the settle cap (ms). */
export interface RenderRequest {
  files: Record<string, string>;
  entry: string;
  timeoutMs: number;
}

/** The current page's snapshot and the console output, or the first error and the console output. */
export type RenderOutcome =
  {ok: true; tree: PreviewNode; logs: string[]} | {ok: false; error: unknown; logs: string[]};

/** React roots react-figma's `render()` created, so the next example can unmount them first. */
interface Root {
  reconciler: {updateContainer(element: null, container: unknown, parent: null, callback: () => void): void};
  container: unknown;
}
const roots: Root[] = [];

/**
 * Wraps react-reconciler's factory so every container react-figma's `render()` creates is recorded (its roots are
 * otherwise private), and unmounted before the next example (see `unmountAll`).
 */
export function recordingReconciler(
  createReconciler: (config: unknown) => unknown,
): (config: unknown) => unknown {
  return (config: unknown) => {
    // The reconciler object is frozen: hand out a copy whose createContainer records the container.
    const reconciler = createReconciler(config) as Root['reconciler'] & {
      createContainer(...a: unknown[]): unknown;
    };
    const recording = Object.create(reconciler) as typeof reconciler;
    Object.defineProperty(recording, 'createContainer', {
      value: (...a: unknown[]) => {
        const container = reconciler.createContainer(...a);
        roots.push({reconciler, container});
        return container;
      },
    });
    return recording;
  };
}

/** A 1×1 PNG standing for an example's remote image (no network); drawn as a placeholder (svg.ts). */
const PLACEHOLDER_PNG = base64ToBytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P7/fwAJJQPcqmyaMQAAAABJRU5ErkJggg==',
);

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The bytes and text of a `data:` URL. */
function dataUrl(url: string): {bytes: Uint8Array; text: string} {
  const body = url.slice(url.indexOf(',') + 1);
  const bytes = url.includes(';base64,')
    ? base64ToBytes(body)
    : new TextEncoder().encode(decodeURIComponent(body));
  return {bytes, text: new TextDecoder().decode(bytes)};
}

/**
 * The `fetch` examples see: `data:` URLs answer with their contents; any other URL gives a placeholder image's
 * bytes, and its `json()`/`text()` fail as an offline plugin's would, so the example shows its error state (the
 * page says so) instead of made-up data.
 */
function offlineFetch(url: string) {
  const data = url.startsWith('data:') ? dataUrl(url) : undefined;
  const bytes = data?.bytes ?? PLACEHOLDER_PNG;
  const offline = () => Promise.reject(new Error('no network in the preview'));
  return trackAsync(
    Promise.resolve({
      ok: true,
      status: 200,
      blob: async () => new Blob([bytes as Uint8Array<ArrayBuffer>]),
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      json: data ? async () => JSON.parse(data.text) : offline,
      text: data ? async () => data.text : offline,
    }),
  );
}

/** The part of the browser FileReader react-figma uses (`helpers/getImageHandler.ts`, `hooks/useImageHash.ts`). */
class FileReaderShim {
  result: unknown = null;
  onload?: () => void;
  onloadend?: () => void;
  onerror?: (e: unknown) => void;
  readAsArrayBuffer(blob: Blob) {
    trackAsync(blob.arrayBuffer()).then((b) => this.done(b), this.onerror);
  }
  readAsDataURL(blob: Blob) {
    trackAsync(blob.arrayBuffer()).then(
      (b) => this.done(`data:image/png;base64,${bytesToBase64(new Uint8Array(b))}`),
      this.onerror,
    );
  }
  private done(result: unknown) {
    this.result = result;
    this.onload?.();
    this.onloadend?.();
  }
}

/** Console output of the current render, as `level: text` lines. */
const logs: string[] = [];

type Globals = Record<string, unknown>;

/**
 * Sets the globals react-figma and the examples expect, on `g` (globalThis of the worker):
 * - `figma` (the stand-in) and `parent.postMessage`, which must exist before react-figma loads: figma-jsonrpc picks
 *   its transport then, and with both present it calls the main-thread and UI methods directly instead of posting
 *   messages (which would take over a browser worker's `onmessage`);
 * - `fetch` (see `offlineFetch`) and `FileReader`;
 * - `console`, whose output is kept for error messages instead of printed;
 * - counted timers (./settle.ts), before React's scheduler and rxjs are loaded.
 */
export function installGlobals(g: Globals): void {
  countTimers(g);
  g.figma = createStandIn();
  g.parent = {postMessage: () => undefined};
  g.fetch = offlineFetch;
  g.FileReader = FileReaderShim;
  const cons = g.console as Record<string, unknown>;
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    cons[level] = (...args: unknown[]) => {
      logs.push(`${level}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`);
    };
  }
}

/** What an imported SVG file gives: a labelled placeholder standing for the reader's own markup. */
function svgPlaceholder(spec: string): string {
  const label = spec.slice(spec.lastIndexOf('/') + 1).replace(/[<&"]/g, '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">' +
    '<rect x="1" y="1" width="94" height="46" rx="4" fill="#e6e6e6" stroke="#b3b3b3" stroke-dasharray="4 3"/>' +
    `<text x="48" y="29" font-family="Inter, sans-serif" font-size="12" text-anchor="middle" fill="#808080">${label}</text></svg>`
  );
}

/**
 * Runs one project's entry with an in-memory module table. Each module is compiled with `new Function` and named
 * by its project path (`//# sourceURL`), so a runtime error's stack names `src/App.tsx:line:col`; `new Function`
 * puts two lines before the body (see ../browser/worker.ts, which subtracts them).
 */
function runProject(
  runtime: Runtime,
  files: Record<string, string>,
  entry: string,
  onError: (e: unknown) => void,
) {
  const cache = new Map<string, {exports: unknown}>();
  const paths = new Set(Object.keys(files));
  const load = (file: string): unknown => {
    const hit = cache.get(file);
    if (hit) return hit.exports;
    const module = {exports: {} as unknown};
    cache.set(file, module);
    const localRequire = (spec: string): unknown => {
      if (spec === 'react') return runtime.React;
      if (spec === 'react-figma') return runtime.ReactFigma;
      if (spec === 'react-figma/rpc') return runtime.ReactFigmaRpc;
      if (!spec.startsWith('.')) return runtime.requireBare(spec, file);
      // The download resolves with the same function (../project/imports.ts), so both pick the same file.
      const local = resolveRelative(file, spec, paths);
      if (local) return load(local);
      // Asset imports (images): the URL is what the bundler would give; it resolves to a placeholder image.
      if (/\.(png|jpe?g|gif|webp)$/i.test(spec)) return {__esModule: true, default: spec};
      if (/\.svg$/i.test(spec)) return {__esModule: true, default: svgPlaceholder(spec)};
      throw new Error(`Cannot find module '${spec}' from ${file} (not a file of this example)`);
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the example's own compiled module
    const fn = new Function('require', 'module', 'exports', 'React', `${files[file]}\n//# sourceURL=${file}`);
    fn(localRequire, module, module.exports, runtime.React);
    return module.exports;
  };
  try {
    load(entry);
  } catch (e) {
    onError(e);
  }
}

/**
 * Unmounts the previous examples' roots while their stand-in is still `figma`: their effects, subscriptions and
 * pending Yoga passes end there instead of reaching the next example's nodes. Yoga passes are queued with
 * `exhaustMap` in react-figma (yoga/yogaStream.ts), so a pass left hanging would block every later layout.
 */
async function unmountAll(): Promise<void> {
  while (roots.length) {
    const {reconciler, container} = roots.pop()!;
    await new Promise<void>((resolve) => reconciler.updateContainer(null, container, null, resolve));
  }
}

/** The current page's snapshot, without the placeholder bytes of network images (the picture draws its own). */
function snapshot(g: Globals): PreviewNode {
  const images = new Map([...imageBytes].filter(([, b]) => !sameBytes(b, PLACEHOLDER_PNG)));
  return serialize((g.figma as {currentPage: StubNode}).currentPage, images);
}

/**
 * Why a settled render that drew nothing shows a reader nothing. Figma shows the current page: an example that
 * draws only on other pages shows nothing either.
 */
function nothingDrawn(g: Globals): Error {
  const root = (g.figma as {root: StubNode}).root;
  const drawn = (root.children ?? []).filter((p) => (p.children ?? []).length > 0).map((p) => p.name);
  return new Error(
    drawn.length
      ? `it draws on page(s) ${drawn.map((n) => `"${n}"`).join(', ')} but none is the current page, so a reader ` +
          'sees nothing: give the Page `isCurrent`'
      : 'it draws nothing on the current page',
  );
}

/**
 * Renders one project on a fresh stand-in: unmounts the previous one, runs `entry`, waits for the tree to settle
 * (./settle.ts) and snapshots the current page.
 * @param reportErrors the shell's hook for errors thrown outside the render (unhandled rejections, uncaught
 *   exceptions): it calls the given handler with each, and the returned function stops that.
 * Never rejects: every failure is `{ok: false, error}` — a thrown error, an error React logged, a tree that did not
 * settle within `timeoutMs`, or nothing drawn on the current page.
 */
export async function renderProject(
  g: Globals,
  runtime: Runtime,
  req: RenderRequest,
  reportErrors: (handler: (e: unknown) => void) => () => void,
): Promise<RenderOutcome> {
  await unmountAll();
  logs.length = 0;
  g.figma = createStandIn();
  imageBytes.clear();
  let error: unknown;
  const onError = (e: unknown) => {
    error ??= e;
  };
  const stop = reportErrors(onError);
  try {
    runProject(runtime, req.files, req.entry, onError);
    const tree = await settle(
      req.timeoutMs,
      () => error,
      () => snapshot(g),
    );
    // React reports render errors through console.error without throwing: those fail the example too.
    const reactError = logs.find((l) =>
      /^error: (The above error|Error:|Warning: .*(Each child|key))/.test(l),
    );
    if (reactError && !/Each child|key/.test(reactError)) throw new Error(reactError);
    if (tree.children.length === 0) throw nothingDrawn(g);
    return {ok: true, tree, logs: [...logs]};
  } catch (e) {
    return {ok: false, error: e, logs: [...logs]};
  } finally {
    stop();
  }
}
