/**
 * The engine's Node shell, forked by ./pool.ts: react-figma loaded once, one example per message. A process
 * of its own: Yoga's emscripten build aborts on some errors.
 */
import Module from 'node:module';
import path from 'node:path';
import {installGlobals, recordingReconciler, renderProject} from '../engine/render';
import type {PreviewWorkerMessage, TreeRequest} from './previewProtocol';
import {useNodeFontTables} from './fontTables';
import {bundleMainThread} from './bundleKit';

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
  // It opens a WebSocket that nothing listens to.
  if (request === './helpers/connectToDevTools') return {connectToDevTools: () => undefined};
  return originalLoad.call(this, request, parent, isMain);
};

const g = globalThis as unknown as Record<string, unknown>;
useNodeFontTables();
installGlobals(g);

const ownListeners = new Set(process.listeners('uncaughtException'));
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above on purpose */
const runtime = {
  mainThread: '',
  React: require('react'),
  ReactFigma: require('react-figma'),
  ReactFigmaRpc: require('react-figma/rpc'),
  /** An example's other bare imports resolve from the site's node_modules (e.g. react-fetch-hook). */
  requireBare: (spec: string) => require(spec),
};
/* eslint-enable @typescript-eslint/no-require-imports */
// Yoga's emscripten listener rethrows every uncaught error (exit 7); reportErrors routes them instead.
for (const l of process.listeners('uncaughtException'))
  if (!ownListeners.has(l)) process.off('uncaughtException', l);

/** Routes the process's uncaught errors to the current render. */
function reportErrors(handler: (e: unknown) => void): () => void {
  process.on('unhandledRejection', handler);
  process.on('uncaughtException', handler);
  return () => {
    process.off('unhandledRejection', handler);
    process.off('uncaughtException', handler);
  };
}

const reply = (message: PreviewWorkerMessage) => process.send?.(message);

process.on('message', async (req: TreeRequest) => {
  const outcome = await renderProject(g, runtime, req, reportErrors);
  if (outcome.ok) {
    reply({id: req.id, ok: true, tree: outcome.tree, others: outcome.others, logs: outcome.logs});
  } else {
    const e = outcome.error;
    reply({
      id: req.id,
      ok: false,
      error: e instanceof Error ? e.stack || e.message : String(e),
      logs: outcome.logs,
      ...(outcome.drawn && {drawn: outcome.drawn}),
    });
  }
});

process.on('disconnect', () => process.exit(0));

const starterDir = process.argv[2];
if (!starterDir) throw new Error('previewWorker: pass the starter folder (examples/starter) as its argument');
void bundleMainThread(starterDir, path.join(process.cwd(), 'node_modules')).then((code) => {
  runtime.mainThread = code;
  reply({ready: true});
});
