/** The sandbox's only script: starts the worker from transferred bytes, relays renders, replaces it. */
import type {RenderRequest, RunnerMessage} from '../protocol/messages';
import {RECYCLE_AFTER_RENDERS, WATCHDOG_MS} from './limits';

let engine: ArrayBuffer | null = null;
let parser: string | null = null;
let worker: Worker | null = null;
let ready = false;
let busy: RenderRequest | null = null;
let waiting: RenderRequest | null = null;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let served = 0;

/** Posts to the page; its origin is opaque to this sandbox, hence `'*'`. */
const toPage = (message: RunnerMessage): void => parent.postMessage(message, '*');

function start(): void {
  if (worker) worker.terminate();
  ready = false;
  served = 0;
  worker = new Worker(URL.createObjectURL(new Blob([engine!], {type: 'text/javascript'})));
  worker.onmessage = (event: MessageEvent) => {
    const data = event.data as RunnerMessage | undefined;
    if (data && data.type === 'ready') {
      ready = true;
      if (parser) worker!.postMessage({type: 'parser', code: parser} satisfies RunnerMessage);
      toPage({type: 'ready'});
      pump();
      return;
    }
    if (data && data.type === 'alive' && busy && data.id === busy.id) {
      arm();
      return;
    }
    if (!data || data.type !== 'result' || !busy || data.id !== busy.id) return;
    clearTimeout(watchdog);
    busy = null;
    served += 1;
    toPage({type: 'result', id: data.id, result: data.result});
    if (served >= RECYCLE_AFTER_RENDERS) start();
    else pump();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    toPage({type: 'engine-error', message: String(event.message)});
  };
}

function pump(): void {
  if (!ready || busy || !waiting) return;
  busy = waiting;
  waiting = null;
  worker!.postMessage(busy);
  arm();
}

/** (Re)starts the watchdog of the busy render: `WATCHDOG_MS` without a word ends the worker. */
function arm(): void {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    const id = busy!.id;
    busy = null;
    const message = `stopped after ${WATCHDOG_MS / 1000} s without an answer (an endless loop?); a fresh engine took over`;
    toPage({type: 'result', id, result: {ok: false, kind: 'timeout', message}});
    start();
  }, WATCHDOG_MS);
}

addEventListener('message', (event: MessageEvent) => {
  if (event.source !== parent) return;
  const data = event.data as RunnerMessage | undefined;
  if (data && data.type === 'boot' && data.engine instanceof ArrayBuffer && engine === null) {
    engine = data.engine;
    start();
  }
  if (data && data.type === 'render') {
    waiting = data;
    pump();
  }
  if (data && data.type === 'parser' && typeof data.code === 'string' && parser === null) {
    parser = data.code;
    if (ready) worker!.postMessage({type: 'parser', code: parser} satisfies RunnerMessage);
  }
});

toPage({type: 'relay-ready'});
