/**
 * The first tap of a reader on a phone: the navbar's menu button on a doc page that has loaded and gone idle,
 * with the CPU slowed to a phone class (./phoneClasses.ts). PERF-12 asks that it stay at least as fast as
 * stock's.
 *
 * Timed with the browser's Event Timing API, the figure Chrome reports as Interaction to Next Paint: from the
 * touch to the next frame painted after the event handlers ran. Chromium reports events of 16 ms or more
 * (`durationThreshold`) and rounds durations to 8 ms; a tap with no entry counts as 16 ms.
 */
import type {Browser} from 'playwright-core';

/** Lighthouse's mobile screen (core/config/constants.js `screenEmulationMetrics.mobile`), CSS px. */
const screen = {width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true};
/** The shortest duration Event Timing reports (ms). */
const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Milliseconds from the tap on `.navbar__toggle` to the next paint, one fresh page per run.
 * @param url absolute URL of the page (a doc page: both sites have the menu button there)
 * @param cpuSlowdown Chromium's CPU throttling rate (1 = none)
 * @throws Error when the page has no menu button or the menu does not open within 10 s.
 */
export async function measureFirstTap(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: {width: screen.width, height: screen.height},
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      // A string, not a function: the page must not see the helpers this file's compiler adds.
      await page.addInitScript(`
        window.tapEvents = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.interactionId) window.tapEvents.push(e.duration);
        }).observe({type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true});
      `);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      await page.goto(url);
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      await page.tap('.navbar__toggle');
      await page.waitForSelector('.navbar-sidebar--show', {timeout: 10_000});
      // Entries are delivered after the frame they end at.
      await page.waitForTimeout(1000);
      const durations = await page.evaluate(() => (window as unknown as {tapEvents: number[]}).tapEvents);
      times.push(Math.max(EVENT_TIMING_FLOOR_MS, ...durations));
    } finally {
      await context.close();
    }
  }
  return times;
}
