/**
 * The inspector in Chromium with the real engine (INSP-1 to INSP-4): a layer selected in the picture, the
 * tree and the code; controls that write code the picture follows and undo reverts; the phone's sheet;
 * nothing loaded before it is asked for; no axe violation.
 *
 * Run (after a build): node --import tsx --test tests/e2e/playground-inspector.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {axeViolations} from '../helpers/axe';
import {blankPage, closePage, DESKTOP, hydrated, PHONE, useServedSite} from '../helpers/browser';
import {codeMirror, EDITOR, editorText} from '../helpers/playgroundEditor';
import {encodeShare} from '../../src/components/Playground/shareLink';

const harness = useServedSite();
const PICTURE = 'figure img[src^="blob:"]';

// Line 6 holds the Frame, line 7 the Text.
const CODE = `import * as React from 'react';
import {Page, Frame, Text} from 'react-figma';

export const App = () => (
  <Page name="Playground" isCurrent>
    <Frame name="Card" style={{width: 200, height: 80, backgroundColor: '#18a0fb'}}>
      <Text name="Greeting" characters="Hello" />
    </Frame>
  </Page>
);
`;

async function openShared(viewport = DESKTOP): Promise<{page: Page; requests: string[]}> {
  const payload = await encodeShare({'src/App.tsx': CODE}, 'src/App.tsx');
  const phone = viewport === PHONE;
  const page = await blankPage(harness.browser, {viewport, hasTouch: phone, isMobile: phone});
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${harness.site.url}/playground#code=${payload}`);
  await hydrated(page);
  await page.waitForSelector(PICTURE, {timeout: 20_000});
  return {page, requests};
}

/** The tree's line of a layer, by the layer's name. */
const treeItem = (page: Page, name: string) =>
  page.locator('[role="tree"] [role="treeitem"]', {has: page.locator(`> span:has-text(" ${name} ·")`)});

/** Waits until the tree's selected line names `name`. */
async function selectedIs(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (n) =>
      document
        .querySelector('[role="treeitem"][aria-selected="true"] > span')
        ?.textContent?.includes(` ${n} ·`),
    name,
    {timeout: 10_000},
  );
}

/** The 1-based line of the editor's cursor. */
const cursorLine = (page: Page) =>
  page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (el instanceof HTMLTextAreaElement) return el.value.slice(0, el.selectionStart).split('\n').length;
    const line = el?.querySelector('.cm-activeLine');
    return line ? Array.from(el!.querySelectorAll('.cm-line')).indexOf(line) + 1 : -1;
  }, EDITOR);

/** Clicks the picture at a point of the drawing (its px), whatever the image's scale. */
async function clickPicture(page: Page, x: number, y: number): Promise<void> {
  const img = page.locator(PICTURE);
  const box = (await img.boundingBox())!;
  const natural = await img.evaluate((i: HTMLImageElement) => ({w: i.width, h: i.height}));
  const at = {x: box.x + (x * box.width) / natural.w, y: box.y + (y * box.height) / natural.h};
  await page.mouse.click(at.x, at.y);
}

describe('playground inspector', () => {
  test('INSP-1, INSP-4: a click on the picture loads the inspector, selects the layer and shows its element', async () => {
    const {page, requests} = await openShared();
    await codeMirror(page);
    assert.deepEqual(
      requests.filter((u) => /inspector/.test(u)),
      [],
      'nothing of the inspector loads with the playground',
    );
    // The Card fills 24…224 × 24…104 of the picture; its text sits at its top left.
    await clickPicture(page, 200, 90);
    await selectedIs(page, 'Card');
    assert.ok(
      requests.some((u) => /inspector/.test(u)),
      'the inspector chunk loaded on the click',
    );
    await page.waitForSelector('[data-testid="inspector-highlight"]');
    assert.ok(await page.getByRole('region', {name: 'Properties of Card'}).isVisible());
    assert.equal(await cursorLine(page), 6, "the cursor is on the Frame's line");

    // The tree: a click on the text's line selects it; arrows walk the tree.
    await treeItem(page, 'Greeting').click();
    await selectedIs(page, 'Greeting');
    assert.equal(await cursorLine(page), 7);
    await page.keyboard.press('ArrowLeft');
    await selectedIs(page, 'Card');

    // The cursor moved into the Text's element selects its layer.
    await page.locator(`${EDITOR} .cm-line`).nth(6).click();
    await selectedIs(page, 'Greeting');
    await closePage(page);
  });

  test('INSP-2, INSP-3: a number, a colour and a select write code, the picture follows, Ctrl+Z undoes', async () => {
    const {page} = await openShared();
    await codeMirror(page);
    await clickPicture(page, 200, 90);
    await selectedIs(page, 'Card');
    const panel = page.getByRole('region', {name: 'Properties of Card'});

    const width = panel
      .getByRole('group', {name: 'Yoga keys (layout)'})
      .getByRole('spinbutton', {name: 'width', exact: true});
    assert.equal(await width.inputValue(), '200');
    await width.fill('240');
    await page.waitForFunction(() =>
      document
        .querySelector('[role="treeitem"][aria-selected="true"] > span')
        ?.textContent?.includes('240×80'),
    );
    assert.match(await editorText(page), /style=\{\{width: 240, height: 80, backgroundColor: '#18a0fb'\}\}/);

    const colour = panel
      .getByRole('group', {name: 'Figma keys'})
      .getByLabel('backgroundColor', {exact: true});
    await colour.fill('#ff0000');
    await page.waitForFunction(() =>
      document.querySelector('#playground-editor')?.textContent?.includes("'#ff0000'"),
    );

    await panel.getByText(/^Shared props/).click();
    await panel.getByRole('combobox', {name: 'layoutMode', exact: true}).selectOption('HORIZONTAL');
    await page.waitForFunction(() =>
      document.querySelector('#playground-editor')?.textContent?.includes('layoutMode="HORIZONTAL"'),
    );
    assert.match(await editorText(page), /<Frame name="Card" style=\{\{[^}]*\}\} layoutMode="HORIZONTAL">/);

    await page.click(`${EDITOR} .cm-content`);
    await page.keyboard.press('Control+z');
    await page.waitForFunction(
      () => !document.querySelector('#playground-editor')?.textContent?.includes('layoutMode'),
    );
    assert.match(
      await editorText(page),
      /backgroundColor: '#ff0000'/,
      'one Ctrl+Z undoes one control change',
    );

    assert.deepEqual(
      (await axeViolations(page)).map((v) => v.id),
      [],
    );
    await closePage(page);
  });

  test('INSP-4: on a phone a tap selects, and the panel is a sheet under the picture that edits the textarea', async () => {
    const {page} = await openShared(PHONE);
    await page.locator(PICTURE).scrollIntoViewIfNeeded();
    const img = page.locator(PICTURE);
    const box = (await img.boundingBox())!;
    const natural = await img.evaluate((i: HTMLImageElement) => ({w: i.width, h: i.height}));
    await page.touchscreen.tap(box.x + (200 * box.width) / natural.w, box.y + (90 * box.height) / natural.h);
    await selectedIs(page, 'Card');
    const panel = page.getByRole('region', {name: 'Properties of Card'});
    const sheet = (await panel.boundingBox())!;
    assert.ok(sheet.y >= box.y + box.height, 'the panel is under the picture');
    assert.ok(sheet.width <= PHONE.width, 'and no wider than the phone');
    const height = panel
      .getByRole('group', {name: 'Yoga keys (layout)'})
      .getByRole('spinbutton', {name: 'height', exact: true});
    await height.fill('96');
    await page.waitForFunction(() =>
      (document.querySelector('#playground-editor') as HTMLTextAreaElement).value.includes('height: 96'),
    );
    await closePage(page);
  });
});
