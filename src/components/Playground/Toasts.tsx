/** `figma.notify`'s toasts over the bottom of the canvas, dark, an `error` one red, as Figma shows them. */
import React, {useEffect, useRef, useState} from 'react';
import type {PluginWindowState} from '../../figma-runner/protocol/messages';
import styles from './window.module.css';

/** The longest delay `setTimeout` keeps (ms); a longer `timeout` would fire at once: Infinity. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Props: `run` numbers the run the toasts belong to (a new run takes every toast down, so an `Infinity` one
 * lasts until then); `toasts` the run's toasts in order, each up for its `timeout` ms unless `down`. Rendered
 * inside the Result's `role="status"` region, there before the first toast so each one is announced.
 */
export default function Toasts({
  run,
  toasts,
}: {
  run: number;
  toasts: PluginWindowState['toasts'];
}): JSX.Element {
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const started = timers.current;
    return () => {
      started.forEach((timer) => window.clearTimeout(timer));
      started.clear();
    };
  }, [run]);

  useEffect(() => {
    toasts.forEach((toast, i) => {
      const key = `${run}:${i}`;
      if (toast.down || timers.current.has(key) || !(toast.timeout <= MAX_TIMER_MS)) return;
      const timer = window.setTimeout(() => setGone((g) => new Set(g).add(key)), Math.max(0, toast.timeout));
      timers.current.set(key, timer);
    });
  }, [run, toasts]);

  return (
    <div className={styles.toasts}>
      {toasts.map((toast, i) =>
        toast.down || gone.has(`${run}:${i}`) || toast.timeout <= 0 ? null : (
          <p key={`${run}:${i}`} className={`${styles.toast} ${toast.error ? styles.toastError : ''}`}>
            {toast.message}
          </p>
        ),
      )}
    </div>
  );
}
