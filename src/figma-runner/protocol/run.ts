/** A run's stages: request → engine outcome → Node shell's result (the page's: messages.ts `PageResult`). */
import type {ElementOrigin, Figure, PluginWindowState, UiEvent} from './messages';

/** One node of a page's snapshot (../engine/tree.ts): only what the picture or the outline uses; px. */
export interface PreviewNode {
  type: string;
  name: string;
  /** Relative to the parent, px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Paint and shape properties copied from the node (fills, strokes, arcData, characters, …), JSON-safe. */
  props: Record<string, unknown>;
  children: PreviewNode[];
  /** react-figma's box (px) where auto layout moved it over ../engine/tree.ts `LAYOUT_TOLERANCE_PX`. */
  reactFigma?: {x: number; y: number; width: number; height: number};
  /** The JSX element that drew it, when the render recorded origins (../engine/origins.ts). */
  origin?: ElementOrigin;
}

/** The engine's own failures (../engine/errors.ts): past the settle cap, or nothing on the current page. */
export type EngineErrorKind = 'timeout' | 'nothing-drawn';

/** One render: compiled CommonJS by project path (`src/App.tsx`), the path to run, the settle cap (ms). */
export interface EngineRequest {
  files: Record<string, string>;
  entry: string;
  timeoutMs: number;
  /** Record which element drew each node (INSP-1); needs development JSX (../project/transpileFile.ts). */
  origins?: boolean;
  /** Called on every turn while the run settles (../engine/settle.ts `settle`): working, not stuck. */
  alive?: () => void;
}

/**
 * What the engine gives either shell (../engine/render.ts): the current page's `tree`, other pages with
 * layers (`others`, in order) and the console; or the first error, the console and what a settled run drew
 * anyway. `window`: the plugin window once the run ended.
 */
export type EngineOutcome = (
  | {ok: true; tree: PreviewNode; others: PreviewNode[]; logs: string[]}
  | {ok: false; error: unknown; logs: string[]; drawn?: {tree: PreviewNode; others: PreviewNode[]}}
) & {window?: PluginWindowState};

/**
 * One example for the Node shell's worker (../node/pool.ts → previewWorker.ts, over Node's IPC channel),
 * numbered so its answer can be matched; `live` keeps its run for `NodeShellUiEventRequest`s until the next.
 */
export type NodeShellRequest = EngineRequest & {id: number; live?: boolean; uiEvent?: undefined};

/** A reader's action on the Node shell's live run's window, settled within `timeoutMs` as a render. */
export interface NodeShellUiEventRequest {
  id: number;
  uiEvent: UiEvent;
  timeoutMs: number;
}

/**
 * The Node shell's result (worker → pool): the page trees and their figure (../engine/figure.ts), or the
 * error as text and what was drawn anyway; each with console output and the plugin window once the run ended.
 */
export type NodeShellResult = (
  | {ok: true; tree: PreviewNode; others: PreviewNode[]; figure: Figure; logs: string[]}
  | {
      ok: false;
      error: string;
      /** Set for the engine's own failures; absent for the reader's errors and a worker that died. */
      kind?: EngineErrorKind;
      logs: string[];
      drawn?: {tree: PreviewNode; others: PreviewNode[]};
    }
) & {window?: PluginWindowState};

/** Every message the Node shell's worker sends: `ready` once react-figma is loaded, then one per request. */
export type NodeShellMessage = {ready: true} | ({id: number; ready?: undefined} & NodeShellResult);
