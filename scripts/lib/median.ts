/** The middle value of `values` (the upper one of the two middles for an even count); NaN for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The 95th percentile of `values` as the bench reads it: sorted, the value at index floor(0.95 n); undefined
 * for none.
 */
export const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
};
