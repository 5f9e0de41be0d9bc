/**
 * When has react-figma finished drawing? Its work runs on timers: React's scheduler uses `setTimeout` where there
 * is no `window` (a Node process or a Web Worker), and rxjs's `delay` and async scheduler (react-figma's Yoga
 * passes, yoga/yogaStream.ts) use `setInterval`. So the engine counts the timers an example's code has pending,
 * and the promises of its own shims (`trackAsync`); when none is left over two turns of the event loop, nothing
 * more will change the tree.
 *
 * Code that never stops (an interval that keeps firing) never gets there: when only intervals are pending, the
 * rule the build used before is the fallback, a snapshot that has not changed for `IDLE_MS` over several samples.
 * A one-shot timer is always waited for, however late. Past `timeoutMs` the render fails. Timers are never
 * cancelled by the engine: React's scheduler keeps one as state, and cancelling it would stop React for good;
 * an example's roots are unmounted instead (./render.ts), which ends the timers its effects clean up.
 */
import type {PreviewNode} from './tree';

type Globals = Record<string, unknown>;
type TimerFn = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => unknown;

/**
 * Timer handles scheduled and not yet run or cleared (ids in a browser, Timeout objects in Node), and whether each
 * repeats (`setInterval`).
 */
const live = new Map<unknown, 'once' | 'repeating'>();
let asyncPending = 0;
/** The host's own `setTimeout`, not counted: the engine's polling uses it. */
let hostSetTimeout: TimerFn = (fn, ms) => setTimeout(fn, ms);

/** A snapshot unchanged this long counts as settled when timers never run out (ms; the build's former rule). */
const IDLE_MS = 100;
/** The fallback applies only after this long (ms), so a render has time to start. */
const MIN_FALLBACK_MS = 2 * IDLE_MS;
/** How often the fallback compares snapshots (ms). */
const SAMPLE_MS = 15;
/**
 * The fallback also needs this many unchanged samples in a row: on a busy host one stalled turn can outlast
 * IDLE_MS before React commits the change a timer asked for, and that alone must not count as idle.
 */
const MIN_UNCHANGED_SAMPLES = Math.floor(IDLE_MS / SAMPLE_MS);

/**
 * Replaces `setTimeout`, `setInterval`, `setImmediate` and their `clear…` on `g` with versions that keep count.
 * Call it once, before React or rxjs is loaded (both read the globals when they schedule, but some builds keep a
 * reference from load time).
 */
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
    const original = (g[name] as TimerFn).bind(g) as TimerFn;
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
 * Resolves with the settled snapshot: at once when no counted work is pending over two turns of the event loop,
 * else by the idle fallback.
 * @param timeoutMs the cap (ms). @throws Error "did not settle within N ms" past it; the error `failed` returns as
 *   soon as there is one.
 */
export async function settle(
  timeoutMs: number,
  failed: () => unknown,
  snapshot: () => PreviewNode,
): Promise<PreviewNode> {
  const started = Date.now();
  let quietTurns = 0;
  let last = '';
  let lastChange = started;
  let lastSample = started;
  let unchangedSamples = 0;
  for (;;) {
    await new Promise((resolve) => hostSetTimeout(resolve, 0));
    const err = failed();
    if (err) throw err;
    quietTurns = live.size === 0 && asyncPending === 0 ? quietTurns + 1 : 0;
    if (quietTurns >= 2) return snapshot();
    const now = Date.now();
    const onlyIntervals = asyncPending === 0 && [...live.values()].every((kind) => kind === 'repeating');
    if (onlyIntervals && now - lastSample >= SAMPLE_MS) {
      lastSample = now;
      const json = JSON.stringify(snapshot());
      if (json !== last) {
        last = json;
        lastChange = now;
        unchangedSamples = 0;
      } else if (
        ++unchangedSamples >= MIN_UNCHANGED_SAMPLES &&
        now - lastChange >= IDLE_MS &&
        now - started >= MIN_FALLBACK_MS
      ) {
        return snapshot();
      }
    }
    if (now - started > timeoutMs) throw new Error(`the Figma tree did not settle within ${timeoutMs} ms`);
  }
}
