/** theme-common 2.4.3's `useCodeWordWrap` without its ICU collator and post-hydration layout (PERF-10). */
import {useCallback, useEffect, useRef, useState} from 'react';
import {unstable_batchedUpdates} from 'react-dom';
import {whenIdle} from '../../plugins/common/client/scheduling';

/** Whether a `<pre>` needs the wrap button: wider content than its box, or wrapping already on. */
function needsWrapButton(pre: Element): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

const onMeasured = new Map<Element, (scrollable: boolean) => void>();
let sharedObserver: ResizeObserver | undefined;

/** Measured blocks whose state is not set yet, in measuring order. */
const pendingStates = new Map<Element, boolean>();
let applyScheduled = false;

/** Longest wait for an idle period before the measured states are applied anyway (ms). */
const APPLY_IDLE_TIMEOUT_MS = 1000;
/** Main-thread time one batch of state updates may take before the rest waits for idle time (ms, PERF-12). */
const APPLY_BUDGET_MS = 8;

/** Sets the measured states, in batches of at most APPLY_BUDGET_MS, one batch per idle period. */
function applyPendingStates(): void {
  const start = performance.now();
  unstable_batchedUpdates(() => {
    for (const [pre, scrollable] of pendingStates) {
      pendingStates.delete(pre);
      onMeasured.get(pre)?.(scrollable);
      if (performance.now() - start > APPLY_BUDGET_MS) break;
    }
  });
  if (pendingStates.size > 0) whenIdle(applyPendingStates, APPLY_IDLE_TIMEOUT_MS);
  else applyScheduled = false;
}

/** Reads resized blocks where layout is fresh; their React renders wait for idle time. */
function measureResized(entries: ResizeObserverEntry[]): void {
  for (const entry of entries) pendingStates.set(entry.target, needsWrapButton(entry.target));
  if (!applyScheduled) {
    applyScheduled = true;
    whenIdle(applyPendingStates, APPLY_IDLE_TIMEOUT_MS);
  }
}

/** Calls `update` with the block's scrollability after each layout that resizes it; returns the undo. */
function observeBlock(pre: Element, update: (scrollable: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  sharedObserver ??= new ResizeObserver(measureResized);
  onMeasured.set(pre, update);
  sharedObserver.observe(pre);
  return () => {
    onMeasured.delete(pre);
    pendingStates.delete(pre);
    sharedObserver?.unobserve(pre);
  };
}

export interface WordWrap {
  codeBlockRef: React.MutableRefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? observeBlock(pre, setIsCodeScrollable) : undefined;
  }, []);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so a wrapped block never scrolls sideways.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    setIsCodeScrollable(needsWrapButton(pre));
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
