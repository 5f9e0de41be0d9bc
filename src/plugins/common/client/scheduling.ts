/**
 * When deferred browser work runs. On a phone the main thread is the bottleneck: a tap is judged by the time to
 * its next paint, and a load by its long tasks (PERF-12 in REQUIREMENTS.md), so work nobody waits for runs after
 * the paint a reader is waiting for, or when the page is idle.
 */

/**
 * Runs `task` once the browser has painted the next frame: a timer set from `requestAnimationFrame` fires after
 * that frame. For work that must not delay what an event shows first.
 * @returns the cancel (before `task` has run, it never will).
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `task` in the browser's next idle period, or after `timeoutMs` (ms) if none comes first; where
 * `requestIdleCallback` is missing (Safari, jsdom), in a task of its own as soon as possible.
 * @returns the cancel (before `task` has run, it never will).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: timeoutMs});
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
