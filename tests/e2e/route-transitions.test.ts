/**
 * Route transitions in real Chromium against LOAD-1 to LOAD-3, FAIL-2, PREFETCH-1 and PREFETCH-2:
 * - the progress bar starts only after 1000 ms and trickles while the next page loads, then stops;
 * - a failed preload leaves the current page (and address bar) as they were, with a console warning;
 * - linked routes are prefetched with a prefetch hint, except on 2g-class connections with data saver;
 * - a click renders the page's tree once, when the next route has loaded, not also while it loads (PERF-5).
 *
 * Route chunks are slowed or failed with Playwright request interception on the built site.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {closePage, hydrated, openPage, PHONE, useServedSite} from '../helpers/browser';
import {markRenders, rendersSinceMark, renderWatchScript} from '../helpers/renderWatch';
import {PROGRESS_BAR_DELAY_MS} from '../../src/plugins/route-transitions/client/constants';

const harness = useServedSite();

type ChunkMode = 'normal' | 'slow' | 'fail';
const SLOW_CHUNK_MS = 2500;

/**
 * Opens `path` with every JS chunk request routed through a switch the test controls.
 * `slowConnection` emulates a 2g connection with data saver on (Network Information API).
 */
async function openWithChunkControl(path: string, {slowConnection = true, watchRenders = false} = {}) {
  const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
  if (watchRenders) {
    await context.addInitScript({content: renderWatchScript('.theme-doc-sidebar-menu a')});
  }
  if (slowConnection) {
    // Keeps Docusaurus from prefetching linked routes (PREFETCH-1), so a click really has to load its chunks.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: 'slow-2g', saveData: true}});
    });
  }
  const page = await context.newPage();
  const state = {
    mode: 'normal' as ChunkMode,
    jsRequests: [] as string[],
    warnings: [] as string[],
    errors: [] as string[],
  };
  page.on('console', (msg) => {
    if (msg.type() === 'warning') state.warnings.push(msg.text());
    if (msg.type() === 'error') state.errors.push(msg.text());
  });
  page.on('pageerror', (error) => state.errors.push(String(error)));
  await page.route('**/assets/js/**', async (route) => {
    state.jsRequests.push(route.request().url());
    if (state.mode === 'fail') return route.abort('failed');
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, SLOW_CHUNK_MS));
    return route.continue().catch(() => {});
  });
  await page.goto(harness.site.url + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return {page, state};
}

/** Clicks a router link from inside the page and returns the click time (performance.now, ms). */
function clickLink(page: Page, href: string): Promise<number> {
  return page.evaluate((h) => {
    const link = document.querySelector<HTMLAnchorElement>(`.theme-doc-sidebar-menu a[href="${h}"]`);
    if (!link) throw new Error(`no sidebar link to ${h}`);
    const at = performance.now();
    link.click();
    return at;
  }, href);
}

describe('LOAD-1 to LOAD-3 progress bar', () => {
  test(`no bar at ~600 ms, a trickling bar after ${PROGRESS_BAR_DELAY_MS} ms, gone once the page shows`, async () => {
    const {page, state} = await openWithChunkControl('/docs/installation');
    // Record when #nprogress appears, measured in the page from the click.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const w = window as any;
        if (document.getElementById('nprogress') && w.barShownAt === undefined) {
          w.barShownAt = performance.now() - w.clickedAt;
        }
      }).observe(document.body, {childList: true});
    });
    state.mode = 'slow';
    const clickedAt = await clickLink(page, '/docs/roadmap');
    await page.evaluate((t) => ((window as any).clickedAt = t), clickedAt);

    await page.waitForTimeout(600);
    // Judged by the page's own clock: on a loaded machine this check can run after 1000 ms of page time.
    const earlyBarAt = await page.evaluate(() => (window as any).barShownAt as number | undefined);
    assert.ok(
      earlyBarAt === undefined || earlyBarAt >= PROGRESS_BAR_DELAY_MS - 5,
      `no bar before ${PROGRESS_BAR_DELAY_MS} ms: it appeared at ${earlyBarAt} ms`,
    );
    assert.equal(await page.locator('h1').first().textContent(), 'Installation', 'old page still shown');

    await page.waitForTimeout(900); // ~1500 ms after the click
    assert.equal(await page.locator('#nprogress').count(), 1, 'bar shown at ~1500 ms');
    const shownAt = await page.evaluate(() => (window as any).barShownAt as number);
    assert.ok(
      shownAt >= PROGRESS_BAR_DELAY_MS - 5 && shownAt < PROGRESS_BAR_DELAY_MS + 400,
      `bar appeared at ${shownAt} ms`,
    );
    assert.equal(await page.locator('#nprogress .spinner').count(), 0, 'spinner hidden (LOAD-3)');

    const barPosition = () =>
      page.locator('#nprogress .bar').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const first = await barPosition();
    await page.waitForTimeout(900); // one trickle interval (800 ms) later
    assert.ok((await barPosition()) > first, 'bar trickles forward while waiting');

    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Roadmap', undefined, {
      timeout: 15_000,
    });
    await page.waitForFunction(() => !document.getElementById('nprogress'), undefined, {timeout: 5_000});
    assert.deepEqual(state.errors, []);
    await page.context().close();
  });

  test('a fast navigation never shows the bar', async () => {
    const {page} = await openWithChunkControl('/docs/installation');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as any).barSeen = true;
      }).observe(document.body, {childList: true});
    });
    await clickLink(page, '/docs/hmr');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hot Module Replacement');
    await page.waitForTimeout(PROGRESS_BAR_DELAY_MS + 200);
    assert.equal(await page.evaluate(() => (window as any).barSeen ?? false), false);
    await page.context().close();
  });
});

describe('FAIL-2 failed preload', () => {
  test('the page stays as it was, the address bar too, and only a warning is logged', async () => {
    const {page, state} = await openWithChunkControl('/docs/installation');
    await page.evaluate(() => {
      (window as any).sameDocument = true; // lost if the page reloads
      window.scrollTo(0, 400);
    });
    const scrollBefore = await page.evaluate(() => window.scrollY);
    state.mode = 'fail';
    await clickLink(page, '/docs/ecosystem');

    await page.waitForFunction(() => location.pathname === '/docs/installation', undefined, {
      timeout: 10_000,
    });
    await page.waitForTimeout(300);
    assert.ok(
      state.warnings.some((w) => w.includes('Could not load /docs/ecosystem')),
      `console warning, got: ${JSON.stringify(state.warnings)}`,
    );
    assert.equal(await page.evaluate(() => (window as any).sameDocument), true, 'no reload');
    assert.equal(await page.locator('h1').first().textContent(), 'Installation');
    assert.equal(new URL(page.url()).pathname, '/docs/installation');
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'scroll position kept');
    assert.equal(await page.locator('#nprogress').count(), 0);
    assert.deepEqual(
      state.errors.filter((e) => !/net::ERR_FAILED|Failed to load resource/.test(e)),
      [],
    );

    // Following the link again shows the page's Loading box: the error message in a red box with Retry.
    await clickLink(page, '/docs/ecosystem');
    const alert = page.locator('[role="alert"]', {hasText: 'Retry'});
    await alert.waitFor();
    assert.equal(new URL(page.url()).pathname, '/docs/ecosystem');
    assert.match((await alert.textContent()) ?? '', /Loading chunk .+ failed/i);
    const boxColour = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = boxColour.match(/\d+/g)!.map(Number);
    assert.ok(r > 150 && g < 80 && b < 80, `red box, got ${boxColour}`);

    // Once the network is back, Retry loads the page.
    state.mode = 'normal';
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Ecosystem');
    assert.equal(await page.locator('[role="alert"]').count(), 0);
    await page.context().close();
  });
});

/**
 * Runs in the page before its scripts: wraps `requestIdleCallback` so that `window.idleAdds` lists, per idle
 * callback that added any, how many `<link rel="prefetch">` hints it added.
 */
function countIdlePrefetchHints(): void {
  const w = window as unknown as {idleAdds: number[]};
  w.idleAdds = [];
  const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
  const original = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) =>
    original((deadline) => {
      const before = count();
      callback(deadline);
      if (count() > before) w.idleAdds.push(count() - before);
    }, options);
}

describe('PREFETCH-1, PREFETCH-2 prefetching', () => {
  async function jsRequestsOnHover(slowConnection: boolean): Promise<{requests: number; hints: number}> {
    const {page, state} = await openWithChunkControl('/docs/installation', {slowConnection});
    const before = state.jsRequests.length;
    const hintsBefore = await page.locator('link[rel="prefetch"]').count();
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/devtools"]').hover();
    await page.waitForTimeout(1000);
    const result = {
      requests: state.jsRequests.length - before,
      hints: (await page.locator('link[rel="prefetch"]').count()) - hintsBefore,
    };
    await page.context().close();
    return result;
  }

  test('linked routes are prefetched with a link prefetch hint', async () => {
    const {page} = await openWithChunkControl('/docs/installation', {slowConnection: false});
    const hints = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    assert.ok(
      hints.length > 0 && hints.every((h) => /\/assets\/js\/.+\.js$/.test(h ?? '')),
      JSON.stringify(hints),
    );
    await page.context().close();
  });

  test('on a 2g connection with data saver on, hovering a link loads nothing', async () => {
    assert.equal((await jsRequestsOnHover(true)).requests, 0);
  });

  test('opening the phone menu prefetches its links in idle periods, not in the tasks that show them (PERF-12)', async () => {
    const page = await openPage(harness.browser, harness.site.url + '/docs/installation', {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      // The page gets a stand-in for the `__name` helper, as in openWithChunkControl.
      init: {content: `var __name = (f) => f; (${String(countIdlePrefetchHints)})();`},
    });
    await page.waitForTimeout(3000); // the first screen's own prefetches are done
    const before = await page.evaluate(() => {
      const w = window as unknown as {idleAdds: number[]};
      return {
        idleCallbacks: w.idleAdds.length,
        idle: w.idleAdds.reduce((a, b) => a + b, 0),
        total: document.querySelectorAll('link[rel="prefetch"]').length,
      };
    });
    await page.tap('button.navbar__toggle');
    await page.waitForTimeout(5000);
    const after = await page.evaluate(() => {
      const w = window as unknown as {idleAdds: number[]};
      return {idleAdds: w.idleAdds, total: document.querySelectorAll('link[rel="prefetch"]').length};
    });
    const addedByMenu = after.total - before.total;
    const addedInIdle = after.idleAdds.reduce((a, b) => a + b, 0) - before.idle;
    // The menu's docs sidebar links to about 40 routes; some share chunks already fetched.
    assert.ok(addedByMenu >= 10, `prefetch hints added after opening the menu: ${addedByMenu}`);
    assert.equal(addedInIdle, addedByMenu, 'every hint the menu caused was added in an idle callback');
    const idleCallbacks = after.idleAdds.length - before.idleCallbacks;
    assert.ok(idleCallbacks >= 10, `spread over idle callbacks (one route each): ${idleCallbacks}`);
    await closePage(page);
  });
});

describe('PERF-5 one render per navigation', () => {
  test('while the next route loads, the links of the page on screen are not rendered again', async () => {
    const {page, state} = await openWithChunkControl('/docs/installation', {watchRenders: true});
    const watched = await markRenders(page);
    assert.ok(watched > 10, `the watch sees the sidebar's links (${watched})`);

    state.mode = 'slow';
    await clickLink(page, '/docs/roadmap');
    await page.waitForTimeout(800);
    assert.equal(
      await page.locator('h1').first().textContent(),
      'Installation',
      'the next route is still loading',
    );
    assert.deepEqual(await rendersSinceMark(page), [], 'sidebar links rendered again at the click');

    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Roadmap', undefined, {
      timeout: 15_000,
    });
    // The new route moves the sidebar's active item, so its links render then: the watch does see renders.
    assert.ok((await rendersSinceMark(page)).length > 0);
    assert.deepEqual(state.errors, []);
    await page.context().close();
  });
});
