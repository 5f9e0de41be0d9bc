/** Messages: page (../browser/runner.ts) ↔ relay (../browser/relay.ts) ↔ worker (engineWorker.ts). */

/**
 * A layers outline: nested `[type, name, x, y, width, height, children?, rotation?]` (px from the parent;
 * rotation in degrees counter-clockwise, only when not 0, then `children` `[]` on a leaf).
 */
export type Layer = [string, string, number, number, number, number, Layer[]?, number?];

/** The outline's lines in depth-first order, each parent before its children: the order of `spots`. */
export const outlineOrder = (layers: Layer[]): Layer[] =>
  layers.flatMap((l) => [l, ...outlineOrder(l[6] ?? [])]);

/** How an outline line states a layer's rotation (degrees, counter-clockwise as Figma): `, rotated 45°`. */
export const rotationText = (rotation: number | undefined): string =>
  rotation ? `, rotated ${rotation}°` : '';

/**
 * Where the JSX element that drew a layer is written (INSP-1): the project path, its 1-based line, and its
 * index (0-based) among the elements whose `<` is on that line, fragments `<>` not counted.
 */
export interface ElementOrigin {
  file: string;
  line: number;
  nth: number;
}

/** Whether two origins name the same element (an element mapped over a list draws several layers). */
export const sameOrigin = (a: ElementOrigin | undefined, b: ElementOrigin | undefined): boolean =>
  !!a && !!b && a.file === b.file && a.line === b.line && a.nth === b.nth;

/**
 * One line of the outline, in its depth-first order (../engine/figure.ts `spots`): the layer's box in the
 * picture, `[x, y, width, height]` in the SVG's px, before rotation, and the element that drew it, if known.
 */
export interface LayerSpot {
  box: [number, number, number, number];
  origin?: ElementOrigin;
}

/** What a Result figure and the playground's picture show (../engine/figure.ts); SVG size in px. */
export interface Figure {
  svg: string;
  width: number;
  height: number;
  alt: string;
  layers: Layer[];
  /** Where react-figma's layout and Figma's auto layout disagree (ENGINE-2), one sentence a layer. */
  notes: string[];
  /** The playground's only (INSP-1): each outline line's box and origin, for pointing at a layer. */
  spots?: LayerSpot[];
}

/**
 * What a host can show of a run's window (../engine/pluginWindow.ts): `figma.showUI`'s options, `figma.ui`,
 * `figma.notify`'s toasts (`timeout` in ms, `Infinity`: until the plugin closes; `down` once taken down
 * before its time). `title` undefined means the plugin's name; `position` in canvas space, undefined where
 * Figma picks one; sizes in CSS px.
 */
export interface PluginWindowState {
  shown: boolean;
  visible: boolean;
  width: number;
  height: number;
  title?: string;
  position?: {x: number; y: number};
  themeColors: boolean;
  closed: boolean;
  pluginClosed?: {message?: string};
  toasts: {message: string; timeout: number; error: boolean; down?: 'cancel' | 'closePlugin'}[];
  /** The settled UI document of a project using the DOM (../engine/dom.ts `html`, ENGINE-5). */
  html?: string;
}

/**
 * A reader's action on the window's element `data-rfw={target}`, for the run that drew it: `value` and
 * `checked` are set on the element before the event, `key` is a `keydown`'s.
 */
export interface UiEvent {
  target: number;
  type: 'click' | 'input' | 'change' | 'submit' | 'keydown';
  value?: string;
  checked?: boolean;
  key?: string;
}

/**
 * The last stage of a run, what the page gets (after ./run.ts `EngineOutcome`): 1-based line and column,
 * `ms` the engine's time, the run's `window`.
 */
export type PageResult = (
  | (Figure & {ok: true; ms: number})
  | {
      ok: false;
      kind: 'syntax' | 'runtime' | 'import' | 'timeout' | 'nothing-drawn';
      message: string;
      file?: string;
      line?: number;
      column?: number;
      /** Syntax errors only: the position is the transpiler's guess (the page may send the parser, retry). */
      approximate?: boolean;
      /** Runtime errors of a run that went on: what Figma draws anyway (the layer that failed missing). */
      drawn?: Figure;
    }
) & {window?: PluginWindowState};

/** A run that drew, as the page gets it. */
export type PageDrawn = Extract<PageResult, {ok: true}>;
/** A run that failed, as the page gets it. */
export type PageError = Extract<PageResult, {ok: false}>;

/** One render request: `files` maps project paths (`src/App.tsx`) to TS/TSX source; `active`: the entry. */
export interface PageRenderRequest {
  type: 'render';
  id: number;
  files: Record<string, string>;
  active: string;
}

/** A reader's action on the last run's window: answered by a `result` with the same `id`. */
export interface PageUiEventRequest {
  type: 'ui-event';
  id: number;
  event: UiEvent;
}

/**
 * Every message of the three parties, by `type`:
 * - `relay-ready` relay → page: the iframe's script runs; the page answers with `boot`.
 * - `boot` page → relay: the engine's script bytes, transferred; the relay starts the worker from them.
 * - `ready` worker → relay → page: react-figma is loaded.
 * - `render` page → relay → worker: see {@link PageRenderRequest}.
 * - `parser`, `dom` page → relay → worker: the bundle of ../browser/syntaxParser.ts, ../engine/dom.ts;
 *   `loaded` worker → relay once it ran one: renders wait for it outside the watchdog.
 * - `ui-event` page → relay → the last run's worker ({@link PageUiEventRequest}); no live run: a `runtime`
 *   error.
 * - `result` worker → relay → page: one answer per render or event (the relay makes a `timeout` one itself).
 * - `engine-error` relay → page: the worker failed outside a render.
 */
export type RunnerMessage =
  | {type: 'relay-ready'}
  | {type: 'boot'; engine: ArrayBuffer}
  | {type: 'ready'}
  | PageRenderRequest
  | {type: 'parser'; code: string}
  | {type: 'dom'; code: string}
  | {type: 'loaded'}
  | PageUiEventRequest
  | {type: 'result'; id: number; result: PageResult}
  | {type: 'alive'; id: number}
  | {type: 'engine-error'; message: string};
