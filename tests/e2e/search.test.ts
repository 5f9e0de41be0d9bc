/**
 * Offline search (@easyops-cn/docusaurus-search-local): loaded on intent, Ctrl+K, results that land on the
 * props-table row, highlighting on the target page, and no stale answer on the results page (SEARCH-3).
 * Checked on the built site in Chromium (needs `npm run build`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {closePage, hydrated, openPage, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** Opens `path` on the served build (a desktop unless `viewport` is given), hydrated. */
const open = (path: string, viewport?: {width: number; height: number}) =>
  openPage(harness.browser, harness.site.url + path, viewport ? {viewport} : {});

describe('local search', () => {
  test('search code is not part of the first load; pointing at the box loads it', async () => {
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${harness.site.url}/docs/styling`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    assert.equal(await page.locator('[data-search-placeholder]').count(), 1, 'placeholder box');
    await page.locator('input.navbar__search-input').hover();
    await page.waitForFunction(() => !document.querySelector('[data-search-placeholder]'), undefined, {
      timeout: 10_000,
    });
    assert.ok(scripts.length > firstLoad, 'the search bar chunk loads on intent');
    await context.close();
  });

  test('Ctrl+K focuses the search box; a prop only Star has is found on its own row first', async () => {
    const page = await open('/docs/installation');
    // The search bar's code loads on demand (src/theme/SearchBar): the shortcut loads it and focuses it.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(
      () =>
        (document.activeElement?.matches('input.navbar__search-input') ?? false) &&
        !document.querySelector('[data-search-placeholder]'),
      undefined,
      {timeout: 10_000},
    );
    const input = page.locator('input.navbar__search-input');
    await input.fill('pointCount');
    const first = page.locator('[role="listbox"] [role="option"]').first();
    await first.waitFor({timeout: 15_000});
    assert.match((await first.textContent()) ?? '', /pointCount.*Star/s);
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Star');
    assert.equal(new URL(page.url()).hash, '#pointCount');
    await closePage(page);
  });

  test('the results page puts props-table rows first and highlights the term on the target page', async () => {
    const page = await open('/search?q=clipsContent');
    const results = page.locator('article h2 a');
    await results.first().waitFor({timeout: 15_000});
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // The one full row of the shared prop comes before any prose section. The pages that only name it in
    // their list of shared props are not results for it; View, whose row differs (Frame-only), keeps its own.
    const shared = '/docs/api/shared-props?_highlight=clipscontent#clipsContent';
    assert.ok(hrefs.slice(0, 2).includes(shared), hrefs.join('\n'));
    assert.ok(
      !hrefs.some((h) => /\/docs\/api\/(frame|component)\?.*#clipsContent$/.test(h)),
      `no row of Frame or Component: ${hrefs.join(', ')}`,
    );
    await page.locator(`article h2 a[href="${shared}"]`).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Shared props');
    await page.waitForSelector('mark', {timeout: 10_000});
    assert.match((await page.locator('mark').first().textContent()) ?? '', /clipsContent/i);
    await closePage(page);
  });

  test('clearing the box while the answer is on its way leaves the results page empty (SEARCH-3)', async () => {
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    // The worker waits for the index before it answers: holding the index holds the answer.
    let releaseIndex!: () => void;
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    let indexServedAt = 0;
    await context.route(/\/search-index[^/]*\.json/, async (route) => {
      const response = await route.fetch();
      await indexHeld;
      await route.fulfill({response});
      indexServedAt = Date.now();
    });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/search`);
    await hydrated(page);
    const box = page.locator('input[name="q"]');
    await box.fill('frame');
    await page.waitForURL('**/search?q=frame');
    await box.fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    releaseIndex();
    // The answer for "frame" follows the index within a second here; watch the page for three.
    const results = page.locator('.main-wrapper article h2 a');
    const countLine = page.locator('.main-wrapper p', {hasText: /documents? found/});
    for (const deadline = Date.now() + 3000; Date.now() < deadline || indexServedAt === 0;) {
      assert.equal(
        await results.count(),
        0,
        `results under an empty box: ${await page.locator('.main-wrapper').innerText()}`,
      );
      assert.equal(await countLine.count(), 0, await page.locator('.main-wrapper').innerText());
      await page.waitForTimeout(100);
      if (Date.now() > deadline + 10_000) assert.fail('the index was never served');
    }
    assert.equal(await box.inputValue(), '');
    // The page still answers the query in its box.
    await box.fill('frame');
    await results.first().waitFor({timeout: 15_000});
    await context.close();
  });
});
