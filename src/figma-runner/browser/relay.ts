/**
 * The sandbox's only script: a new worker (a fresh realm) per render from the transferred bytes, the next one
 * started as soon as a render answers; the answered one stays, idle, for its window's events.
 */
import type {PageRenderRequest, PageUiEventRequest, RunnerMessage} from '../protocol/messages';
import {WATCHDOG_MS} from './limits';

let engine: ArrayBuffer | null = null;
let parser: string | null = null;
let dom: string | null = null;
/** The prepared worker: the next render's. */
let worker: Worker | null = null;
let ready = false;
/** Scripts sent to the prepared worker it has not yet loaded: a render waits for them, unwatched. */
let loading = 0;
/** The worker of the last run, kept for its window's events until the next render, a close or a stop. */
let live: Worker | null = null;
let busy: {id: number; worker: Worker} | null = null;
let waiting: PageRenderRequest | PageUiEventRequest | null = null;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let url = '';

/** Posts to the page; its origin is opaque to this sandbox, hence `'*'`. */
const toPage = (message: RunnerMessage): void => parent.postMessage(message, '*');

const endLive = () => {
  live?.terminate();
  live = null;
};

/** Starts a fresh prepared worker from the engine's bytes. */
function start(): void {
  ready = false;
  url ||= URL.createObjectURL(new Blob([engine!], {type: 'text/javascript'}));
  const prepared = new Worker(url);
  worker = prepared;
  prepared.onmessage = (event: MessageEvent) => {
    const data = event.data as RunnerMessage | undefined;
    if (data && data.type === 'ready' && prepared === worker) {
      ready = true;
      loading = 0;
      if (parser) load({type: 'parser', code: parser});
      if (dom) load({type: 'dom', code: dom});
      toPage({type: 'ready'});
      pump();
      return;
    }
    if (data && data.type === 'loaded' && prepared === worker) {
      loading = Math.max(0, loading - 1);
      pump();
      return;
    }
    if (!busy || busy.worker !== prepared || !data || !('id' in data) || data.id !== busy.id) return;
    if (data.type === 'alive') return arm();
    if (data.type !== 'result') return;
    clearTimeout(watchdog);
    busy = null;
    toPage({type: 'result', id: data.id, result: data.result});
    const rendered = prepared === worker;
    // A run whose window closed is over (figma.closePlugin, figma.ui.close); else it waits for events.
    if (data.result.window?.closed) {
      prepared.terminate();
      if (!rendered) live = null;
    } else if (rendered) live = prepared;
    // The worker has run its plugin: the next render gets a fresh realm, loading from now.
    if (rendered) start();
    pump();
  };
  prepared.onerror = (event) => {
    event.preventDefault();
    toPage({type: 'engine-error', message: String(event.message)});
  };
}

/** Sends a script to the prepared worker; renders wait for its `loaded` (a slow parse is not a loop). */
function load(message: RunnerMessage): void {
  loading++;
  worker!.postMessage(message);
}

function pump(): void {
  if (busy || !waiting) return;
  if (waiting.type === 'ui-event') {
    const request = waiting;
    waiting = null;
    if (!live) {
      const message = 'the plugin window is not running: run the code again';
      toPage({type: 'result', id: request.id, result: {ok: false, kind: 'runtime', message}});
      return;
    }
    busy = {id: request.id, worker: live};
    live.postMessage(request);
    arm();
    return;
  }
  if (!ready || loading > 0) return;
  // A new run: the last one's window goes.
  endLive();
  busy = {id: waiting.id, worker: worker!};
  worker!.postMessage(waiting);
  waiting = null;
  arm();
}

/** (Re)starts the watchdog of the busy request: `WATCHDOG_MS` without a word ends its worker. */
function arm(): void {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    const {id, worker: stuck} = busy!;
    busy = null;
    const message = `stopped after ${WATCHDOG_MS / 1000} s without an answer (an endless loop?); a fresh engine took over`;
    toPage({type: 'result', id, result: {ok: false, kind: 'timeout', message}});
    stuck.terminate();
    if (stuck === live) live = null;
    if (stuck === worker) start();
    pump();
  }, WATCHDOG_MS);
}

addEventListener('message', (event: MessageEvent) => {
  if (event.source !== parent) return;
  const data = event.data as RunnerMessage | undefined;
  if (data && data.type === 'boot' && data.engine instanceof ArrayBuffer && engine === null) {
    engine = data.engine;
    start();
  }
  if (data && (data.type === 'render' || data.type === 'ui-event')) {
    waiting = data;
    pump();
  }
  if (data && data.type === 'parser' && typeof data.code === 'string' && parser === null) {
    parser = data.code;
    if (ready) load({type: 'parser', code: parser});
  }
  if (data && data.type === 'dom' && typeof data.code === 'string' && dom === null) {
    dom = data.code;
    if (ready) load({type: 'dom', code: dom});
  }
});

toPage({type: 'relay-ready'});
