/**
 * When react-figma is done: no counted timer or shim promise over two turns, else the fallback (../README.md
 * "Settling"). Timers are never cancelled: React's scheduler keeps one as state.
 */
import type {EngineErrorKind, PreviewNode} from '../protocol/run';

type Globals = Record<string, unknown>;
type TimerFn = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => unknown;

/** Pending timer handles (ids in a browser, Timeout objects in Node) and whether each repeats. */
const live = new Map<unknown, 'once' | 'repeating'>();
let asyncPending = 0;
/** The host's own `setTimeout`, not counted: the engine's polling uses it. */
let hostSetTimeout: TimerFn = (fn, ms) => setTimeout(fn, ms);

/** A snapshot unchanged this long counts as settled when timers never run out (ms). */
const IDLE_MS = 100;
/** The fallback applies only after this long (ms), so a render has time to start. */
const MIN_FALLBACK_MS = 2 * IDLE_MS;
/** How often the fallback compares snapshots (ms). */
const SAMPLE_MS = 15;
/** Unchanged samples in a row the fallback needs: one stalled turn on a busy host can outlast IDLE_MS. */
const MIN_UNCHANGED_SAMPLES = Math.floor(IDLE_MS / SAMPLE_MS);
/** The most one turn of the polling loop adds to the cap's count (ms): a longer turn was the host working. */
const WAIT_PER_TURN_MS = 20;
/** However busy the host, a run ends by this multiple of its cap in wall time. */
const WALL_CAP_FACTOR = 4;

/** Replaces the timer functions and their `clear…` on `g` with counting ones, before React or rxjs loads. */
export function countTimers(g: Globals): void {
  const set = g.setTimeout as TimerFn;
  hostSetTimeout = set.bind(g) as TimerFn;
  const wrapOnce = (name: string) => {
    const original = (g[name] as TimerFn | undefined)?.bind(g) as TimerFn | undefined;
    if (!original) return;
    g[name] = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const handle: unknown = original(
        (...a: unknown[]) => {
          live.delete(handle);
          fn(...a);
        },
        ms,
        ...args,
      );
      live.set(handle, 'once');
      return handle;
    };
  };
  const wrapRepeating = (name: string) => {
    const original = (g[name] as TimerFn | undefined)?.bind(g) as TimerFn | undefined;
    if (!original) return;
    g[name] = (...a: Parameters<TimerFn>) => {
      const handle = original(...a);
      live.set(handle, 'repeating');
      return handle;
    };
  };
  const wrapClear = (name: string) => {
    const original = (g[name] as ((h: unknown) => void) | undefined)?.bind(g);
    if (!original) return;
    g[name] = (handle: unknown) => {
      live.delete(handle);
      original(handle);
    };
  };
  wrapOnce('setTimeout');
  wrapOnce('setImmediate');
  wrapRepeating('setInterval');
  for (const name of ['clearTimeout', 'clearInterval', 'clearImmediate']) wrapClear(name);
}

/** Forgets every pending timer and promise: for a host whose process runs one plugin after another. */
export function forgetPending(): void {
  live.clear();
  asyncPending = 0;
}

/** Counts a shim's promise as pending work until it settles. @returns the same promise. */
export function trackAsync<T>(promise: Promise<T>): Promise<T> {
  asyncPending += 1;
  const done = () => {
    asyncPending -= 1;
  };
  promise.then(done, done);
  return promise;
}

/**
 * Runs `fn` after the sender's task, before any timer, in order: a microtask keeps Node and browser previews
 * alike (../README.md "Two threads").
 */
export function deliverAfterCall(fn: () => void): void {
  queueMicrotask(fn);
}

/**
 * Resolves with the settled snapshot.
 * @param timeoutMs cap (ms) on waiting, not host work; in wall time the run ends by `WALL_CAP_FACTOR` × it.
 * @param snapshot `final` is true only for the snapshot it resolves with (origins are read then).
 * @param onTurn called each turn: the run is working, not stuck.
 * @throws SettleTimeout past either cap.
 */
export async function settle<T = PreviewNode>(
  timeoutMs: number,
  snapshot: (final: boolean) => T,
  onTurn?: () => void,
): Promise<T> {
  const started = Date.now();
  let waited = 0;
  let lastTurn = started;
  let quietTurns = 0;
  let last = '';
  let lastChange = started;
  let lastSample = started;
  let unchangedSamples = 0;
  for (;;) {
    await new Promise((resolve) => hostSetTimeout(resolve, 0));
    onTurn?.();
    quietTurns = live.size === 0 && asyncPending === 0 ? quietTurns + 1 : 0;
    if (quietTurns >= 2) return snapshot(true);
    const now = Date.now();
    waited += Math.min(now - lastTurn, WAIT_PER_TURN_MS);
    lastTurn = now;
    const onlyIntervals = asyncPending === 0 && [...live.values()].every((kind) => kind === 'repeating');
    if (onlyIntervals && now - lastSample >= SAMPLE_MS) {
      lastSample = now;
      const json = JSON.stringify(snapshot(false));
      if (json !== last) {
        last = json;
        lastChange = now;
        unchangedSamples = 0;
      } else if (
        ++unchangedSamples >= MIN_UNCHANGED_SAMPLES &&
        now - lastChange >= IDLE_MS &&
        now - started >= MIN_FALLBACK_MS
      ) {
        return snapshot(true);
      }
    }
    if (waited > timeoutMs || now - started > WALL_CAP_FACTOR * timeoutMs) throw new SettleTimeout(timeoutMs);
  }
}

/** A run stopped because its tree kept changing past the cap: `timeoutMs`, ms. */
export class SettleTimeout extends Error {
  readonly kind: EngineErrorKind = 'timeout';
  constructor(readonly timeoutMs: number) {
    super(`the Figma tree did not settle within ${timeoutMs} ms`);
  }
}
