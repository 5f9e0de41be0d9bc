/** The build's preview worker ↔ its pool (./pool.ts), over Node's IPC channel. */
import type {RunRequest} from '../engine/render';
import type {PreviewNode} from '../engine/tree';
import type {PluginWindowState} from '../engine/pluginWindow';
import type {EngineErrorKind} from '../engine/errors';
import type {Figure, UiEvent} from '../protocol/messages';

/**
 * One example to draw (../engine/render.ts `RunRequest`), numbered so its answer can be matched; `live`
 * keeps its run for `UiEventRequest`s until the next request.
 */
export type TreeRequest = RunRequest & {id: number; live?: boolean; uiEvent?: undefined};

/** A reader's action on the live run's window, settled within `timeoutMs` as a render. */
export interface UiEventRequest {
  id: number;
  uiEvent: UiEvent;
  timeoutMs: number;
}

/**
 * One example drawn: the page trees and their figure (../engine/figure.ts), or the error and what was drawn
 * anyway; each with console output and the plugin window once the run ended.
 */
export type TreeResult = (
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

/** Every message the worker sends: `ready` once react-figma is loaded, then one result per request. */
export type PreviewWorkerMessage = {ready: true} | ({id: number; ready?: undefined} & TreeResult);
