/**
 * Prism in the browser, loaded on demand instead of with every page (PERF-8).
 *
 * On a first load, code blocks are static islands (src/components/StaticIsland): their server HTML is already
 * highlighted and nothing tokenises. Prism (about 10 KB gzip) is needed only when a code block is rendered in
 * the browser: after a client-side navigation, or by the dev server. So it is its own chunk, requested by the
 * first code block rendered in the browser, or, on a first load, at the reader's first interaction with the
 * page (loadPrismOnIntent), before the click that follows. A block rendered before it arrives shows plain text
 * (./plainPrism.ts) and is highlighted as soon as it does.
 *
 * The server build swaps this module for ./prismOnDemand.server.ts (../prismLanguages.ts), which has Prism at
 * once: the static HTML is always highlighted.
 */
import type {PrismLib} from './prism';
import {afterNextPaint, whenIdle} from '../../common/client/scheduling';

let loaded: PrismLib | null = null;
let loading: Promise<PrismLib> | null = null;

/** The Prism, if it has been loaded; otherwise null. */
export function loadedPrism(): PrismLib | null {
  return loaded;
}

/**
 * Starts loading Prism once (later calls share the request).
 * @returns the loaded Prism; rejects when the chunk cannot be fetched (offline), and the next call tries again.
 */
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

/**
 * What a code block rendered in the browser starts with: no Prism, so its first render is plain lines. The
 * server twin returns Prism, so the static HTML is highlighted.
 */
export function prismForFirstRender(): PrismLib | null {
  return null;
}

/**
 * Resolves with Prism once it is loaded and the browser has painted the frame the caller rendered in: the
 * `requestAnimationFrame` callback runs before that paint, the timeout it sets after it. A page reached by a
 * client-side navigation shows its text first and is coloured after (PERF-5); tokenising every block in the
 * navigation's own render delayed the new page (PERFORMANCE.md, "What paid").
 * Each block resolves in a task of its own, so colouring a page of blocks is several short tasks.
 * @returns rejects as loadPrism does (offline).
 */
export function loadPrismAfterPaint(): Promise<PrismLib> {
  return loadPrism().then(
    (prism) =>
      new Promise<PrismLib>((resolve) => {
        afterNextPaint(() => resolve(prism));
      }),
  );
}

/** What a reader does before a client-side navigation (the first thing that renders a code block after a first
 * load): point at or press on the page, touch it, tab or type. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Longest wait (ms) for an idle period before Prism loads after the reader's first interaction. Speculative work:
 * a code block rendered before then asks for Prism itself.
 */
const PRISM_IDLE_TIMEOUT_MS = 1000;

let waitingForIntent = false;

/**
 * Whether the reader's connection is slow or saves data, by the test Docusaurus 2.4.3 uses before it prefetches a
 * route (`isSlowConnection` in @docusaurus/core's client): `effectiveType` of 2g or slow-2g, or `saveData`.
 */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * Starts loading Prism at the reader's first sign of interaction (INTENT_EVENTS on `target`), in the first idle
 * period after that event's paint, not at once.
 * Code blocks that are static islands need no Prism; loading it while the page hydrates adds its download and
 * evaluation to the first load (40–90 ms of main thread on the low-tier phone). A pointer usually rests on a link well before its click, so Prism is there by then; after a quick
 * tap it may not be, and a code block the navigation renders asks for it itself. Arms once; a failed load arms
 * it again. Nothing happens when Prism is loaded or loading already, nor on a slow or data-saving connection,
 * where Docusaurus does not prefetch routes either (PREFETCH-2): there a code block rendered after a navigation
 * asks for Prism itself and shows plain text until it arrives.
 * @param load the loader (loadPrism; a test passes its own).
 * @param slow whether the connection is slow or saves data (read from `navigator.connection`; a test passes it).
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
    // Not inside the handler: inserting the chunk's <script> delayed the paint of the reader's first tap
    // (about 20 ms on a low-tier phone, PERF-12). Not in the task after the next paint either: a quick tap's
    // click comes after the frame its touchstart caused, and the insertion (15 ms at CPU ×7) ran before it.
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
