/**
 * The preview worker: a child process (started by `pool.ts` with `child_process.fork`) that loads react-figma
 * 0.31.0 once and renders one example per request against the Figma stand-in (`standIn.ts`).
 *
 * Protocol (IPC messages):
 *   parent → worker  {id, files: {[path]: compiled CommonJS}, entry, timeoutMs}
 *   worker → parent  {id, ok: true, tree: PreviewNode, logs} | {id, ok: false, error, logs}
 *   worker → parent  {ready: true} once react-figma is loaded.
 *
 * Why a separate process: Yoga (yoga-layout-prebuilt, emscripten) aborts the whole process on some errors, and
 * react-figma keeps module-level state (figma-jsonrpc's transport, its node cache). The parent restarts a dead
 * worker and fails the example that killed it.
 *
 * Order matters at start-up:
 * 1. `react-devtools-core` is replaced before anything requires it: it touches `self` at load and throws in Node.
 * 2. `global.figma` and `global.parent.postMessage` exist before the first require of react-figma: figma-jsonrpc
 *    picks its transport at load, and with both present it calls the main-thread and UI methods directly.
 */
import Module from 'node:module';
import path from 'node:path';
import {createStandIn, imageBytes, type StubNode} from './standIn';
import {serialize, type PreviewNode} from './tree';

interface Request {
  id: number;
  /** Compiled CommonJS by project path, e.g. `src/App.tsx`. */
  files: Record<string, string>;
  /** The project path to run. */
  entry: string;
  /** How long the tree may take to settle (ms). */
  timeoutMs: number;
}

type ModuleInternals = typeof Module & {
  _resolveFilename(request: string, parent: unknown, ...rest: unknown[]): string;
  _load(request: string, parent: unknown, isMain: boolean): unknown;
};
const M = Module as ModuleInternals;

/** React roots react-figma's `render()` created, so the next example can unmount them first. */
interface Root {
  reconciler: {updateContainer(element: null, container: unknown, parent: null, callback: () => void): void};
  container: unknown;
}
const roots: Root[] = [];

const originalLoad = M._load;
M._load = function load(request: string, parent: unknown, isMain: boolean) {
  if (request === 'react-reconciler') {
    // react-figma's render() keeps its container to itself; record it (see `unmountAll`).
    const createReconciler = originalLoad.call(this, request, parent, isMain) as (
      config: unknown,
    ) => Root['reconciler'];
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
  if (request === 'react-devtools-core') return {connectToDevTools: () => undefined};
  // react-figma's DevTools bridge (helpers/connectToDevTools) opens a WebSocket on `window`: nothing listens here.
  if (request === './helpers/connectToDevTools') return {connectToDevTools: () => undefined};
  return originalLoad.call(this, request, parent, isMain);
};

const g = globalThis as unknown as Record<string, unknown>;
g.figma = createStandIn();
g.parent = {postMessage: () => undefined};

/** A 1×1 PNG standing for an example's remote image (builds are offline); drawn as a placeholder (svg.ts). */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P7/fwAJJQPcqmyaMQAAAABJRU5ErkJggg==',
  'base64',
);
g.fetch = async (url: string) => {
  const bytes = url.startsWith('data:')
    ? Buffer.from(url.slice(url.indexOf(',') + 1), url.includes(';base64,') ? 'base64' : 'utf8')
    : PLACEHOLDER_PNG;
  // Images get a placeholder; data requests fail the way an offline plugin's would, so the example shows its
  // error state (the page says so) instead of made-up data.
  const offline = () => Promise.reject(new Error('no network while the site builds'));
  return {
    ok: true,
    status: 200,
    blob: async () => new Blob([bytes]),
    arrayBuffer: async () => bytes,
    json: url.startsWith('data:') ? async () => JSON.parse(bytes.toString('utf8')) : offline,
    text: url.startsWith('data:') ? async () => bytes.toString('utf8') : offline,
  };
};
/** The part of the browser FileReader react-figma uses (`helpers/getImageHandler.ts`, `hooks/useImageHash.ts`). */
class FileReaderShim {
  result: unknown = null;
  onload?: () => void;
  onloadend?: () => void;
  onerror?: (e: unknown) => void;
  readAsArrayBuffer(blob: Blob) {
    blob.arrayBuffer().then((b) => this.done(b), this.onerror);
  }
  readAsDataURL(blob: Blob) {
    blob
      .arrayBuffer()
      .then((b) => this.done(`data:image/png;base64,${Buffer.from(b).toString('base64')}`), this.onerror);
  }
  private done(result: unknown) {
    this.result = result;
    this.onload?.();
    this.onloadend?.();
  }
}
g.FileReader = FileReaderShim;

const logs: string[] = [];
for (const level of ['log', 'info', 'warn', 'error'] as const) {
  console[level] = (...args: unknown[]) => {
    logs.push(`${level}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`);
  };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the globals above on purpose
const React = require('react');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the globals above on purpose
const ReactFigma = require('react-figma');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the globals above on purpose
const ReactFigmaRpc = require('react-figma/rpc');

/** Runs one project's entry with an in-memory module table; bare imports resolve from the site's node_modules. */
function runProject(files: Record<string, string>, entry: string, onError: (e: unknown) => void): void {
  const cache = new Map<string, {exports: unknown}>();
  const resolveLocal = (from: string, spec: string): string | undefined => {
    const base = path.posix.join(path.posix.dirname(from), spec);
    return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find(
      (p) => p in files,
    );
  };
  const load = (file: string): unknown => {
    const hit = cache.get(file);
    if (hit) return hit.exports;
    const module = {exports: {} as unknown};
    cache.set(file, module);
    const localRequire = (spec: string): unknown => {
      if (spec === 'react') return React;
      if (spec === 'react-figma') return ReactFigma;
      if (spec === 'react-figma/rpc') return ReactFigmaRpc;
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local) return load(local);
        // Asset imports (images): the URL is what the bundler would give; it resolves to a placeholder image.
        if (/\.(png|jpe?g|gif|webp)$/i.test(spec)) return {__esModule: true, default: spec};
        // An imported SVG file is the reader's own: a labelled placeholder stands for its markup.
        if (/\.svg$/i.test(spec)) {
          const label = path.posix.basename(spec).replace(/[<&"]/g, '');
          return {
            __esModule: true,
            default:
              '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">' +
              '<rect x="1" y="1" width="94" height="46" rx="4" fill="#e6e6e6" stroke="#b3b3b3" stroke-dasharray="4 3"/>' +
              `<text x="48" y="29" font-family="Inter, sans-serif" font-size="12" text-anchor="middle" fill="#808080">${label}</text></svg>`,
          };
        }
        throw new Error(`Cannot find module '${spec}' from ${file} (not a file of this example)`);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- an example's own bare import
      return require(spec);
    };
    const fn = new Function('require', 'module', 'exports', 'React', files[file]);
    fn(localRequire, module, module.exports, React);
    return module.exports;
  };
  try {
    load(entry);
  } catch (e) {
    onError(e);
  }
}

/** Waits until the current page's serialised tree stops changing (idle ms) or rejects after timeoutMs. */
async function settle(timeoutMs: number, failed: () => unknown): Promise<PreviewNode> {
  const figma = g.figma as {currentPage: StubNode; root: StubNode};
  const started = Date.now();
  const IDLE_MS = 100;
  let last = '';
  let lastChange = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 15));
    const err = failed();
    if (err) throw err;
    // Placeholder bytes (network images) are left out: the picture draws its own placeholder for them.
    const images = new Map([...imageBytes].filter(([, b]) => !Buffer.from(b).equals(PLACEHOLDER_PNG)));
    const tree = serialize(figma.currentPage, images);
    const json = JSON.stringify(tree);
    if (json !== last) {
      last = json;
      lastChange = Date.now();
    } else if (Date.now() - lastChange >= IDLE_MS && Date.now() - started >= IDLE_MS * 2) {
      return tree;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`the Figma tree did not settle within ${timeoutMs} ms`);
    }
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
  await new Promise((r) => setTimeout(r, 20));
}

process.on('message', async (req: Request) => {
  await unmountAll();
  logs.length = 0;
  g.figma = createStandIn();
  imageBytes.clear();
  let error: unknown;
  const onError = (e: unknown) => {
    error ??= e;
  };
  const onRejection = (e: unknown) => onError(e);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onRejection);
  try {
    runProject(req.files, req.entry, onError);
    const tree = await settle(req.timeoutMs, () => error);
    // React reports render errors through console.error without throwing: those fail the example too.
    const reactError = logs.find((l) =>
      /^error: (The above error|Error:|Warning: .*(Each child|key))/.test(l),
    );
    if (reactError && !/Each child|key/.test(reactError)) throw new Error(reactError);
    if (tree.children.length === 0) {
      // Figma shows the current page: an example that draws only on other pages shows a reader nothing.
      const root = (g.figma as {root: StubNode}).root;
      const drawn = (root.children ?? []).filter((p) => (p.children ?? []).length > 0).map((p) => p.name);
      throw new Error(
        drawn.length
          ? `it draws on page(s) ${drawn.map((n) => `"${n}"`).join(', ')} but none is the current page, so a reader ` +
              'sees nothing: give the Page `isCurrent`'
          : 'it draws nothing on the current page',
      );
    }
    process.send?.({id: req.id, ok: true, tree, logs});
  } catch (e) {
    process.send?.({
      id: req.id,
      ok: false,
      error: e instanceof Error ? e.stack || e.message : String(e),
      logs,
    });
  } finally {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onRejection);
  }
});

// The build (or `npm start`) that forked this worker has gone: nothing more will be asked.
process.on('disconnect', () => process.exit(0));

process.send?.({ready: true});
