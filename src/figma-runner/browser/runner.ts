/** The playground's engine in a sandboxed iframe (PLAY-10) with a watchdog (PLAY-5); ../README.md. */
import engineUrl from '@preview-engine';
import syntaxUrl from '@preview-syntax';
import domUrl from '@preview-dom';
import relayScript from '@preview-relay';
import type {PageResult, RunnerMessage, UiEvent} from '../protocol/messages';
import {usesDom} from '../project/imports';
import {BOOT_TIMEOUT_MS, SANDBOX_CSP} from './limits';

export type {UiEvent};

export interface Runner {
  /**
   * Renders `files` from the entry `active` decides; never rejects; a newer call supersedes a waiting one.
   */
  render(files: Record<string, string>, active: string): Promise<PageResult>;
  /**
   * A reader's action on the last run's window (`window.html`'s `data-rfw` element), on the render queue:
   * the run settled again as a `render` result, or, superseded by a newer render, that render's result.
   */
  uiEvent(event: UiEvent): Promise<PageResult>;
  /** Ends the worker and removes the iframe. */
  dispose(): void;
}

function relayDocument(): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}">` +
    `</head><body><script>${relayScript}</script></body></html>`
  );
}

/** Starts the engine now, warm for the first edit; renders fail if it is not up within `BOOT_TIMEOUT_MS`. */
export function startRunner(): Runner {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('title', 'Playground engine (no content)');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.style.display = 'none';
  iframe.srcdoc = relayDocument();

  let nextId = 1;
  /** Calls waiting on the render in flight or the one queued after it, by request id. */
  const waiters = new Map<number, ((r: PageResult) => void)[]>();
  let queued:
    | {type: 'render'; id: number; files: Record<string, string>; active: string}
    | {type: 'ui-event'; id: number; event: UiEvent}
    | null = null;
  let inFlight: number | null = null;
  let relayReady = false;
  let failedToStart: string | null = null;
  /** Posts to the relay; the sandboxed iframe's origin is opaque, hence `'*'`. */
  const toRelay = (message: RunnerMessage, transfer: Transferable[] = []) =>
    iframe.contentWindow?.postMessage(message, '*', transfer);

  const send = () => {
    if (!relayReady || inFlight !== null || !queued) return;
    inFlight = queued.id;
    toRelay(queued);
    queued = null;
  };
  const settleAll = (result: PageResult) => {
    for (const resolvers of waiters.values()) resolvers.forEach((resolve) => resolve(result));
    waiters.clear();
  };

  const bootTimer = window.setTimeout(() => {
    failedToStart = 'The drawing engine did not start. Reload the page to try again.';
    settleAll({ok: false, kind: 'runtime', message: failedToStart});
  }, BOOT_TIMEOUT_MS);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow) return;
    const data = event.data as RunnerMessage | undefined;
    if (data?.type === 'relay-ready') {
      fetch(engineUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        // Transferred, not copied: serializing a string costs the main thread (../README.md).
        .then((engine) => toRelay({type: 'boot', engine}, [engine]))
        .catch((error: unknown) => {
          failedToStart = `The drawing engine could not be loaded (${String(error)}). Reload the page to try again.`;
          settleAll({ok: false, kind: 'runtime', message: failedToStart});
        });
    } else if (data?.type === 'ready') {
      window.clearTimeout(bootTimer);
      relayReady = true;
      send();
    } else if (data?.type === 'result' && typeof data.id === 'number' && data.result) {
      waiters.get(data.id)?.forEach((resolve) => resolve(data.result!));
      waiters.delete(data.id);
      inFlight = null;
      send();
    }
  };
  window.addEventListener('message', onMessage);
  document.body.appendChild(iframe);

  /** Fetches `url` and sends its text to the engine as `type`, once; false if it cannot load. */
  const sendOnce = (url: string, type: 'parser' | 'dom') => {
    let sent: Promise<boolean> | null = null;
    return () =>
      (sent ??= fetch(url)
        .then((response) =>
          response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
        )
        .then((code) => {
          toRelay({type, code});
          return true;
        })
        .catch(() => false));
  };
  /** @babel/parser, for exact syntax error positions. */
  const sendParser = sendOnce(syntaxUrl, 'parser');
  let parserAsked = false;
  /** The DOM bundle, before a render that uses it. */
  const sendDom = sendOnce(domUrl, 'dom');

  /** Queues a request, superseding a queued render (its callers get this one's result). */
  const enqueue = (request: NonNullable<typeof queued>): Promise<PageResult> =>
    new Promise((resolve) => {
      const carried = queued ? (waiters.get(queued.id) ?? []) : [];
      if (queued) waiters.delete(queued.id);
      queued = request;
      waiters.set(queued.id, [...carried, resolve]);
      send();
    });

  /** Renders queue in call order, each after the DOM it needs (a first DOM render waits for its fetch). */
  let order: Promise<boolean> = Promise.resolve(true);
  const renderOnce = (files: Record<string, string>, active: string): Promise<PageResult> => {
    if (failedToStart) return Promise.resolve({ok: false, kind: 'runtime', message: failedToStart});
    const ready = order.then(() => (usesDom(files) ? sendDom() : true));
    order = ready;
    return ready.then((ok): PageResult | Promise<PageResult> =>
      ok
        ? enqueue({type: 'render', id: nextId++, files, active})
        : {ok: false, kind: 'runtime', message: 'The plugin window could not be loaded. Reload the page.'},
    );
  };

  return {
    async render(files, active) {
      const result = await renderOnce(files, active);
      // The first syntax error's position is the transpiler's guess: send the parser and ask again.
      if (!result.ok && result.approximate && !parserAsked) {
        parserAsked = true;
        if (await sendParser()) return renderOnce(files, active);
      }
      return result;
    },
    uiEvent(event) {
      if (failedToStart) return Promise.resolve({ok: false, kind: 'runtime', message: failedToStart});
      // The event's window goes with the next run: it is dropped and answered with that render's result.
      if (queued?.type === 'render') {
        const ahead = queued.id;
        return new Promise((resolve) => waiters.get(ahead)!.push(resolve));
      }
      return enqueue({type: 'ui-event', id: nextId++, event});
    },
    dispose() {
      window.clearTimeout(bootTimer);
      window.removeEventListener('message', onMessage);
      iframe.remove();
      settleAll({ok: false, kind: 'runtime', message: 'the playground was closed'});
    },
  };
}
