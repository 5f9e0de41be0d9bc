/**
 * Playground timings for `npm run bench` (PLAY-12), on a built site in Chromium:
 * - first picture: from the start of navigation to /playground until the Result's picture has loaded, on a
 *   cold page (new browser context, so the engine is fetched and started from nothing), desktop viewport. The
 *   page itself notes the time (an init script watches for the picture's `load`): Playwright's wait for the
 *   picture polls, and reading the clock after it returned added up to 0.5 s;
 * - edit to picture: the `playground:render` User Timing measures the page records (the call to the engine
 *   until its answer, the 250 ms typing debounce excluded) over `edits` edits on a phone viewport (the
 *   textarea editor), each edit adding a comment line, so the engine redraws the same example every time;
 * - control to picture (INSP-3): the same measure after each change of the inspector's `width` control of the
 *   first layer, on the same phone page, `edits` / 3 changes.
 * Phone CPU throttling does not reach workers, so these are host figures (PERFORMANCE.md says how to scale
 * them).
 */
import type {Browser} from 'playwright-core';
import {median, p95} from '../lib/median';

export interface PlaygroundTimings {
  /** ms from navigation start to the first picture. */
  firstPictureMs: number;
  /** Edits measured. */
  edits: number;
  /** ms, median and 95th percentile of edit to picture. */
  editMedianMs: number;
  editP95Ms: number;
  /** Control changes measured, and ms, median and 95th percentile of control to picture (INSP-3). */
  controls: number;
  controlMedianMs: number;
  controlP95Ms: number;
}

const PICTURE = 'figure img[src^="blob:"]';
const EDITOR = '#playground-editor';

/** @throws Error (Playwright's timeout) when the playground draws nothing within 30 s. */
export async function measurePlayground(
  browser: Browser,
  siteUrl: string,
  edits = 45,
): Promise<PlaygroundTimings> {
  const desktop = await browser.newContext({viewport: {width: 1280, height: 800}});
  let firstPictureMs: number;
  try {
    await desktop.addInitScript((selector: string) => {
      const seen = window as unknown as {firstPictureMs?: number};
      const watch = new MutationObserver(() => {
        const img = document.querySelector<HTMLImageElement>(selector);
        if (!img) return;
        watch.disconnect();
        // No named function in here: tsx would wrap it in a helper the page does not have.
        if (img.complete) seen.firstPictureMs ??= performance.now();
        else img.addEventListener('load', () => (seen.firstPictureMs ??= performance.now()), {once: true});
      });
      watch.observe(document, {childList: true, subtree: true, attributes: true});
    }, PICTURE);
    const page = await desktop.newPage();
    await page.goto(`${siteUrl}/playground`);
    await page.waitForFunction(
      () => (window as unknown as {firstPictureMs?: number}).firstPictureMs,
      undefined,
      {
        timeout: 30_000,
      },
    );
    firstPictureMs = Math.round(
      await page.evaluate(() => (window as unknown as {firstPictureMs: number}).firstPictureMs),
    );
  } finally {
    await desktop.close();
  }

  const phone = await browser.newContext({
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await phone.newPage();
    await page.goto(`${siteUrl}/playground`);
    await page.waitForSelector(PICTURE, {timeout: 30_000});
    const original = await page.inputValue(EDITOR);
    const count = () => page.evaluate(() => performance.getEntriesByName('playground:render').length);
    for (let i = 1; i <= edits; i++) {
      const before = await count();
      await page.fill(EDITOR, `${original}\n// edit ${i}\n`);
      await page.waitForFunction((n) => performance.getEntriesByName('playground:render').length > n, before);
    }
    const durations = () =>
      page.evaluate(() => performance.getEntriesByName('playground:render').map((e) => e.duration));
    const measured = (await durations()).slice(-edits).sort((a, b) => a - b);
    // The inspector: a tap on the first layer's line opens it; each change of `width` redraws.
    await page.click('figure details summary');
    await page.locator('figure details li').first().click();
    const width = page
      .getByRole('group', {name: 'Yoga keys (layout)'})
      .getByRole('spinbutton', {name: 'width', exact: true});
    const controls = Math.max(1, Math.round(edits / 3));
    for (let i = 1; i <= controls; i++) {
      const before = await count();
      await width.fill(String(100 + i));
      await page.waitForFunction((n) => performance.getEntriesByName('playground:render').length > n, before);
    }
    const byControl = (await durations()).slice(-controls).sort((a, b) => a - b);
    const ms = (v: number) => Math.round(v * 10) / 10;
    return {
      firstPictureMs,
      edits: measured.length,
      editMedianMs: ms(median(measured)),
      editP95Ms: ms(p95(measured)),
      controls: byControl.length,
      controlMedianMs: ms(median(byControl)),
      controlP95Ms: ms(p95(byControl)),
    };
  } finally {
    await phone.close();
  }
}
