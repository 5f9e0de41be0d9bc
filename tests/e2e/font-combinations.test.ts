/**
 * PERF-15 in real Chromium, at phone width: the text of every route keeps to the design's combinations of
 * font family, size, weight and style (`FONT_COMBINATIONS` in tests/helpers/budgets.ts). Each combination a
 * page uses is one more set of font lookups in its first layout, so a new size or weight fails here with the
 * element that uses it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FONT_COMBINATIONS} from '../helpers/budgets';
import {blankPage, closePage, hydrated, PHONE, useServedSite} from '../helpers/browser';
import {SPEC_ROUTES} from '../helpers/routes';
import type {Page} from 'playwright-core';

const harness = useServedSite();

/**
 * Every combination the page's rendered text uses (an element with a non-blank text node of its own, laid out
 * and not `visibility: hidden`), as `<first family> <size> <weight> <style>`, each with the first element
 * that uses it (`<tag class="…">: text…`).
 */
async function fontCombinationsOf(page: Page): Promise<Record<string, string>> {
  // A string, not a function: the test runner's compiler would wrap helper functions in a call the page
  // lacks.
  return page.evaluate(`(() => {
    const found = {};
    for (const el of document.querySelectorAll('body *')) {
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const key = [style.fontFamily.split(',')[0].trim().replace(/"/g, ''), style.fontSize, style.fontWeight, style.fontStyle].join(' ');
      if (!(key in found))
        found[key] = '<' + el.tagName.toLowerCase() + ' class="' + (el.getAttribute('class') || '') + '">: ' + el.textContent.trim().slice(0, 40);
    }
    return found;
  })()`);
}

test('the counter sees every combination a page uses (PERF-15)', async () => {
  const page = await blankPage(harness.browser, {viewport: PHONE, isMobile: true});
  await page.setContent(
    '<p style="font: 16px serif">a</p><p style="font: bold 16px serif">b</p>' +
      '<p style="font: italic 12px monospace">c <span style="font-size: 20px">d</span></p>' +
      '<p style="font: 30px serif; display: none">hidden</p>',
  );
  const found = await fontCombinationsOf(page);
  assert.deepEqual(Object.keys(found).sort(), [
    'monospace 12px 400 italic',
    'monospace 20px 400 italic',
    'serif 16px 400 normal',
    'serif 16px 700 normal',
  ]);
  await closePage(page);
});

test('every route keeps to the design’s font combinations at phone width (PERF-15)', async () => {
  const allowed = new Set(FONT_COMBINATIONS);
  const page = await blankPage(harness.browser, {viewport: PHONE, isMobile: true});
  const problems: string[] = [];
  const used = new Set<string>();
  for (const route of SPEC_ROUTES) {
    await page.goto(harness.site.url + route.path);
    await hydrated(page);
    // The playground's tabs and caption (with Inspect) come after hydration: on a busy host, later.
    if (route.path === '/playground') await page.waitForSelector('figure figcaption button');
    for (const [combination, example] of Object.entries(await fontCombinationsOf(page))) {
      used.add(combination);
      if (!allowed.has(combination)) problems.push(`${route.path}: ${combination}, first on ${example}`);
    }
  }
  await closePage(page);
  assert.deepEqual(
    problems,
    [],
    `text in a combination FONT_COMBINATIONS does not list:\n${problems.join('\n')}`,
  );
  // A listed combination no route uses any more is one the list can lose.
  assert.deepEqual(
    FONT_COMBINATIONS.filter((combination) => !used.has(combination)),
    [],
    'combinations no route uses',
  );
});
