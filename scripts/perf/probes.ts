/**
 * What neither Lighthouse CI nor tachometer does, because it taps, clicks or types: the first tap (PERF-12),
 * a prefetched-link navigation (PERF-5) and the playground's timings (PLAY-12, PLAY-14, INSP-3).
 */
import type {Browser, Page} from 'playwright-core';
import {median, p95} from '../lib/median';

const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
/** Lighthouse's mobile screen (core/config/constants.js `screenEmulationMetrics.mobile`), CSS px. */
const LIGHTHOUSE_PHONE = {...PHONE, viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75};
const DESKTOP = {viewport: {width: 1280, height: 800}};
/** The shortest duration Event Timing reports, ms (Chromium's `durationThreshold` floor). */
const EVENT_TIMING_FLOOR_MS = 16;
const PICTURE = 'figure img[src^="blob:"]';
const EDITOR = '#playground-editor';

/** Runs `use` on a fresh page in a new context of `options`, closed afterwards. */
async function withPage<T>(browser: Browser, options: object, use: (page: Page) => Promise<T>) {
  const context = await browser.newContext(options);
  return use(await context.newPage()).finally(() => context.close());
}

/**
 * A first tap on the menu button of the doc page `url`, loaded and idle, CPU slowed `cpuSlowdown`×: ms from
 * the touch to the next paint (Event Timing, as INP); a tap with no entry counts as the floor.
 * @throws Error when the menu does not open within 10 s.
 */
export const measureFirstTap = (browser: Browser, url: string, cpuSlowdown: number): Promise<number> =>
  withPage(browser, LIGHTHOUSE_PHONE, async (page) => {
    // A string: the page must not see the helpers this file's compiler adds to functions.
    await page.addInitScript(`window.tapEvents = []; new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.tapEvents.push(e.duration);
    }).observe({type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true});`);
    await (
      await page.context().newCDPSession(page)
    ).send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.tap('.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar--show', {timeout: 10_000});
    await page.waitForTimeout(1000); // entries arrive after the frame they end at
    return Math.max(EVENT_TIMING_FLOOR_MS, ...(await page.evaluate<number[]>('window.tapEvents')));
  });

/**
 * ms from the click on the sidebar link to `linkHref` on the page `from` (absolute URL), prefetched by a
 * hover until the network is idle, to the first frame after the `<h1>` `heading` is in the document.
 * @throws Error when the heading does not appear within 10 s.
 */
export const measurePrefetchedNavigation = (
  browser: Browser,
  nav: Record<'from' | 'linkHref' | 'heading', string>,
) =>
  withPage(browser, DESKTOP, async (page) => {
    await page.goto(nav.from);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator(`nav.menu a.menu__link[href="${nav.linkHref}"]`).first().hover();
    await page.waitForLoadState('networkidle');
    // No named functions inside: the callback is serialised into the page as it is compiled here.
    return page.evaluate(
      ({linkHref, heading}) =>
        new Promise<number>((resolve, reject) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(document.body, {childList: true, subtree: true, characterData: true});
          setTimeout(() => reject(new Error(`"${heading}" did not appear within 10 s`)), 10_000);
          document.querySelector<HTMLElement>(`nav.menu a.menu__link[href="${linkHref}"]`)!.click();
        }),
      nav,
    );
  });

const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** Median and p95, ms, of the User Timing measure `name` over `count` changes, each made by `change(i)`. */
async function timedChanges(page: Page, name: string, count: number, change: (i: number) => Promise<void>) {
  const entries = () => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  for (let i = 1; i <= count; i++) {
    const before = (await entries()).length;
    await change(i);
    const more = ([n, b]: [string, number]) => performance.getEntriesByName(n).length > b;
    await page.waitForFunction(more, [name, before] as [string, number]);
  }
  const durations = (await entries()).slice(-count);
  return {median: tenth(median(durations)), p95: tenth(p95(durations)!)};
}

/**
 * The playground at `origin` (PLAY-12, INSP-3), host figures (phone throttling misses workers). First
 * picture: ms from navigation to the loaded picture, cold, desktop, noted by the page (Playwright's polling
 * added up to 0.5 s). Then, on a phone, once the type checker (loaded on focus) has answered an edit, `edits`
 * comment lines and `edits` / 3 inspector `width` changes.
 * @throws Error (Playwright's timeout) when nothing is drawn within 30 s.
 */
export async function measurePlayground(browser: Browser, origin: string, edits = 45) {
  const firstPictureMs = await withPage(browser, DESKTOP, async (page) => {
    await page.addInitScript(`new MutationObserver((_, watch) => {
      const img = document.querySelector('${PICTURE}');
      if (!img) return;
      watch.disconnect();
      if (img.complete) window.firstPictureMs ??= performance.now();
      else img.addEventListener('load', () => (window.firstPictureMs ??= performance.now()), {once: true});
    }).observe(document, {childList: true, subtree: true, attributes: true});`);
    await page.goto(`${origin}/playground`);
    await page.waitForFunction('window.firstPictureMs', undefined, {timeout: 30_000});
    return Math.round(await page.evaluate<number>('window.firstPictureMs'));
  });
  return withPage(browser, PHONE, async (page) => {
    await page.goto(`${origin}/playground`);
    await page.waitForSelector(PICTURE, {timeout: 30_000});
    const original = await page.inputValue(EDITOR);
    await page.fill(EDITOR, `${original}\n// warm\n`);
    await page.waitForFunction(() => performance.getEntriesByName('playground:typecheck').length > 0);
    const edit = await timedChanges(page, 'playground:render', edits, (i) =>
      page.fill(EDITOR, `${original}\n// edit ${i}\n`),
    );
    // A tap on the first layer's line opens the inspector.
    await page.click('figure details summary');
    await page.locator('figure details li').first().click();
    const layout = page.getByRole('group', {name: 'Yoga keys (layout)'});
    const width = layout.getByRole('spinbutton', {name: 'width', exact: true});
    const control = await timedChanges(page, 'playground:render', Math.max(1, Math.round(edits / 3)), (i) =>
      width.fill(String(100 + i)),
    );
    return {firstPictureMs, edit, control};
  });
}

/**
 * The type checker (PLAY-14), phone: ms from the first keystroke on a fresh page to the end of the first
 * `playground:typecheck` measure shown (cold), then those measures over `edits` edits (warm).
 * @throws Error (Playwright's timeout) when no diagnostics come within 60 s.
 */
export const measurePlaygroundTypes = (browser: Browser, origin: string, edits = 30) =>
  withPage(browser, PHONE, async (page) => {
    await page.addInitScript(
      `addEventListener('input', () => (window.firstInputMs ??= performance.now()), true)`,
    );
    await page.goto(`${origin}/playground`);
    await page.waitForSelector(EDITOR, {timeout: 30_000});
    const original = await page.inputValue(EDITOR);
    await page.focus(EDITOR);
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await page.waitForSelector('[data-testid="playground-type-errors"] p', {timeout: 60_000});
    const coldMs = await page.evaluate<number>(`(() => {
      const shown = performance.getEntriesByName('playground:typecheck').at(-1);
      return Math.round(shown.startTime + shown.duration - window.firstInputMs);
    })()`);
    const warm = await timedChanges(page, 'playground:typecheck', edits, (i) =>
      page.fill(EDITOR, `${original}\n// edit ${i}\n`),
    );
    return {coldMs, warm};
  });
