/** Runs a built plugin over the engine's stand-in (../README.md "The plugin host"), in a child process. */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {createStandIn} from '../engine/standIn';
import {startRun} from '../engine/bridge';
import {countTimers, forgetPending, settle} from '../engine/settle';
import {engineErrorKind} from '../engine/errors';
import {useNodeFontTables} from './fontTables';

/** One layer of the document, as the Layers panel would list it. Sizes and positions in px. */
export interface LayerInfo {
  id: string;
  type: string;
  name: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  characters?: string;
  fills?: unknown;
  children?: LayerInfo[];
}

/** What one plugin run did. */
export interface RunReport {
  /** Document tree after the run settled: the Document's pages and their layers. */
  pages: LayerInfo[];
  /** Name of `figma.currentPage` once the render settled (before `pokeEvents` switches pages). */
  currentPage: string;
  /** JSON-RPC method names sent main thread → UI and UI → main thread, in order. */
  mainToUi: string[];
  uiToMain: string[];
  /** console output of both threads, `warn:`/`error:` prefixed. */
  console: string[];
  /** Uncaught errors and unhandled rejections in either thread. */
  errors: string[];
}

type StubFigma = ReturnType<typeof createStandIn>;

/** Opens the UI window; `setup` (adds `parent`, `fetch`, console) must run before any script of `html`. */
export type OpenWindow = (html: string, setup: (window: UiWindow) => void) => UiWindow;

/** The parts of a UI window the host uses. */
export interface UiWindow {
  MessageEvent: typeof MessageEvent;
  TypeError: typeof TypeError;
  console: Console;
  dispatchEvent(event: Event): boolean;
  addEventListener(type: string, listener: (event: Event & {error?: Error; message?: string}) => void): void;
  close(): void;
}

/** A stand-in document for one or more runs: the stub's errors on, a Document that accepts only pages. */
export function createDocument(): StubFigma {
  useNodeFontTables();
  const figma = createStandIn({simulateErrors: true});
  const root = figma.root as unknown as {appendChild(n: {type: string}): void};
  const appendChild = root.appendChild.bind(root);
  root.appendChild = (n) => {
    if (n.type !== 'PAGE') throw new Error(`Document can only contain pages, not ${n.type}`);
    appendChild(n);
  };
  return figma;
}

function describe(node: Record<string, unknown>): LayerInfo {
  const info: LayerInfo = {id: String(node.id), type: String(node.type), name: String(node.name ?? '')};
  if (node.type !== 'PAGE' && node.type !== 'DOCUMENT') {
    Object.assign(info, {x: node.x, y: node.y, width: node.width, height: node.height, fills: node.fills});
  }
  if (node.type === 'TEXT') info.characters = String(node.characters);
  const children = node.children as Record<string, unknown>[] | undefined;
  if (children) info.children = children.map(describe);
  return info;
}

/** Options of one run. */
export interface RunOptions {
  /** Contents of `dist/code.js` and `dist/ui.html`. */
  code: string;
  ui: string;
  /** After the first render settles, switch pages and change selection, to see which events reach the UI. */
  pokeEvents?: boolean;
  /** Give up on settling (../engine/settle.ts's rule) after this long waiting (ms). Default 30 000. */
  timeoutMs?: number;
  /** Opens the UI window (see {@link OpenWindow}). */
  openWindow: OpenWindow;
}

/** Runs the plugin once on `figma`; resolves once it settles as a preview does, errors in the report. */
export async function runPlugin(figma: StubFigma, options: RunOptions): Promise<RunReport> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const report: RunReport = {pages: [], currentPage: '', mainToUi: [], uiToMain: [], console: [], errors: []};
  // The previous run's closed window never cleared its timers through the counting ones.
  forgetPending();
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void, ms = 0) => {
    const t = setTimeout(() => {
      timers.delete(t);
      try {
        fn();
      } catch (e) {
        report.errors.push(`main: ${(e as Error)?.stack ?? e}`);
      }
    }, ms);
    timers.add(t);
    return t;
  };
  const method = (m: unknown) => {
    const msg = m as {method?: string; error?: {message?: string}; result?: unknown};
    if (msg?.error) report.errors.push(`rpc error: ${msg.error.message}`);
    return msg?.method ?? 'response';
  };

  // The main thread's timers and the bridge's deliveries count as pending work, as the UI's do.
  const mainTimers: Record<string, unknown> = {
    setTimeout: (fn: () => void, ms?: number) => later(fn, ms),
    clearTimeout: (t: NodeJS.Timeout) => {
      clearTimeout(t);
      timers.delete(t);
    },
  };
  countTimers(mainTimers);
  const counted = mainTimers.setTimeout as (fn: () => void, ms?: number) => NodeJS.Timeout;

  // Figma's per-run plugin objects (../engine/bridge.ts): a fresh `figma.ui`, handlers that go away with the
  // run.
  let uiWindow: UiWindow | undefined;
  const plugin = startRun(figma, {
    later: (fn) => void counted(fn),
    toUi: (data) => uiWindow?.dispatchEvent(new uiWindow.MessageEvent('message', {data})),
    onSend: (direction, message) => {
      report[direction].push(method(message));
    },
    showUI: (html) => {
      uiWindow = openIframe(html);
    },
  });

  const openIframe = (html: string): UiWindow =>
    options.openWindow(html, (window) => {
      countTimers(window as unknown as Record<string, unknown>);
      Object.defineProperty(window, 'parent', {value: plugin.parent, configurable: true});
      Object.defineProperty(window, 'fetch', {
        value: () => Promise.reject(new window.TypeError('Failed to fetch')),
        configurable: true,
      });
      for (const level of ['log', 'info', 'warn', 'error'] as const) {
        window.console[level] = (...args: unknown[]) => report.console.push(`${level}: ${args.join(' ')}`);
      }
      window.addEventListener('error', (e) => report.errors.push(`ui: ${e.error?.stack ?? e.message}`));
      window.addEventListener('unhandledrejection', (e) =>
        report.errors.push(`ui: unhandled rejection: ${(e as unknown as {reason: Error}).reason?.message}`),
      );
    });

  const mainConsole = Object.fromEntries(
    (['log', 'info', 'warn', 'error'] as const).map((level) => [
      level,
      (...args: unknown[]) => report.console.push(`${level}: ${args.join(' ')}`),
    ]),
  );
  const context = vm.createContext({
    figma: plugin.figma,
    __html__: options.ui,
    console: mainConsole,
    ...mainTimers,
  });
  const onRejection = (reason: unknown) => report.errors.push(`main: unhandled rejection: ${reason}`);
  process.on('unhandledRejection', onRejection);
  try {
    vm.runInContext(options.code, context, {filename: 'dist/code.js'});
  } catch (e) {
    report.errors.push(`main: ${(e as Error)?.stack ?? e}`);
  }

  const settled = () =>
    settle(timeoutMs, () =>
      (figma.root as unknown as {children: Record<string, unknown>[]}).children.map(describe),
    ).then(
      () => undefined,
      (e: unknown) => {
        if (engineErrorKind(e) !== 'timeout') throw e;
        report.errors.push(`run did not settle within ${timeoutMs} ms`);
      },
    );
  await settled();
  report.currentPage = String((figma.currentPage as unknown as {name: string}).name);

  if (options.pokeEvents) {
    const pages = (figma.root as unknown as {children: unknown[]}).children;
    const other = pages.find((p) => p !== figma.currentPage);
    if (other) figma.currentPage = other as typeof figma.currentPage;
    const page = figma.currentPage as unknown as {selection: unknown[]; children: unknown[]};
    page.selection = page.children.slice(0, 1);
    await settled();
  }

  report.pages = (figma.root as unknown as {children: Record<string, unknown>[]}).children.map(describe);

  // Figma closes the run: its iframe, timers and event handlers go away.
  for (const t of timers) clearTimeout(t);
  plugin.close();
  uiWindow?.close();
  process.off('unhandledRejection', onRejection);
  return report;
}

/** Reads `dist/code.js` and `dist/ui.html` of a built plugin project. @throws when either is missing. */
export function readBundles(projectDir: string): {code: string; ui: string} {
  return {
    code: fs.readFileSync(path.join(projectDir, 'dist/code.js'), 'utf8'),
    ui: fs.readFileSync(path.join(projectDir, 'dist/ui.html'), 'utf8'),
  };
}
