/**
 * The Node shell of the preview engine: a child process (started by `pool.ts` with `child_process.fork`) that loads
 * react-figma 0.31.0 once and renders one example per request with ../engine/render.ts, the code the playground's
 * browser worker runs too (../browser/worker.ts).
 *
 * Protocol (IPC messages):
 *   parent → worker  {id, files: {[path]: compiled CommonJS}, entry, timeoutMs}
 *   worker → parent  {id, ok: true, tree: PreviewNode, logs} | {id, ok: false, error, logs}
 *   worker → parent  {ready: true} once react-figma is loaded.
 *
 * Why a separate process: Yoga (yoga-layout-prebuilt, emscripten) aborts the whole process on some errors, and
 * react-figma keeps module-level state (figma-jsonrpc's transport, its node cache). The parent restarts a dead
 * worker and fails the example that killed it.
 *
 * `react-devtools-core` is replaced before anything requires it: it touches `self` at load and throws in Node.
 */
import Module from 'node:module';
import {installGlobals, recordingReconciler, renderProject, type RenderRequest} from '../engine/render';
import {useNodeFontTables} from './fontTables';

type ModuleInternals = typeof Module & {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
};
const M = Module as ModuleInternals;

const originalLoad = M._load;
M._load = function load(request: string, parent: unknown, isMain: boolean) {
  if (request === 'react-reconciler') {
    return recordingReconciler(
      originalLoad.call(this, request, parent, isMain) as (config: unknown) => unknown,
    );
  }
  if (request === 'react-devtools-core') return {connectToDevTools: () => undefined};
  // react-figma's DevTools bridge (helpers/connectToDevTools) opens a WebSocket on `window`: nothing listens here.
  if (request === './helpers/connectToDevTools') return {connectToDevTools: () => undefined};
  return originalLoad.call(this, request, parent, isMain);
};

const g = globalThis as unknown as Record<string, unknown>;
useNodeFontTables();
installGlobals(g);

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above on purpose */
const runtime = {
  React: require('react'),
  ReactFigma: require('react-figma'),
  ReactFigmaRpc: require('react-figma/rpc'),
  /** An example's other bare imports resolve from the site's node_modules (e.g. react-fetch-hook). */
  requireBare: (spec: string) => require(spec),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Routes the process's uncaught errors to the current render. */
function reportErrors(handler: (e: unknown) => void): () => void {
  process.on('unhandledRejection', handler);
  process.on('uncaughtException', handler);
  return () => {
    process.off('unhandledRejection', handler);
    process.off('uncaughtException', handler);
  };
}

process.on('message', async (req: RenderRequest & {id: number}) => {
  const outcome = await renderProject(g, runtime, req, reportErrors);
  if (outcome.ok) {
    process.send?.({id: req.id, ok: true, tree: outcome.tree, logs: outcome.logs});
  } else {
    const e = outcome.error;
    process.send?.({
      id: req.id,
      ok: false,
      error: e instanceof Error ? e.stack || e.message : String(e),
      logs: outcome.logs,
    });
  }
});

// The build (or `npm start`) that forked this worker has gone: nothing more will be asked.
process.on('disconnect', () => process.exit(0));

process.send?.({ready: true});
