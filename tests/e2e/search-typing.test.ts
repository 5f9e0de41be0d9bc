/**
 * The search box never loses what a reader types (src/theme/SearchBar loads the search bar on intent): with
 * the search code held back (a slow connection), text typed into the box, the caret and the focus carry over
 * to the real search bar, keystrokes made after the swap land too, and the suggestions are those of the whole
 * query. Also: /search carries the site's title suffix like every other page.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, useServedSite} from '../helpers/browser';

const harness = useServedSite();

const INPUT = 'input.navbar__search-input';

/**
 * Opens a page with every script requested from now on held back until `release()` (the search bar chunk
 * among them; the page's own chunks have loaded already).
 */
async function openWithSearchHeldBack(path: string): Promise<{page: Page; release: () => Promise<void>}> {
  const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(harness.site.url + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: string[] = [];
  let heldOne!: () => void;
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));
  await page.route('**/*.js', async (route) => {
    held.push(route.request().url());
    heldOne();
    await gate;
    await route.continue();
  });
  return {
    page,
    // The browser reports an intercepted request on its own channel, which can trail the page's answers on a
    // busy host: wait for it (10 s at most) before judging that nothing was requested.
    release: async () => {
      await Promise.race([firstHeld, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      assert.ok(
        held.length > 0,
        'no script was requested while held back: the search bar did not start loading',
      );
      open();
    },
  };
}

async function swapped(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-search-placeholder]'), undefined, {
    timeout: 15_000,
  });
}

/** Text, caret and focus of the search box. */
function box(page: Page) {
  return page.evaluate((selector) => {
    const input = document.querySelector<HTMLInputElement>(selector)!;
    return {
      value: input.value,
      caret: input.selectionStart,
      focused: document.activeElement === input,
      real: !input.closest('[data-search-placeholder]'),
    };
  }, INPUT);
}

async function firstSuggestion(page: Page): Promise<string> {
  const first = page.locator('[role="listbox"] [role="option"]').first();
  await first.waitFor({timeout: 15_000});
  return (await first.textContent()) ?? '';
}

describe('typing into the search box while the search code loads', () => {
  test('plain click, then typing: every letter, the focus and the suggestions', async () => {
    const {page, release} = await openWithSearchHeldBack('/docs/installation');
    await page.locator(INPUT).click();
    await page.keyboard.type('clips');
    assert.deepEqual(await box(page), {value: 'clips', caret: 5, focused: true, real: false});
    await release();
    await swapped(page);
    await page.keyboard.type('Content');
    assert.equal((await box(page)).value, 'clipsContent');
    assert.match(await firstSuggestion(page), /clipsContent/);
    const after = await box(page);
    assert.deepEqual(after, {value: 'clipsContent', caret: 12, focused: true, real: true});
    await page.context().close();
  });

  test('pointer over first (the load starts), then click and type; the caret position carries over', async () => {
    const {page, release} = await openWithSearchHeldBack('/docs/api/frame');
    await page.locator(INPUT).hover();
    await page.locator(INPUT).click();
    // The letter reported lost: type the rest, go back to the start, then add it after the swap.
    await page.keyboard.type('lipsContent');
    await page.keyboard.press('Home');
    await release();
    await swapped(page);
    assert.deepEqual(await box(page), {value: 'lipsContent', caret: 0, focused: true, real: true});
    await page.keyboard.type('c');
    assert.equal((await box(page)).value, 'clipsContent');
    assert.match(await firstSuggestion(page), /clipsContent/);
    await page.context().close();
  });

  test('Ctrl+K, then typing before the search code arrives', async () => {
    const {page, release} = await openWithSearchHeldBack('/blog');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pointCount');
    await release();
    await swapped(page);
    assert.deepEqual(await box(page), {value: 'pointCount', caret: 10, focused: true, real: true});
    assert.match(await firstSuggestion(page), /pointCount/);
    await page.context().close();
  });
});

test('/search is titled with the site suffix', async () => {
  const context = await harness.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${harness.site.url}/search`);
  await hydrated(page);
  assert.equal(await page.title(), 'Search the documentation | React Figma');
  await page.goto(`${harness.site.url}/search?q=clipsContent`);
  await hydrated(page);
  await page.waitForFunction(() => document.title.startsWith('Search results'));
  assert.equal(await page.title(), 'Search results for "clipsContent" | React Figma');
  await context.close();
});

test('the ctrl K hint never covers the search box placeholder, at phone, tablet and desktop widths', async () => {
  for (const width of [412, 900, 1000, 1280]) {
    const context = await harness.browser.newContext({viewport: {width, height: 700}});
    const page = await context.newPage();
    await page.goto(harness.site.url + '/docs/styling');
    await hydrated(page);
    // Where the placeholder text ends (measured in the input's own font) and where the hint starts, in px.
    const box = await page.evaluate(`(() => {
      const input = document.querySelector('[data-search-placeholder] input');
      const hint = input.parentElement.querySelector('span[aria-hidden="true"]');
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      context.font = style.font;
      const textEnd = input.getBoundingClientRect().left + parseFloat(style.paddingLeft) + context.measureText(input.placeholder).width;
      const hintShown = hint && getComputedStyle(hint).display !== 'none';
      return {textEnd, hintStart: hintShown ? hint.getBoundingClientRect().left : null};
    })()`);
    const {textEnd, hintStart} = box as {textEnd: number; hintStart: number | null};
    if (hintStart !== null)
      assert.ok(
        hintStart >= textEnd,
        `at ${width} px the hint starts at ${hintStart}, the text ends at ${textEnd}`,
      );
    if (width >= 1000) assert.notEqual(hintStart, null, `the hint is shown on a ${width} px desktop`);
    await context.close();
  }
});
