/**
 * The playground's type checking in the built site (PLAY-14, DOWNLOAD-4): at 1280 px and 390 px in both
 * colour modes a wrong prop is listed (and at 1280 px underlined) with the code and position tsc gives for
 * the same text; `<Frame st` offers `style` with its props-table description (at 390 px as a list under the
 * textarea); axe finds nothing with errors showing; an edit is checked after its picture, or without one
 * when the engine cannot run; the download warns first.
 *
 * Run (after a build): node --import tsx --test tests/e2e/playground-types.test.ts
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {watchNetwork} from '../../scripts/lib/networkQuiet';
import {axeViolations} from '../helpers/axe';
import {blankPage, closePage, DESKTOP, openPage, PHONE, useServedSite} from '../helpers/browser';
import {tscDiagnostics} from '../helpers/typecheckWorker';
import {codeMirror, EDITOR, editorText, typeAtEnd} from '../helpers/playgroundEditor';
import {propDescriptions} from '../../src/data/propDescriptions';

const harness = useServedSite();
const ERRORS = '[data-testid="playground-type-errors"]';
/** How long the cold checker may take here, with other tests running (ms); the bench measures it alone. */
const COLD_MS = 60_000;

async function openPlayground(options: Parameters<typeof openPage>[2]): Promise<Page> {
  const page = await openPage(harness.browser, `${harness.site.url}/playground?example=api-frame-1`, options);
  await page.waitForSelector('[role="tablist"] [role="tab"]');
  return page;
}

/**
 * Shows intent to edit, then types `text` at the end of the file (CodeMirror on a desktop, else the
 * textarea).
 */
async function typeAtEndOf(page: Page, text: string, rich: boolean): Promise<void> {
  if (rich) await codeMirror(page);
  await typeAtEnd(page, text);
}

/** The listed diagnostics as `file:line:col TScode`. */
async function shownDiagnostics(page: Page): Promise<(string | null)[]> {
  const listed = await page.$$eval(`${ERRORS} li`, (items) => items.map((i) => i.textContent ?? ''));
  return listed
    .map((l) => /^(\S+)\((\d+),(\d+)\): error (TS\d+): /.exec(l))
    .map((m) => m && `${m[1]}:${m[2]}:${m[3]} ${m[4]}`);
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

const WRONG_PROP = '\nexport const Wrong = () => <Frame colour="red" />;\n';

describe('playground type checking (PLAY-14)', () => {
  // One page (one cold checker) per mode and width: the wrong prop, then a completion typed after it.
  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      const rich = viewport === DESKTOP;
      describe(`${mode}, ${viewport.width} px`, () => {
        let page: Page;
        before(async () => {
          page = await openPlayground({viewport, init: `localStorage.setItem('theme', '${mode}')`});
        });
        after(() => closePage(page));

        test('a wrong prop is reported as tsc reports it; axe finds nothing', async () => {
          await typeAtEndOf(page, WRONG_PROP, rich);
          const name = ((await page.textContent('[role="tab"][aria-selected="true"]')) ?? '').trim();
          const expected = tscDiagnostics({[name]: await editorText(page)});
          assert.ok(expected.length > 0, 'tsc finds the wrong prop');
          await page.waitForSelector(`${ERRORS} li`, {timeout: COLD_MS});
          // A check of the half-typed text may be listed first: wait for the whole text's.
          let shown = await shownDiagnostics(page);
          for (const end = Date.now() + COLD_MS; Date.now() < end && !sameSet(shown, expected);) {
            await page.waitForTimeout(250);
            shown = await shownDiagnostics(page);
          }
          assert.deepEqual(new Set(shown), new Set(expected));
          assert.match((await page.textContent(ERRORS)) ?? '', /npm run build/);
          if (rich) {
            const underlined = await page.$$eval('.cm-lintRange-error', (r) => r.map((e) => e.textContent));
            assert.ok(underlined.includes('colour'), `underlined: ${JSON.stringify(underlined)}`);
          }
          // The list is reachable by keyboard.
          await page.focus(`${ERRORS} li`);
          assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'LI');
          await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
          const problems = (await axeViolations(page)).map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          assert.deepEqual(problems, []);
        });

        if (rich) {
          test('<Frame st offers style with its description and a link to its row', async () => {
            await typeAtEnd(page, '\nexport const Typed = () => <Frame st');
            await page.waitForSelector('.cm-tooltip-autocomplete li', {timeout: COLD_MS});
            // A list opened on an earlier keystroke (`export`) may show first: wait for the whole word's.
            const offered = () =>
              page.$$eval('.cm-tooltip-autocomplete li .cm-completionLabel', (l) =>
                l.map((e) => e.textContent),
              );
            let labels = await offered();
            for (const end = Date.now() + COLD_MS; Date.now() < end && !labels.includes('style');) {
              await page.waitForTimeout(250);
              labels = await offered();
            }
            assert.ok(labels.includes('style'), `offered: ${labels.join(', ')}`);
            // One more letter leaves `style` first and selected: a later answer of the checker can
            // re-order or close the list under arrow keys on a busy host, and the next letter asks again.
            await page.keyboard.type('y');
            await page.waitForFunction(
              () =>
                document.querySelector(
                  '.cm-tooltip-autocomplete li[aria-selected="true"] .cm-completionLabel',
                )?.textContent === 'style',
              undefined,
              {timeout: COLD_MS, polling: 250},
            );
            const info = page.locator('.cm-completionInfo');
            await info.waitFor({timeout: COLD_MS});
            assert.ok(((await info.textContent()) ?? '').includes(propDescriptions.style));
            assert.match((await info.locator('a').getAttribute('href')) ?? '', /^\/docs\/api\/[\w-]+#style/);
            assert.deepEqual(
              (await axeViolations(page)).map((v) => v.id),
              [],
            );
          });
        } else {
          test('<Frame st lists style with its description under the textarea', async () => {
            await typeAtEnd(page, '\nexport const Typed = () => <Frame st');
            const item = page.locator('[data-testid="editor-suggestions"] li', {
              // The name is the button's code; descriptions have code spans too (strokes names `style`).
              has: page.locator('button > code', {hasText: /^style$/}),
            });
            await item.waitFor({timeout: COLD_MS});
            assert.ok(((await item.textContent()) ?? '').includes(propDescriptions.style));
            assert.deepEqual(
              (await axeViolations(page)).map((v) => v.id),
              [],
            );
            await item.locator('button').click();
            assert.match(await editorText(page), /<Frame style$/);
          });
        }
      });
    }
  }

  describe('390 px, one page', () => {
    let page: Page;
    after(() => closePage(page));

    test('the checker loads on intent to edit, not with the page', async () => {
      page = await openPage(harness.browser, `${harness.site.url}/playground?example=api-frame-1`, {
        viewport: PHONE,
      });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const networkQuiet = watchNetwork(page);
      await page.waitForSelector('[role="tablist"] [role="tab"]');
      await networkQuiet();
      const checker = () =>
        requests
          .map((u) => path.basename(new URL(u).pathname))
          .filter((f) => /^(typecheck-|props-hints\.)/.test(f));
      assert.deepEqual(checker(), [], 'a visit that only looks fetches nothing of the checker');
      await page.focus(EDITOR);
      await page.waitForSelector(`${ERRORS} p`, {timeout: COLD_MS});
      assert.deepEqual(
        new Set(checker().map((f) => f.replace(/\.[0-9a-f]{8}\.(txt|json)$/, ''))),
        new Set(['typecheck-worker', 'typecheck-typings', 'props-hints']),
      );
    });

    test('an edit is checked once its picture is drawn, not beside the engine (PLAY-12 first)', async () => {
      const measures = (name: string) =>
        page.evaluate(
          (n) =>
            performance.getEntriesByName(n).map((e) => ({start: e.startTime, end: e.startTime + e.duration})),
          name,
        );
      const [renders, checks] = [
        (await measures('playground:render')).length,
        (await measures('playground:typecheck')).length,
      ];
      await typeAtEnd(page, '\n// two\n');
      await page.waitForFunction(
        ([r, c]) =>
          performance.getEntriesByName('playground:render').length > r &&
          performance.getEntriesByName('playground:typecheck').length > c,
        [renders, checks],
      );
      const render = (await measures('playground:render'))[renders];
      const check = (await measures('playground:typecheck'))[checks];
      assert.ok(
        check.start >= render.end,
        `check began at ${check.start} ms, the picture's answer came at ${render.end} ms`,
      );
    });
  });

  test('with no engine to draw, an edit is still checked', async () => {
    const page = await blankPage(harness.browser, {viewport: PHONE});
    await page.route('**/preview-engine.*', (route) => route.abort());
    await page.goto(`${harness.site.url}/playground?example=api-frame-1`);
    await page.waitForSelector('[role="tablist"] [role="tab"]');
    await typeAtEndOf(page, WRONG_PROP, false);
    await page.waitForSelector(`${ERRORS} li`, {timeout: COLD_MS});
    assert.match((await page.textContent(`${ERRORS} li`)) ?? '', /error TS\d+/);
    await closePage(page);
  });

  test('DOWNLOAD-4: with type errors the download first says npm run build would fail, with the errors', async () => {
    const page = await openPlayground({viewport: DESKTOP});
    await typeAtEndOf(page, WRONG_PROP, false);
    await page.waitForSelector(`${ERRORS} li`, {timeout: COLD_MS});
    const error = ((await page.textContent(`${ERRORS} li`)) ?? '').trim();
    let saved = false;
    page.on('download', () => (saved = true));
    await page.click('button:has-text("Download as Figma plugin")');
    const status = page.locator('[role="status"]', {hasText: 'npm run build'});
    await status.waitFor();
    assert.ok(((await status.textContent()) ?? '').includes(error));
    assert.equal(saved, false, 'nothing saved before the warning');
    await closePage(page);
  });
});
