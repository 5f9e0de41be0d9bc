/**
 * The engine's Node shell, a worker thread of ./pool.ts: the realm program (../engine/realm.ts) compiled once
 * and run in a new vm context per example, the next one loaded while idle. Yoga's exit ends only this thread.
 */
import vm from 'node:vm';
import {parentPort, workerData} from 'node:worker_threads';
import type {Realm} from '../engine/realm';
import type {
  EngineOutcome,
  NodeShellMessage,
  NodeShellRequest,
  NodeShellUiEventRequest,
} from '../protocol/run';
import {readFontTables} from './fontTables';
import {starterMainThread, starterUiHtml} from './starterMainThread';
import type {MainThread} from '../engine/mainThread';
import {domScript as domScriptText, realmScripts} from './realmCache';
import {usesDom} from '../project/imports';
import {engineErrorKind} from '../engine/errors';
import {figure} from '../engine/figure';
import {useFontTables} from '../engine/textMetrics';

type Timeout = ReturnType<typeof setTimeout>;
type Immediate = ReturnType<typeof setImmediate>;
type Callback = (...a: unknown[]) => void;

/** Host timers for one realm, all cleared by `close()`: a finished run's timers never fire in the next. */
function realmTimers() {
  const timeouts = new Set<Timeout>();
  const immediates = new Set<Immediate>();
  let closed = false;
  return {
    globals: {
      setTimeout: (fn: Callback, ms?: number, ...args: unknown[]) => {
        if (closed) return undefined;
        const handle: Timeout = setTimeout(() => {
          timeouts.delete(handle);
          fn(...args);
        }, ms);
        timeouts.add(handle);
        return handle;
      },
      setInterval: (fn: Callback, ms?: number, ...args: unknown[]) => {
        if (closed) return undefined;
        const handle = setInterval(fn, ms, ...args);
        timeouts.add(handle);
        return handle;
      },
      setImmediate: (fn: Callback, ...args: unknown[]) => {
        if (closed) return undefined;
        const handle: Immediate = setImmediate(() => {
          immediates.delete(handle);
          fn(...args);
        });
        immediates.add(handle);
        return handle;
      },
      clearTimeout: (h?: Timeout) => h && (timeouts.delete(h), clearTimeout(h)),
      clearInterval: (h?: Timeout) => h && (timeouts.delete(h), clearInterval(h)),
      clearImmediate: (h?: Immediate) => h && (immediates.delete(h), clearImmediate(h)),
    },
    close() {
      closed = true;
      timeouts.forEach(clearTimeout);
      immediates.forEach(clearImmediate);
    },
  };
}

const noop = () => undefined;

/** Yoga as the first realm loaded it, given to the next ones (../node/bundleEngine.ts `sharedYoga`). */
let yoga: unknown;

/**
 * A new realm from `script`: a plugin UI's globals the engine models (timers, a console the engine records,
 * text codecs, `structuredClone`, `Blob`, `URL`, `crypto`, `performance.now`), then its `startRealm`.
 */
function newRealm(script: vm.Script, fontTables: unknown, mainThread: MainThread) {
  const timers = realmTimers();
  const shared = yoga ? {__YOGA__: yoga} : {};
  const context = vm.createContext({
    ...timers.globals,
    queueMicrotask,
    console: {log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop},
    TextEncoder,
    TextDecoder,
    structuredClone,
    Blob,
    URL,
    crypto,
    atob,
    btoa,
    performance: {now: () => performance.now()},
    __FONT_TABLES__: fontTables,
    __MAIN_THREAD__: mainThread,
    ...shared,
  });
  const loadDom = () => {
    if (!domScript) throw new Error('the DOM bundle is not built');
    domScript.runInContext(context);
    return (context as {rfwDom: typeof import('../engine/dom')}).rfwDom;
  };
  script.runInContext(context);
  const {startRealm} = (context as {realm: typeof import('../engine/realm')}).realm;
  // Other packages resolve from the site's install, in this process's realm (no React of their own).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const realm: Realm = startRealm((spec, _from, bundled) => (bundled ? bundled() : require(spec)), loadDom);
  yoga ??= (context as {__YOGA__?: unknown}).__YOGA__;
  return {realm, close: timers.close};
}

/** The run in progress's handler: uncaught errors and rejections go to it (none is left between runs). */
let current: ((e: unknown) => void) | undefined;
process.on('uncaughtException', (e) => current?.(e));
process.on('unhandledRejection', (e) => current?.(e));

/** Routes the process's uncaught errors to the current render. */
function reportErrors(handler: (e: unknown) => void): () => void {
  current = handler;
  return () => {
    if (current === handler) current = undefined;
  };
}

/** An error from any realm as its stack (`instanceof Error` fails across realms). */
function errorText(e: unknown): string {
  const {stack, message} = (e ?? {}) as {stack?: unknown; message?: unknown};
  return typeof stack === 'string' && stack ? stack : typeof message === 'string' ? message : String(e);
}

/** Messages travel as JSON text, as IPC did: what JSON drops never reaches the pool. */
const reply = (message: NodeShellMessage) => parentPort!.postMessage(JSON.stringify(message));
const {cwd, starterDir, key: givenKey} = workerData as {cwd: string; starterDir: string; key?: string};

let next: ReturnType<typeof newRealm> | undefined;
/** The last run when its request was `live`: kept for its window's events until the next request. */
let liveRun: ReturnType<typeof newRealm> | undefined;
/** ../engine/dom.ts in React's development build, as the realm; built for the first project that uses it. */
let domScript: vm.Script | undefined;
let load: (() => ReturnType<typeof newRealm>) | undefined;
/** `realmScripts`' cache key, under which the DOM bundle is kept too. */
let realmKey = '';
/** Requests in order, one at a time. */
let queue: Promise<unknown> = Promise.resolve();

/** Draws one example in the prepared realm, then loads the next once the answer is sent. Never rejects. */
async function draw(req: NodeShellRequest): Promise<void> {
  liveRun?.close();
  liveRun = undefined;
  if (usesDom(req.files))
    domScript ??= new vm.Script(await domScriptText(cwd, realmKey), {filename: 'dom.js'});
  const run = next ?? load!();
  next = undefined;
  const outcome = await run.realm.render(req, reportErrors);
  if (req.live) liveRun = run;
  else run.close();
  answer(req.id, outcome);
  // After the answer: the pool reads it while this realm loads.
  setImmediate(() => (next ??= load!()));
}

/** The live run's answer to a reader's event; an error when no run is live. */
async function uiEvent(req: NodeShellUiEventRequest): Promise<void> {
  if (!liveRun) {
    reply({id: req.id, ok: false, error: 'no live run: render with `live` first', logs: []});
    return;
  }
  answer(req.id, await liveRun.realm.uiEvent(req.uiEvent, {timeoutMs: req.timeoutMs}, reportErrors));
}

/** Sends a run's outcome to the pool. */
function answer(id: number, outcome: EngineOutcome): void {
  if (outcome.ok) {
    // The trees as the pool receives them (JSON), so the figure is the one the site process drew from them.
    const {tree, others} = JSON.parse(
      JSON.stringify({tree: outcome.tree, others: outcome.others}),
    ) as typeof outcome;
    const {logs, window} = outcome;
    reply({id, ok: true, tree, others, figure: figure(tree, others), logs, ...(window && {window})});
  } else {
    const kind = engineErrorKind(outcome.error);
    reply({
      id,
      ok: false,
      error: errorText(outcome.error),
      ...(kind && {kind}),
      logs: outcome.logs,
      ...(outcome.drawn && {drawn: outcome.drawn}),
      ...(outcome.window && {window: outcome.window}),
    });
  }
}

parentPort!.on('message', (text: string) => {
  const req = JSON.parse(text) as NodeShellRequest | NodeShellUiEventRequest;
  queue = queue
    .then(() => (req.uiEvent ? uiEvent(req) : draw(req)))
    .catch((e: unknown) => reply({id: req.id, ok: false, error: errorText(e), logs: []}));
});

if (!starterDir) throw new Error('previewWorker: pass the starter folder (examples/starter) in workerData');
realmScripts(cwd, undefined, givenKey)
  .then(({key, realm: realmCode, mainRuntime}) => {
    realmKey = key;
    const mainThread: MainThread = {
      runtime: mainRuntime,
      starter: starterMainThread(starterDir),
      uiHtml: starterUiHtml(starterDir),
    };
    const script = new vm.Script(realmCode, {filename: 'realm.js'});
    const fontTables = readFontTables();
    useFontTables(fontTables);
    load = () => newRealm(script, fontTables, mainThread);
    next = load();
    reply({ready: true});
  })
  .catch((e: unknown) => {
    // Never ready: exit, so the pool fails the waiting job with this text instead of waiting forever.
    process.stderr.write(`previewWorker could not start: ${errorText(e)}\n`);
    process.exit(1);
  });
