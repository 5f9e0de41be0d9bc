/** The build's preview worker ↔ its pool (./pool.ts), over Node's IPC channel. */
import type {RenderRequest} from '../engine/render';
import type {PreviewNode} from '../engine/tree';
import type {PluginWindowState} from '../engine/pluginWindow';
import type {UiEvent} from '../protocol/messages';

/**
 * One example to draw (../engine/render.ts `RenderRequest`), numbered so its answer can be matched; `live`
 * keeps its run for `UiEventRequest`s until the next request.
 */
export type TreeRequest = RenderRequest & {id: number; live?: boolean; uiEvent?: undefined};

/** A reader's action on the live run's window, settled within `timeoutMs` as a render. */
export interface UiEventRequest {
  id: number;
  uiEvent: UiEvent;
  timeoutMs: number;
}

/**
 * One example drawn: the page trees, or the error and what was drawn anyway; each with console output and the
 * plugin window once the run ended.
 */
export type TreeResult = (
  | {ok: true; tree: PreviewNode; others: PreviewNode[]; logs: string[]}
  | {ok: false; error: string; logs: string[]; drawn?: {tree: PreviewNode; others: PreviewNode[]}}
) & {window?: PluginWindowState};

/** Every message the worker sends: `ready` once react-figma is loaded, then one result per request. */
export type PreviewWorkerMessage = {ready: true} | ({id: number; ready?: undefined} & TreeResult);
