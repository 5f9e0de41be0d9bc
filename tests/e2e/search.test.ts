/**
 * Offline search (@easyops-cn/docusaurus-search-local): loaded on intent, Ctrl+K, results that land on the
 * props-table row, highlighting on the target page.
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
    // The one full row of the shared prop comes before any prose section. The pages that only name it in their
    // list of shared props are not results for it; View, whose row differs (Frame-only), keeps its own.
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
});
