/** Route-transition constants of REQUIREMENTS.md (LOAD-1 to LOAD-3), shared by client modules and tests. */

/** LOAD-1: progress bar start delay, 1000 ms; a navigation shorter than this shows no bar. */
export const PROGRESS_BAR_DELAY_MS = 1000;

/** nprogress settings (LOAD-2; LOAD-3: no spinner); nprogress 0.2.0 calls the interval `trickleSpeed`. */
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;
