/**
 * A Figma plugin run's two threads: the main thread's `figma` (a stand-in, per-run `figma.ui`, window and
 * `closePlugin`) and the UI's `parent`, joined by structured-cloned messages delivered after the sender's
 * call (../README.md "Two threads").
 */
import {pluginWindow, type NotificationOptions, type ShowUIOptions} from './pluginWindow';
import type {PluginWindowState} from '../protocol/messages';

/** The UI window's side of the bridge: what a plugin's iframe calls `parent`. */
interface UiParent {
  postMessage(data: {pluginMessage?: unknown}, targetOrigin?: string): void;
}

type MessageHandler = (pluginMessage: unknown, props: {origin: string}) => void;

/** What the bridge needs from its host. */
export interface BridgeHost {
  /** Runs `fn` after the sender's call, in order: a task in the plugin host, a microtask in render.ts. */
  later(fn: () => void): void;
  /** Hands a message to the UI window as a `message` event's `data` (`{pluginMessage, pluginId}`). */
  toUi(data: {pluginMessage: unknown; pluginId: string}): void;
  /** Sees every message as it is sent, for reports and for knowing when a run has gone quiet. */
  onSend?(direction: 'mainToUi' | 'uiToMain', pluginMessage: unknown): void;
  /** Called when the main thread calls `figma.showUI(html, options)`, with the window it opens. */
  showUI?(html: string, window: PluginWindowState): void;
  /** Sees the window's state after each change (./pluginWindow.ts). */
  onWindow?(state: PluginWindowState): void;
  /** Told that the plugin called `figma.closePlugin(message?)`: its run is over (Figma stops its timers). */
  onClosePlugin?(message?: string): void;
}

/** One plugin run's bridge: `figma` as the main thread sees it, `parent` as the UI sees it, and `close()`. */
export interface PluginRun<F extends object> {
  figma: F;
  parent: UiParent;
  /** The window's state now: a copy. */
  window(): PluginWindowState;
  /** Ends the run as Figma does: the UI is gone, its messages dropped and the `figma.on` handlers removed. */
  close(): void;
}

/** What `figma` throws once `closePlugin` has disabled it (Figma's wording is not confirmed). */
export const PLUGIN_CLOSED = 'figma.closePlugin() was called: the plugin API is disabled';

/**
 * Joins a main thread on `figma` and a UI window for one run. Both `postMessage`s clone when called, so a
 * function in a message throws `DataCloneError` there, as in a browser. After `figma.closePlugin()` every
 * read of `figma` throws `PLUGIN_CLOSED` and no message is delivered.
 */
export function startRun<F extends object>(figma: F, host: BridgeHost): PluginRun<F> {
  const listeners = new Set<MessageHandler>();
  const subscriptions: [string, unknown][] = [];
  const onClose = new Set<() => void>();
  const win = pluginWindow((state) => host.onWindow?.(state));
  let closed = false;
  let ended = false;
  let pluginClosed = false;
  const ui = {
    onmessage: undefined as MessageHandler | undefined,
    on(type: string, cb: MessageHandler) {
      if (type === 'message') listeners.add(cb);
    },
    once(type: string, cb: MessageHandler) {
      if (type !== 'message') return;
      const once: MessageHandler = (message, props) => {
        listeners.delete(once);
        cb(message, props);
      };
      listeners.add(once);
    },
    off(type: string, cb: MessageHandler) {
      if (type === 'message') listeners.delete(cb);
    },
    postMessage(pluginMessage: unknown) {
      host.onSend?.('mainToUi', pluginMessage);
      const data = structuredClone({pluginMessage, pluginId: '0'});
      host.later(() => {
        if (!closed) host.toUi(data);
      });
    },
    show: () => win.setVisible(true),
    hide: () => win.setVisible(false),
    resize: (width: number, height: number) => win.resize(width, height),
    reposition: (x: number, y: number) => win.reposition(x, y),
    close() {
      closed = true;
      win.close();
    },
  };
  const endRun = () => {
    closed = ended = true;
    listeners.clear();
    onClose.clear();
    const off = (figma as {off?(t: string, c: unknown): void}).off;
    for (const [type, cb] of subscriptions) off?.call(figma, type, cb);
  };
  const overrides: Record<string, unknown> = {
    ui,
    showUI(html: string, options?: ShowUIOptions) {
      closed = ended;
      win.show(options);
      host.showUI?.(html, win.state());
    },
    notify: (message: string, options?: NotificationOptions) => win.notify(message, options),
    // 'close' handlers are the bridge's (the stub drops them); the rest go to the stand-in.
    on(type: string, cb: unknown) {
      if (type === 'close') return void onClose.add(cb as () => void);
      subscriptions.push([type, cb]);
      (figma as {on(t: string, c: unknown): void}).on(type, cb);
    },
    once(type: string, cb: unknown) {
      if (type !== 'close') return (figma as {once(t: string, c: unknown): void}).once(type, cb);
      const once = () => {
        onClose.delete(once);
        (cb as () => void)();
      };
      onClose.add(once);
    },
    off(type: string, cb: unknown) {
      if (type === 'close') return void onClose.delete(cb as () => void);
      (figma as {off(t: string, c: unknown): void}).off(type, cb);
    },
    closePlugin(message?: string) {
      const handlers = [...onClose];
      onClose.clear();
      try {
        for (const cb of handlers) cb();
      } finally {
        pluginClosed = true;
        win.closePlugin(message);
        endRun();
        host.onClosePlugin?.(message);
      }
    },
  };
  const pluginFigma = new Proxy(figma, {
    get(target, key) {
      if (pluginClosed) throw new Error(PLUGIN_CLOSED);
      if (typeof key === 'string' && key in overrides) return overrides[key];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    set(target, key, value) {
      if (pluginClosed) throw new Error(PLUGIN_CLOSED);
      return Reflect.set(target, key, value, target);
    },
  });
  const parent: UiParent = {
    postMessage(data) {
      host.onSend?.('uiToMain', data?.pluginMessage);
      const message = structuredClone(data?.pluginMessage);
      host.later(() => {
        if (closed) return;
        ui.onmessage?.(message, {origin: 'null'});
        for (const cb of [...listeners]) cb(message, {origin: 'null'});
      });
    },
  };
  return {
    figma: pluginFigma,
    parent,
    window: () => win.state(),
    close: endRun,
  };
}

/**
 * Runs a main-thread bundle with `figma` and `__html__`, and `parent`, `window`, `self`, `onmessage` hidden
 * as in Figma's sandbox (figma-jsonrpc picks its side by them). @throws what the bundle's top level throws.
 */
export function runMainThread(code: string, figma: object, html = ''): void {
  if (compiled?.code !== code) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the plugin's own main-thread bundle
    const run = new Function(
      'figma',
      '__html__',
      'parent',
      'window',
      'self',
      'onmessage',
      `${code}\n//# sourceURL=dist/code.js`,
    );
    compiled = {code, run: run as (...a: unknown[]) => void};
  }
  compiled!.run(figma, html, undefined, undefined, undefined, undefined);
}

/** The last bundle compiled, so each run evaluates it anew (fresh module state) without parsing it again. */
let compiled: {code: string; run: (...a: unknown[]) => void} | undefined;
