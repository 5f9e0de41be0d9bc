/** The playground engine's time limits and sandbox policy, shared by the page's runner and iframe's relay. */

/** Ms a render may stay silent (no result, no `alive`) before its worker is replaced (> SETTLE_CAP_MS). */
export const WATCHDOG_MS = 2500;
/** How often a settling render says it is alive (ms), well within `WATCHDOG_MS`. */
export const ALIVE_EVERY_MS = 500;
/** How long the engine may take to load before the page says it could not start (ms). */
export const BOOT_TIMEOUT_MS = 20000;

/** The iframe's policy: no network of any kind, scripts only inline or from blob: URLs (the worker). */
export const SANDBOX_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:; img-src 'none'";
