/**
 * PERF-14 in real Chromium: focus rings follow `:focus-visible` (a ring for keyboard focus, none for a
 * click), and the first tap restyles what it touches, not the whole page. src/plugins/focus-ring drops
 * theme-common's rule that hung every element's style on a `<body>` class the first tap removes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {closePage, DESKTOP, openPage, PHONE, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** The focused element's outline as drawn: its style and width (px). */
function focusedOutline(page: Page): Promise<{tag: string; style: string; width: number}> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return {tag: focused.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
}

test('a keyboard reader sees a focus ring; a click on a button leaves none (PERF-14)', async () => {
  const page = await openPage(harness.browser, harness.site.url + '/docs/installation', {viewport: DESKTOP});
  // The first Tab reaches the skip link, the page's first focusable element.
  await page.keyboard.press('Tab');
  const keyboard = await focusedOutline(page);
  assert.equal(keyboard.tag, 'A', JSON.stringify(keyboard));
  assert.notEqual(keyboard.style, 'none', `no ring on keyboard focus: ${JSON.stringify(keyboard)}`);
  assert.ok(keyboard.width > 0, JSON.stringify(keyboard));

  const copy = page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').first();
  await copy.click();
  const clicked = await focusedOutline(page);
  assert.equal(clicked.tag, 'BUTTON', 'the click focused the copy button');
  assert.ok(
    clicked.style === 'none' || clicked.width === 0,
    `a ring after a click: ${JSON.stringify(clicked)}`,
  );

  // Back to the keyboard: the ring returns without a reload.
  await page.keyboard.press('Tab');
  const again = await focusedOutline(page);
  assert.notEqual(again.style, 'none', `no ring on keyboard focus after a click: ${JSON.stringify(again)}`);
  await closePage(page);
});

test('the first tap on a long page restyles the menu it opens, not every element of the page (PERF-14, PERF-12)', async () => {
  const page = await openPage(harness.browser, harness.site.url + '/docs/api/frame', {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const elements = await page.evaluate(() => document.body.querySelectorAll('*').length);
  const rulesOnBodyClass = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .map((rule) => rule.cssText)
        .filter((text) => text.includes('navigation-with-keyboard')),
    ),
  );
  assert.deepEqual(
    rulesOnBodyClass,
    [],
    'a style rule still depends on the body class the first tap removes',
  );

  await harness.browser.startTracing(page, {categories: ['devtools.timeline']});
  await page.tap('button.navbar__toggle');
  await page.locator('.navbar-sidebar__item').first().waitFor();
  await page.waitForTimeout(300);
  const trace = JSON.parse((await harness.browser.stopTracing()).toString('utf8')) as {
    traceEvents: {name: string; args?: {elementCount?: number}}[];
  };
  const restyled = trace.traceEvents
    .filter((e) => e.name === 'UpdateLayoutTree' && typeof e.args?.elementCount === 'number')
    .map((e) => e.args!.elementCount!);
  assert.ok(restyled.length > 0, 'the trace saw no style recalculation at all');
  // The menu's panel, its backdrop and the sidebar built into it are a few hundred elements at most.
  assert.ok(
    Math.max(...restyled) < elements / 4,
    `a style recalculation after the tap covered ${Math.max(...restyled)} of the page's ${elements} elements ` +
      `(all recalculations: ${restyled.join(', ')})`,
  );
  await closePage(page);
});
