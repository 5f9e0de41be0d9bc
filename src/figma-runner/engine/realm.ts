/**
 * One plugin run's UI realm: globals, React and react-figma loaded fresh, then one render. Both shells
 * evaluate this program anew per run (../README.md "One engine, two shells").
 */
import {dispatchUiEvent, installGlobals, recordingReconciler, renderProject, type Runtime} from './render';
import {useFontTables, type FontTable} from './textMetrics';
import type {ExtraPackage} from '../project/imports';
import type {MainThread} from './mainThread';
import type {UiEvent} from '../protocol/messages';
import type {EngineOutcome, EngineRequest} from '../protocol/run';

/** Font tables of ../node/fontTables.ts: a constant in the browser bundle, a global the Node shell sets. */
declare const __FONT_TABLES__: Record<string, FontTable>;
/** The main thread's runtime and starter (../node/bundleKit.ts), put in as `__FONT_TABLES__` is. */
declare const __MAIN_THREAD__: MainThread;

// ../node/bundleEngine.ts `swaps` wraps react-reconciler with it by path; named here for the checks.
void recordingReconciler;

/** Loaders of `EXTRA_PACKAGES` (../project/imports.ts; the type requires each), loaded on first import. */
const EXTRA_MODULES: Record<ExtraPackage, () => unknown> = {
  // Bundled into the realm so it uses the realm's React (mind PLAY-12).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  'react-fetch-hook': () => require('react-fetch-hook'),
};

/**
 * Modules of this bundle no project may import in the playground, which the Node shell's claims do: the UI's
 * figma-jsonrpc must be the instance react-figma set up.
 */
const SHELL_MODULES: Record<string, () => unknown> = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  'figma-jsonrpc': () => require('figma-jsonrpc'),
};

/** A loaded realm: renders its one example. */
export interface Realm {
  /** ./render.ts `renderProject` on this realm's globals; never rejects. */
  render(
    req: EngineRequest,
    reportErrors: (handler: (e: unknown) => void) => () => void,
  ): Promise<EngineOutcome>;
  /** A reader's action on the rendered run's window (./render.ts `dispatchUiEvent`); never rejects. */
  uiEvent(
    event: UiEvent,
    req: Pick<EngineRequest, 'timeoutMs' | 'alive'>,
    reportErrors: (handler: (e: unknown) => void) => () => void,
  ): Promise<EngineOutcome>;
}

/**
 * Loads the realm on this program's `globalThis`: globals first (figma-jsonrpc picks its side as
 * react-figma loads), then React, react-figma and its rpc.
 * @param otherBare an import that is neither allowed nor an `EXTRA_PACKAGES` one, with `bundled`, this
 *   bundle's module of that name if it has one (the main thread's: its runtime's); @throws naming it.
 * @param loadDom the DOM bundle (./dom.ts) evaluated on this realm, for a project that uses the DOM.
 */
export function startRealm(
  otherBare: (spec: string, from: string, bundled: (() => unknown) | undefined) => unknown,
  loadDom: Runtime['loadDom'],
): Realm {
  const g = globalThis as unknown as Record<string, unknown>;
  useFontTables(__FONT_TABLES__);
  installGlobals(g);
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above on purpose */
  const runtime: Runtime = {
    mainThread: __MAIN_THREAD__,
    React: require('react'),
    ReactFigma: require('react-figma'),
    ReactFigmaRpc: require('react-figma/rpc'),
    requireBare: (spec, from) =>
      Object.hasOwn(EXTRA_MODULES, spec)
        ? EXTRA_MODULES[spec as ExtraPackage]()
        : otherBare(spec, from, Object.hasOwn(SHELL_MODULES, spec) ? SHELL_MODULES[spec] : undefined),
    mainBare: otherBare,
    loadDom,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    render: (req, reportErrors) => renderProject(g, runtime, req, reportErrors),
    uiEvent: dispatchUiEvent,
  };
}
