/**
 * The sandbox's only script: a new worker (a fresh realm) per render from the transferred bytes, the next one
 * started as soon as a render answers, so it is loaded before the next edit.
 */
import type {RenderRequest, RunnerMessage} from '../protocol/messages';
import {WATCHDOG_MS} from './limits';

let engine: ArrayBuffer | null = null;
let parser: string | null = null;
let worker: Worker | null = null;
let ready = false;
let busy: RenderRequest | null = null;
let waiting: RenderRequest | null = null;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let url = '';

/** Posts to the page; its origin is opaque to this sandbox, hence `'*'`. */
const toPage = (message: RunnerMessage): void => parent.postMessage(message, '*');

/** Ends the current worker, if any, and starts a fresh one from the engine's bytes. */
function start(): void {
  if (worker) worker.terminate();
  ready = false;
  url ||= URL.createObjectURL(new Blob([engine!], {type: 'text/javascript'}));
  worker = new Worker(url);
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
    toPage({type: 'result', id: data.id, result: data.result});
    // The worker has run its plugin: the next render gets a fresh realm, loading from now.
    start();
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
