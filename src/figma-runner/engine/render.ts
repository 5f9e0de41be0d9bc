/**
 * The engine's render step for both shells: `installGlobals`, react-figma loaded with `recordingReconciler`,
 * then `renderProject` once, in a realm of its own (./realm.ts, ../README.md).
 */
import {base64ToBytes, bytesToBase64} from './base64';
import {createStandIn, imageBytes, type StubNode} from './standIn';
import {serialize} from './tree';
import {countTimers, deliverAfterCall, settle, trackAsync} from './settle';
import {startRun, type PluginRun} from './bridge';
import {runMainProject, type MainThread} from './mainThread';
import {originsByReactId, sourceRecordingReact, type ElementOrigin} from './origins';
import {moduleTable} from './modules';
import {DOM_PACKAGE, usesDom} from '../project/imports';
import type {UiDom, installDom} from './dom';
import type {UiEvent} from '../protocol/messages';
import type {EngineErrorKind, EngineOutcome, EngineRequest, PreviewNode} from '../protocol/run';

/** The modules an example may import by bare name, and the plugin's main thread, given by the shell. */
export interface Runtime {
  /** The main thread's runtime and the starter's `src/code.tsx` (./mainThread.ts). */
  mainThread: MainThread;
  React: unknown;
  ReactFigma: unknown;
  ReactFigmaRpc: unknown;
  /** Any other bare import: the Node shell resolves it, the browser shell refuses it. @throws naming it. */
  requireBare(spec: string, from: string): unknown;
  /** The main thread's other bare imports, `bundled` its runtime's module of that name. @throws naming it. */
  mainBare(spec: string, from: string, bundled: (() => unknown) | undefined): unknown;
  /** The DOM bundle (./dom.ts), loaded by the shell for a project that uses it. @throws if it cannot. */
  loadDom(): {installDom: typeof installDom};
}

/** The containers react-figma's `render()` created in this realm: where origins (INSP-1) start. */
const containers: unknown[] = [];

/**
 * Wraps react-reconciler's factory to record the containers `render()` creates, with `performance.mark`
 * hidden so React's development build adds no User Timing marks.
 */
export function recordingReconciler(
  createReconciler: (config: unknown) => unknown,
): (config: unknown) => unknown {
  return (config: unknown) => {
    // The reconciler object is frozen, so a copy records the container.
    const reconciler = withoutUserTiming(() => createReconciler(config)) as {
      createContainer(...a: unknown[]): unknown;
    };
    const recording = Object.create(reconciler) as typeof reconciler;
    Object.defineProperty(recording, 'createContainer', {
      value: (...a: unknown[]) => {
        const container = reconciler.createContainer(...a);
        containers.push(container);
        return container;
      },
    });
    return recording;
  };
}

/** Runs `load` while `performance.mark` reads as missing: React checks once per renderer it creates. */
function withoutUserTiming<T>(load: () => T): T {
  const perf = (globalThis as {performance?: object}).performance;
  if (!perf) return load();
  Object.defineProperty(perf, 'mark', {value: undefined, configurable: true});
  try {
    return load();
  } finally {
    delete (perf as {mark?: unknown}).mark;
  }
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

/** `fetch` for examples: `data:` URLs answer; others give placeholder bytes and fail as offline. */
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

/** The FileReader part react-figma uses (`helpers/getImageHandler.ts`, `hooks/useImageHash.ts`). */
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

/** This realm's plugin run: the main thread on the render's stand-in, joined to this realm, the UI's. */
let run: PluginRun<object> | undefined;

/**
 * Sets on `g` (the UI's globalThis) `parent.postMessage` to the main thread, `fetch`, `FileReader`, recording
 * `console`, counted timers, no `figma`. Call before react-figma loads: figma-jsonrpc picks its side then.
 */
export function installGlobals(g: Globals): void {
  countTimers(g);
  delete g.figma;
  g.parent = {
    postMessage: (data: {pluginMessage?: unknown}, origin?: string) => run?.parent.postMessage(data, origin),
  };
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

/** Runs a project's entry from an in-memory module table (./modules.ts). */
function runProject(
  runtime: Runtime,
  files: Record<string, string>,
  entry: string,
  onError: (e: unknown) => void,
  dom: UiDom | undefined,
) {
  const React = readerReact(runtime.React);
  const bare = (spec: string, from: string): unknown => {
    if (spec === 'react') return React;
    if (spec === 'react-figma') return runtime.ReactFigma;
    if (spec === 'react-figma/rpc') return runtime.ReactFigmaRpc;
    if (spec === DOM_PACKAGE && dom) return dom.reactDom();
    return runtime.requireBare(spec, from);
  };
  const asset = (spec: string): unknown => {
    if (/\.(png|jpe?g|gif|webp)$/i.test(spec)) return {__esModule: true, default: spec};
    if (/\.svg$/i.test(spec)) return {__esModule: true, default: svgPlaceholder(spec)};
    return undefined;
  };
  try {
    moduleTable(files, bare, {React}, asset)(entry);
  } catch (e) {
    onError(e);
  }
}

/** The reader's `react` for each React the shells load (one each), made once. */
const readerReacts = new WeakMap<object, unknown>();
function readerReact(React: unknown): unknown {
  let made = readerReacts.get(React as object);
  if (!made) {
    made = sourceRecordingReact(React as Parameters<typeof sourceRecordingReact>[0]);
    readerReacts.set(React as object, made);
  }
  return made;
}

/**
 * Starts a plugin run: the main thread (`files`' `src/code.tsx` or the starter's) on a fresh stand-in as
 * `figma`, its messages to `g`'s `onmessage`. @throws what its top level throws.
 */
function startPlugin(g: Globals, runtime: Runtime, files: Record<string, string>): Figma {
  if (run) throw new Error('this realm has run its plugin already: the shell starts a new realm per run');
  const standIn = createStandIn();
  run = startRun(standIn, {
    later: deliverAfterCall,
    toUi: (data) => (g.onmessage as ((event: {data: unknown}) => void) | undefined)?.({data}),
  });
  runMainProject(runtime.mainThread, files, run.figma, runtime.mainBare);
  return standIn as unknown as Figma;
}

/** Image bytes for the snapshot, without the placeholder of network images (the picture draws its own). */
const snapshotImages = () => new Map([...imageBytes].filter(([, b]) => !sameBytes(b, PLACEHOLDER_PNG)));

type Figma = {root: StubNode; currentPage: StubNode};

/** Which element drew each node, when the request asks (INSP-1). */
const originsOf = (req: EngineRequest): Map<string, ElementOrigin> | undefined =>
  req.origins ? originsByReactId(containers) : undefined;

/** The current page's snapshot. */
function snapshot(figma: Figma, origins?: Map<string, ElementOrigin>): PreviewNode {
  return serialize(figma.currentPage, snapshotImages(), origins);
}

/** Snapshots of the pages other than the current one that hold layers, in document order. */
function otherPages(figma: Figma, origins?: Map<string, ElementOrigin>): PreviewNode[] {
  const images = snapshotImages();
  return (figma.root.children ?? [])
    .filter((p) => p !== figma.currentPage && !p.removed && (p.children ?? []).some((c) => !c.removed))
    .map((p) => serialize(p, images, origins));
}

/** The error for a settled render with nothing on the current page (Figma shows only that page). */
function nothingDrawn(figma: Figma): Error {
  const root = figma.root;
  const drawn = (root.children ?? []).filter((p) => (p.children ?? []).length > 0).map((p) => p.name);
  return new NothingDrawn(
    drawn.length
      ? `it draws on page(s) ${drawn.map((n) => `"${n}"`).join(', ')} but none is the current page, so a reader ` +
          'sees nothing: give the Page `isCurrent`'
      : 'it draws nothing on the current page',
  );
}

/** The run this realm keeps after its render, for the reader's events on its window (`uiEvent`). */
let live: {figma: Figma; req: EngineRequest; dom?: UiDom} | undefined;

/** The UI's document: the project's `src/ui.html`, else the starter's. */
const uiHtml = (runtime: Runtime, files: Record<string, string>) =>
  Object.hasOwn(files, UI_HTML_FILE) ? files[UI_HTML_FILE] : runtime.mainThread.uiHtml;
const UI_HTML_FILE = 'src/ui.html';

/**
 * Renders a project on a fresh stand-in, once per realm, and snapshots the current page once settled;
 * `reportErrors` subscribes to errors thrown outside the render (returns the unsubscribe). Never rejects.
 */
export async function renderProject(
  g: Globals,
  runtime: Runtime,
  req: EngineRequest,
  reportErrors: (handler: (e: unknown) => void) => () => void,
): Promise<EngineOutcome> {
  return settledOutcome(req, reportErrors, (onError) => {
    const dom = usesDom(req.files)
      ? runtime.loadDom().installDom(g, uiHtml(runtime, req.files), runtime.React)
      : undefined;
    const figma = startPlugin(g, runtime, req.files);
    live = {figma, req, dom};
    runProject(runtime, req.files, req.entry, onError, dom);
    return figma;
  });
}

/** A reader's action on this realm's window (./dom.ts `dispatch`), settled as a render; never rejects. */
export function dispatchUiEvent(
  event: UiEvent,
  req: Pick<EngineRequest, 'timeoutMs' | 'alive'>,
  reportErrors: (handler: (e: unknown) => void) => () => void,
): Promise<EngineOutcome> {
  return settledOutcome({...live?.req, ...req} as EngineRequest, reportErrors, (onError) => {
    if (!live?.dom || run?.window().pluginClosed) throw new Error('the plugin window is not running');
    try {
      live.dom.dispatch(event);
    } catch (e) {
      onError(e);
    }
    return live.figma;
  });
}

/** Runs `start` (which returns the run's `figma`), waits until the run settles and gives its outcome. */
async function settledOutcome(
  req: EngineRequest,
  reportErrors: (handler: (e: unknown) => void) => () => void,
  start: (onError: (e: unknown) => void) => Figma,
): Promise<EngineOutcome> {
  let error: unknown;
  const onError = (e: unknown) => {
    error ??= e;
  };
  const stop = reportErrors(onError);
  const windowNow = () => run && {...run.window(), ...(live?.dom && {html: live.dom.html()})};
  try {
    const figma = start(onError);
    // An error does not stop the other thread: the run goes on until it settles, as Figma draws what it can.
    // Only the settled snapshot asks for origins (a fiber walk); they serve the other pages too.
    let origins: Map<string, ElementOrigin> | undefined;
    const tree = await settle(
      req.timeoutMs,
      (final) => snapshot(figma, final ? (origins = originsOf(req)) : undefined),
      req.alive,
    ).catch((e: unknown) => {
      throw error ?? e;
    });
    // React reports render errors through console.error without throwing: those fail the example too.
    const reactError = logs.find((l) =>
      /^error: (The above error|Error:|Warning: .*(Each child|key))/.test(l),
    );
    if (!error && reactError && !/Each child|key/.test(reactError)) error = new Error(reactError);
    const window = windowNow()!;
    if (error) {
      return {ok: false, error, logs: [...logs], drawn: {tree, others: otherPages(figma, origins)}, window};
    }
    if (tree.children.length === 0) throw nothingDrawn(figma);
    return {ok: true, tree, others: otherPages(figma, origins), logs: [...logs], window};
  } catch (e) {
    return {ok: false, error: e, logs: [...logs], ...(run && {window: windowNow()})};
  } finally {
    stop();
  }
}

/** A settled run with nothing on the current page, the message saying which pages it drew on. */
class NothingDrawn extends Error {
  readonly kind: EngineErrorKind = 'nothing-drawn';
}
