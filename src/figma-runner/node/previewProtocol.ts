/**
 * The build's preview worker (./previewWorker.ts) ↔ its pool (./pool.ts), over Node's IPC
 * channel.
 */
import type {RenderRequest} from '../engine/render';
import type {PreviewNode} from '../engine/tree';

/** One example to draw (../engine/render.ts `RenderRequest`), numbered so its answer can be matched. */
export type TreeRequest = RenderRequest & {id: number};

/**
 * What drawing one example gives: the current page's tree and the other pages that hold layers, or the error
 * and what the run drew all the same; each with the console output.
 */
export type TreeResult =
  | {ok: true; tree: PreviewNode; others: PreviewNode[]; logs: string[]}
  | {ok: false; error: string; logs: string[]; drawn?: {tree: PreviewNode; others: PreviewNode[]}};

/** Every message the worker sends: `ready` once react-figma is loaded, then one result per request. */
export type PreviewWorkerMessage = {ready: true} | ({id: number; ready?: undefined} & TreeResult);
