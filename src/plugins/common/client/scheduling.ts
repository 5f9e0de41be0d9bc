/** When deferred browser work runs: after the paint a reader waits for, or when idle (PERF-12). */

/** Runs `task` after the browser paints the next frame. @returns the cancel. */
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
 * Runs `task` when idle or after `timeoutMs` (ms), a plain task if no requestIdleCallback. @returns the
 * cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: timeoutMs});
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
