/**
 * Route-transition constants of the product spec (`shared/spec.md` §9 "Business constants and limits").
 * Shared by the client modules and the tests, so a spec change is one edit.
 */

/** Spec §9 "Progress bar start delay (default) 1000 ms": a navigation shorter than this shows no bar. */
export const PROGRESS_BAR_DELAY_MS = 1000;

/**
 * nprogress settings, spec §9: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle interval 800 ms;
 * spec §4: "Its spinner is hidden". (nprogress 0.2.0 names the interval `trickleSpeed`.)
 */
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** Spec §9 "Loading indicator delay (lazy loader default) 200 ms" (react-loadable's own default). */
export const LOADING_INDICATOR_DELAY_MS = 200;
