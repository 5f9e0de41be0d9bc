/**
 * The CPU slowdown that makes this host score like a phone on Lighthouse's `benchmarkIndex` scale. The host
 * drifts during a run (1 038 to 2 685 on one 2-core machine), so each round reads the latest runs.
 */
import {median} from '../lib/median';

/** benchmarkIndex of each phone class (Chrome DevTools' CPU calibration presets). */
export const PHONE_CLASSES = {'low-tier': 264, 'mid-tier': 1000} as const;
export type PhoneClass = keyof typeof PHONE_CLASSES;

/** Host index ÷ the phone's, at least 1, to 0.01. @throws Error for an index that is not positive. */
export function cpuSlowdown(hostIndex: number, phone: PhoneClass): number {
  if (!(hostIndex > 0)) throw new Error(`cpuSlowdown: no usable benchmarkIndex (${hostIndex})`);
  return Math.max(1, Math.round((hostIndex / PHONE_CLASSES[phone]) * 100) / 100);
}

/** The median of the runs' indexes, so one busy moment does not set the phone. @throws Error for none. */
export function hostBenchmarkIndex(indexes: readonly (number | undefined)[]): number {
  const known = indexes.filter((i): i is number => typeof i === 'number' && i > 0);
  if (known.length === 0) throw new Error('hostBenchmarkIndex: no Lighthouse run reported a benchmarkIndex');
  return Math.round(median(known));
}

/** Every index Lighthouse reported in a run; `current()` is the median of the latest `window`. */
export class HostSpeed {
  private readonly readings: number[] = [];

  /** @throws Error when `window` < 1 */
  constructor(private readonly window = 5) {
    if (!(window >= 1)) throw new Error(`HostSpeed: window must be at least 1 (${window})`);
  }

  /** Keeps a run's reading; none (undefined, 0) is skipped. */
  record(index: number | undefined): void {
    if (typeof index === 'number' && index > 0) this.readings.push(index);
  }

  /** How many readings were kept. */
  get count(): number {
    return this.readings.length;
  }

  /** @throws Error when nothing was recorded yet. */
  current(): number {
    return hostBenchmarkIndex(this.readings.slice(-this.window));
  }
}
