/** Prism in the browser, loaded on demand instead of with every page (PERF-8; ../README.md). */
import type {PrismLib} from './prism';
import {afterNextPaint, whenIdle} from '../../common/client/scheduling';

let loaded: PrismLib | null = null;
let loading: Promise<PrismLib> | null = null;

/** The Prism, if it has been loaded; otherwise null. */
export function loadedPrism(): PrismLib | null {
  return loaded;
}

/** Starts loading Prism once; rejects when the chunk cannot be fetched, and the next call tries again. */
export function loadPrism(): Promise<PrismLib> {
  loading ??= import(/* webpackChunkName: "prism" */ './prismWithLanguages').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A block rendered in the browser starts with no Prism: its first render is plain lines. */
export function prismForFirstRender(): PrismLib | null {
  return null;
}

/** Resolves with Prism once loaded and the caller's frame has painted (PERF-5); rejects as loadPrism does. */
export function loadPrismAfterPaint(): Promise<PrismLib> {
  return loadPrism().then(
    (prism) =>
      new Promise<PrismLib>((resolve) => {
        afterNextPaint(() => resolve(prism));
      }),
  );
}

/** What a reader does before a client-side navigation: point, press, touch, tab or type. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Longest wait (ms) for an idle period before Prism loads after the first interaction. */
const PRISM_IDLE_TIMEOUT_MS = 1000;

let waitingForIntent = false;

/** Slow or data-saving connection, by core 2.4.3's `isSlowConnection` test. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * Loads Prism once, idle after the first interaction on `target` (again after a failure); never on slow links
 * (PREFETCH-2).
 */
export function loadPrismOnIntent(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  load: () => Promise<unknown> = loadPrism,
  slow: boolean = slowConnection(),
): void {
  if (loaded || loading || waitingForIntent || slow) return;
  waitingForIntent = true;
  const start = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, start, {capture: true});
    // After the next paint, not in the handler: inserting the <script> delayed the tap's paint (PERF-12).
    afterNextPaint(() =>
      whenIdle(
        () =>
          void load().then(
            () => undefined,
            // Offline: the next island that mounts arms it again.
            () => {
              waitingForIntent = false;
            },
          ),
        PRISM_IDLE_TIMEOUT_MS,
      ),
    );
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, start, {capture: true, passive: true});
}
