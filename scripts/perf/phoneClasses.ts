/**
 * Phone classes for applied-throttling runs: the CPU slowdown that makes this host score like a phone,
 * instead of a fixed 4× that emulates a slower phone on a slower host. Lighthouse reports the host's speed in
 * every result as `environment.benchmarkIndex`; Chrome DevTools' CPU calibration targets 264 for a low-tier
 * and 1000 for a mid-tier phone on that scale.
 *
 * The host's speed drifts during a bench run (readings of 1 038 to 2 685 on one 2-core machine), so the bench
 * does not fix the slowdown once: `HostSpeed` keeps every reading, and each round of side-by-side runs takes
 * its slowdown from the latest few (every Lighthouse run reads the host before it throttles anything).
 */
import {median} from '../lib/median';

/** benchmarkIndex of each phone class (Chrome DevTools' CPU calibration presets). */
export const PHONE_CLASSES = {'low-tier': 264, 'mid-tier': 1000} as const;

export type PhoneClass = keyof typeof PHONE_CLASSES;

/**
 * The CPU slowdown for `phone` on a host of `hostIndex`: host ÷ phone, at least 1 (a host slower than the
 * phone cannot be sped up), rounded to two decimals.
 * @throws Error for a host index that is not a positive number (Lighthouse reported none).
 */
export function cpuSlowdown(hostIndex: number, phone: PhoneClass): number {
  if (!(hostIndex > 0)) throw new Error(`cpuSlowdown: no usable benchmarkIndex (${hostIndex})`);
  return Math.max(1, Math.round((hostIndex / PHONE_CLASSES[phone]) * 100) / 100);
}

/**
 * The host's index from several Lighthouse runs: their median, so one busy moment does not set the phone.
 * Both sites are measured with this one value.
 * @throws Error when no run reported an index.
 */
export function hostBenchmarkIndex(indexes: readonly (number | undefined)[]): number {
  const known = indexes.filter((i): i is number => typeof i === 'number' && i > 0);
  if (known.length === 0) throw new Error('hostBenchmarkIndex: no Lighthouse run reported a benchmarkIndex');
  return Math.round(median(known));
}

/**
 * The host's speed over a bench run: every `benchmarkIndex` Lighthouse reported, in order, and the current
 * estimate from the latest `window` of them (their median). A round of runs takes one estimate for both
 * sites, so both are measured on the same emulated phone, and the next round follows the host if it sped up
 * or slowed down.
 */
export class HostSpeed {
  private readonly readings: number[] = [];

  /** @param window how many of the latest readings make the estimate (at least 1) */
  constructor(private readonly window = 5) {
    if (!(window >= 1)) throw new Error(`HostSpeed: window must be at least 1 (${window})`);
  }

  /** Keeps a run's reading; a run that reported none (undefined, 0) is skipped. */
  record(index: number | undefined): void {
    if (typeof index === 'number' && index > 0) this.readings.push(index);
  }

  /** How many readings were kept. */
  get count(): number {
    return this.readings.length;
  }

  /**
   * The median of the latest `window` readings, rounded.
   * @throws Error when no reading was kept yet.
   */
  current(): number {
    return hostBenchmarkIndex(this.readings.slice(-this.window));
  }
}
