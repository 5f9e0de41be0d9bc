/**
 * Phone classes for applied-throttling runs: the CPU slowdown that makes this host score like a phone, instead of
 * a fixed 4× that emulates a slower phone on a slower host. Lighthouse reports the host's speed in every result as
 * `environment.benchmarkIndex`; Chrome DevTools' CPU calibration targets 264 for a low-tier and 1000 for a
 * mid-tier phone on that scale.
 */
import {median} from '../lib/median';

/** benchmarkIndex of each phone class (Chrome DevTools' CPU calibration presets). */
export const PHONE_CLASSES = {'low-tier': 264, 'mid-tier': 1000} as const;

export type PhoneClass = keyof typeof PHONE_CLASSES;

/**
 * The CPU slowdown for `phone` on a host of `hostIndex`: host ÷ phone, at least 1 (a host slower than the phone
 * cannot be sped up), rounded to two decimals.
 * @throws Error for a host index that is not a positive number (Lighthouse reported none).
 */
export function cpuSlowdown(hostIndex: number, phone: PhoneClass): number {
  if (!(hostIndex > 0)) throw new Error(`cpuSlowdown: no usable benchmarkIndex (${hostIndex})`);
  return Math.max(1, Math.round((hostIndex / PHONE_CLASSES[phone]) * 100) / 100);
}

/**
 * The host's index from several Lighthouse runs: their median, so one busy moment does not set the phone. Both
 * sites are measured with this one value.
 * @throws Error when no run reported an index.
 */
export function hostBenchmarkIndex(indexes: readonly (number | undefined)[]): number {
  const known = indexes.filter((i): i is number => typeof i === 'number' && i > 0);
  if (known.length === 0) throw new Error('hostBenchmarkIndex: no Lighthouse run reported a benchmarkIndex');
  return Math.round(median(known));
}
