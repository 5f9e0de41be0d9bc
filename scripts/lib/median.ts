/** The middle value of `values` (the upper one of the two middles for an even count); NaN for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
