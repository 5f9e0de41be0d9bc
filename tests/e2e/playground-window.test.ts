/**
 * The plugin's window in the playground, in Chromium: the Configure page's window example shows its window at
 * the size and title `figma.showUI` asks, beside the picture on a desktop and under it on a phone; a panel
 * button redraws the picture, a message to the main thread becomes a toast, an edited width resizes the
 * window, `figma.closePlugin` removes it, and an endless loop in a click handler is stopped by the watchdog
 * while the page keeps painting.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {FrameLocator, Page} from 'playwright-core';
import {closePage, DESKTOP, openPage, PHONE, useServedSite} from '../helpers/browser';
import {encodeShare} from '../../src/components/Playground/shareLink';
import {pageExamples} from '../../src/plugins/playground/examples';
import {BOOT_TIMEOUT_MS, WATCHDOG_MS} from '../../src/figma-runner/browser/limits';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const harness = useServedSite();
const EDITOR = '#playground-editor';
const WINDOW = '[data-testid="plugin-window"]';
const ERROR = '[data-testid="playground-error"]';
const PAGE = 'docs/configure.mdx';
/** A cold first window beside other tests (ms): the engine may boot for BOOT_TIMEOUT_MS, then the DOM. */
const COLD_WINDOW_MS = BOOT_TIMEOUT_MS + 20_000;

/** The Configure page's window example: its playground id and its `src/code.tsx`. */
function windowExample(): {id: string; code: string} {
  const source = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
  const example = pageExamples(source, {file: PAGE, title: 'Configure', permalink: '/docs/configure'}).find(
    (e) => e.files['src/code.tsx']?.includes('figma.ui.onmessage'),
  );
  assert.ok(example, `${PAGE} has a playground example whose src/code.tsx sets figma.ui.onmessage`);
  return {id: example.id, code: example.files['src/code.tsx']};
}

/** `showUI`'s options as the example's `src/code.tsx` writes them. */
function askedWindow(code: string): {width: number; height: number; title: string} {
  const options = /figma\.showUI\(__html__, \{([^}]*)\}\)/.exec(code)?.[1] ?? '';
  const width = Number(/width: (\d+)/.exec(options)?.[1]);
  const height = Number(/height: (\d+)/.exec(options)?.[1]);
  const title = /title: '([^']+)'/.exec(options)?.[1] ?? '';
  assert.ok(width && height && title, `showUI's options: ${options}`);
  return {width, height, title};
}

const open = (query: string, viewport = DESKTOP) =>
  openPage(harness.browser, `${harness.site.url}/playground${query}`, {
    viewport,
    hasTouch: viewport === PHONE,
    isMobile: viewport === PHONE,
  });

/**
 * Waits for the plugin window, each test's first in a fresh page (so a cold engine): an error instead of it
 * fails at once, with the message the reader would see.
 */
async function windowShown(page: Page): Promise<void> {
  await page.waitForSelector(`${WINDOW} iframe, ${ERROR}`, {timeout: COLD_WINDOW_MS});
  if (await page.locator(ERROR).count())
    assert.fail(`an error, not the window: ${await page.textContent(ERROR)}`);
}

/** The window's UI document. */
const ui = (page: Page): FrameLocator => page.frameLocator(`${WINDOW} iframe`);

/** The outline's lines once a picture is drawn. */
const outline = (page: Page) =>
  page.$$eval('figure details li', (items) => items.map((li) => (li.textContent ?? '').trim()));

/** Waits until `count` outline lines name `word`. */
async function outlineCounts(page: Page, word: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([w, n]) =>
      Array.from(document.querySelectorAll('figure details li')).filter((li) =>
        li.textContent?.trim().startsWith(`RECTANGLE ${w}`),
      ).length === n,
    [word, count] as const,
    {timeout: 15_000},
  );
}

/** The box of the window's body (the iframe), in CSS px. */
async function bodyBox(page: Page) {
  const box = await page.locator(`${WINDOW} iframe`).boundingBox();
  assert.ok(box, 'the window has a body on screen');
  return box;
}

/** A project whose UI adds a panel of `buttons` (label → handler body) and whose main thread is `code`. */
const panelProject = (buttons: Record<string, string>, code: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';

export const App = () => {
  React.useEffect(() => {
${Object.entries(buttons)
  .map(
    ([label, body], i) => `    const b${i} = document.createElement('button');
    b${i}.textContent = ${JSON.stringify(label)};
    b${i}.addEventListener('click', () => {
      ${body}
    });
    document.body.append(b${i});`,
  )
  .join('\n')}
  }, []);
  return (
    <Page name="Window" isCurrent>
      <Rectangle name="Box" style={{width: 40, height: 40, backgroundColor: '#18a0fb'}} />
    </Page>
  );
};
`,
  'src/code.tsx': code,
});

const openProject = async (files: Record<string, string>) =>
  open(`#code=${await encodeShare(files, 'src/App.tsx')}`);

describe('playground: the plugin window', () => {
  test("PLAY-16: the window shows at showUI's size with its title, beside the picture; a panel button redraws; a message toasts", async () => {
    const {id, code} = windowExample();
    const asked = askedWindow(code);
    const page = await open(`?example=${id}`);
    await windowShown(page);
    const body = await bodyBox(page);
    assert.deepEqual([Math.round(body.width), Math.round(body.height)], [asked.width, asked.height]);
    assert.equal((await page.textContent(WINDOW))?.trim(), asked.title);
    const picture = await page.locator('figure img[src^="blob:"]').boundingBox();
    assert.ok(picture && body.x >= picture.x + picture.width, 'the window is right of the picture');

    const squares = (await outline(page)).filter((l) => l.startsWith('RECTANGLE Square')).length;
    assert.ok(squares > 0, (await outline(page)).join('\n'));
    await ui(page).locator('button', {hasText: 'Add a square'}).click();
    await outlineCounts(page, 'Square', squares + 1);

    await ui(page).locator('button', {hasText: 'Count squares'}).click();
    await page.waitForFunction(
      (n) => document.querySelector('figure [role="status"] p')?.textContent?.includes(`${n} squares`),
      squares + 1,
      {timeout: 15_000},
    );
    await closePage(page);
  });

  test('PLAY-16: without a window, the figure takes the whole result pane', async () => {
    const page = await open('?example=api-frame-1');
    await page.waitForSelector('figure img[src^="blob:"]', {timeout: 20_000});
    const pane = await page.locator('section[aria-label="Result"]').boundingBox();
    const figure = await page.locator('section[aria-label="Result"] figure').boundingBox();
    assert.ok(pane && figure && Math.abs(pane.width - figure.width) < 1, JSON.stringify({pane, figure}));
    assert.equal(await page.$(WINDOW), null);
    await closePage(page);
  });

  test("PLAY-16: on a phone the window is under the picture; an edit of src/code.tsx's width resizes it", async () => {
    const {id, code} = windowExample();
    const asked = askedWindow(code);
    const page = await open(`?example=${id}`, PHONE);
    await windowShown(page);
    const picture = await page.locator('figure img[src^="blob:"]').boundingBox();
    const before = await bodyBox(page);
    assert.ok(picture && before.y >= picture.y + picture.height, 'the window is under the picture');
    await page.click('[role="tab"]:has-text("src/code.tsx")');
    const text = await page.inputValue(EDITOR);
    const narrower = asked.width - 60;
    assert.ok(text.includes(`width: ${asked.width}`));
    await page.fill(EDITOR, text.replace(`width: ${asked.width}`, `width: ${narrower}`));
    await page.waitForFunction(
      ([selector, w]) => Math.round(document.querySelector(selector)!.getBoundingClientRect().width) === w,
      [`${WINDOW} iframe`, narrower] as const,
      {timeout: 15_000},
    );
    assert.equal(Math.round((await bodyBox(page)).height), asked.height);
    await closePage(page);
  });

  test("PLAY-16: figma.closePlugin('Done') removes the window and says the plugin closed, with the message", async () => {
    const page = await openProject(
      panelProject(
        {Close: "parent.postMessage({pluginMessage: {type: 'close'}}, '*');"},
        `import {setupMainThread} from 'react-figma/rpc';

figma.showUI(__html__, {title: 'Closer'});
setupMainThread();
figma.ui.onmessage = (message: {type?: string}) => {
  if (message.type === 'close') figma.closePlugin('Done');
};
`,
      ),
    );
    await windowShown(page);
    assert.equal((await page.textContent(WINDOW))?.trim(), 'Closer');
    await ui(page).locator('button', {hasText: 'Close'}).click();
    await page.waitForSelector('[data-testid="plugin-closed"]', {timeout: 15_000});
    assert.match((await page.textContent('[data-testid="plugin-closed"]')) ?? '', /closed.*: Done$/);
    assert.equal(await page.$(WINDOW), null, 'the window is gone');
    await closePage(page);
  });

  test('PLAY-16: an endless loop in a click handler is stopped by the watchdog while the page keeps painting', async () => {
    const page = await openProject(
      panelProject(
        {Loop: 'for (;;) {}'},
        `import {setupMainThread} from 'react-figma/rpc';

figma.showUI(__html__, {title: 'Looper'});
setupMainThread();
`,
      ),
    );
    await windowShown(page);
    // A string, not a function: tsx would wrap a named arrow function in a helper the page lacks.
    await page.evaluate(
      'window.frames_ = []; requestAnimationFrame(function tick(t) { window.frames_.push(t); requestAnimationFrame(tick); });',
    );
    const clicked = Date.now();
    await ui(page).locator('button', {hasText: 'Loop'}).click();
    await page.waitForSelector(ERROR, {timeout: 20_000});
    const stoppedAfter = Date.now() - clicked;
    assert.match((await page.textContent(ERROR)) ?? '', /stopped after 2\.5 s.*fresh engine/);
    assert.ok(stoppedAfter < WATCHDOG_MS + 5000, `stopped after ${stoppedAfter} ms`);
    const frames = await page.evaluate(() => (window as unknown as {frames_: number[]}).frames_);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    // Two frames a second at the very least on a busy host; a blocked page paints none for the whole loop.
    assert.ok(frames.length > (stoppedAfter / 1000) * 2, `${frames.length} frames in ${stoppedAfter} ms`);
    assert.ok(Math.max(...gaps) < 1000, `longest frame gap ${Math.round(Math.max(...gaps))} ms`);
    await closePage(page);
  });
});
