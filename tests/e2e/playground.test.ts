/**
 * The playground page (/playground, PLAY-1 … PLAY-9, PLAY-13) against the build, without the real engine:
 * what a reader sees and can do whatever the engine answers. The engine's own drawings are the runner's
 * tests.
 *
 * Run (after a build): node --import tsx --test tests/e2e/playground.test.ts
 */
import {describe, test} from 'node:test';
import {watchNetwork} from '../../scripts/lib/networkQuiet';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {axeViolations} from '../helpers/axe';
import {closePage, DESKTOP, openPage, PHONE, useServedSite} from '../helpers/browser';
import {codeMirror, EDITOR, editorKind, editorText, typeAtEnd} from '../helpers/playgroundEditor';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const harness = useServedSite();

const REACT_FIGMA_VERSION = JSON.parse(
  fs.readFileSync(path.join(SITE_ROOT, 'node_modules', 'react-figma', 'package.json'), 'utf8'),
).version as string;

/** Waits until the playground has loaded an example (its tabs are there). */
async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[role="tablist"][aria-label="Files of the example"] [role="tab"]');
}

/** Opens /playground<suffix> and waits for the example. */
async function openPlayground(suffix = '', options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(harness.browser, `${harness.site.url}/playground${suffix}`, options);
  await ready(page);
  return page;
}

const tabNames = (page: Page) => page.$$eval('[role="tab"]', (tabs) => tabs.map((t) => t.textContent));

describe('playground', () => {
  test('PLAY-2, PLAY-1, PLAY-3: the Edit link of a Frame figure opens that example with its files and code', async () => {
    const page = await openPage(harness.browser, `${harness.site.url}/docs/api/frame`);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const link = page.locator('figure a', {hasText: 'Edit'}).first();
    assert.equal((await link.textContent())?.trim(), 'Edit in the playground');
    assert.equal(await link.getAttribute('href'), '/playground?example=api-frame-1');
    // The figure's code block: the last <pre> before the first figure.
    const code = await page.evaluate(() => {
      const figure = document.querySelector('figure a[href^="/playground"]')!.closest('figure')!;
      const pres = Array.from(document.querySelectorAll('pre')).filter(
        (p) => p.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return pres[pres.length - 1].innerText.trim();
    });
    // Nothing of the playground loaded with the doc page.
    assert.deepEqual(
      requests.filter((u) => /playground|codemirror/.test(u)),
      [],
    );
    await link.click();
    await page.waitForURL(/\/playground\?example=api-frame-1$/);
    await ready(page);
    await codeMirror(page);
    const tabs = await tabNames(page);
    assert.ok(tabs.length >= 1 && tabs.every((t) => /^src\/.+\.tsx?$/.test(t ?? '')), tabs.join());
    const selected = await page.textContent('[role="tab"][aria-selected="true"]');
    assert.ok(tabs.includes(selected ?? ''));
    assert.equal((await editorText(page)).trim(), code);
    assert.match((await page.textContent('h2')) ?? '', /^Frame/);
    assert.ok(
      requests.some((u) => /\/assets\/playground\/api-frame-1\.[0-9a-f]{8}\.json$/.test(u)),
      'the example arrived as a file of its own',
    );
    // The panel is labelled by its tab; the editable area has a name.
    const panel = page.locator('[role="tabpanel"]');
    assert.equal(
      await panel.getAttribute('aria-labelledby'),
      await page.getAttribute('[role="tab"][aria-selected="true"]', 'id'),
    );
    assert.equal(await page.getAttribute(`${EDITOR} .cm-content`, 'aria-label'), `Code of ${selected}`);
    await closePage(page);
  });

  test('PLAY-1, PLAY-2: every figure of a multi-figure page links to its own example, each built as a file of its own', async () => {
    const page = await openPage(harness.browser, `${harness.site.url}/docs/api/view`);
    const hrefs = await page.$$eval('figure a[href^="/playground?example="]', (links) =>
      links.map((a) => a.getAttribute('href')),
    );
    const figures = await page.$$eval('figure', (f) => f.length);
    assert.equal(hrefs.length, figures, 'one Edit link per figure');
    assert.deepEqual(
      hrefs,
      hrefs.map((_, i) => `/playground?example=api-view-${i + 1}`),
    );
    const files = fs.readdirSync(path.join(SITE_ROOT, 'build', 'assets', 'playground'));
    for (let i = 1; i <= hrefs.length; i++) {
      assert.ok(
        files.some((f) => f.startsWith(`api-view-${i}.`)),
        `file of api-view-${i}`,
      );
    }
    assert.ok(!files.some((f) => f.startsWith(`api-view-${hrefs.length + 1}.`)));
    await closePage(page);
  });

  test('PLAY-1: an unknown example says so and opens the default; the page says what can be imported', async () => {
    const page = await openPlayground('?example=no-such-example-9');
    assert.match((await page.textContent('[role="note"]')) ?? '', /no example called "no-such-example-9"/);
    assert.match((await page.textContent('h2')) ?? '', /^Frame/);
    const intro = (await page.textContent('main p')) ?? '';
    for (const name of ['react', 'react-figma', 'react-figma/rpc', 'own files', 'types are checked']) {
      assert.ok(intro.includes(name), `intro names ${name}`);
    }
    await closePage(page);
  });

  test('DOWNLOAD-1: the page says how to import a downloaded example, with the menu path drawn', async () => {
    const page = await openPlayground('');
    await page.click('summary:has-text("Open a downloaded example in Figma")');
    const steps = (await page.locator('details ol li').allTextContents()).join(' ');
    assert.match(steps, /Plugins › Development › Import plugin from manifest….*manifest\.json/);
    const picture = page.locator('details img[src="/img/running-import-plugin.svg"]');
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('details img')?.naturalWidth ?? 0) > 0,
    );
    assert.match((await picture.getAttribute('alt')) ?? '', /Import plugin from manifest/);
    await closePage(page);
  });

  test('PLAY-4, PLAY-5: the result is captioned with the installed version; errors are announced politely', async () => {
    const page = await openPlayground();
    assert.equal(await page.getAttribute('[data-testid="playground-status"]', 'aria-live'), 'polite');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="playground-error"]') || document.querySelector('figure img'),
    );
    // Drawn: the caption names the version; not drawn (an error): the placeholder does.
    const said = (await page.$('figure img'))
      ? await page.textContent('figure figcaption')
      : await page.textContent('figure');
    assert.match(
      said ?? '',
      new RegExp(`react-figma ${REACT_FIGMA_VERSION.replace(/\./g, '\\.')} .*in your browser`),
    );
    // Whatever the engine drew is an <img> (a blob: URL), never markup in the page.
    for (const src of await page.$$eval('figure img', (imgs) => imgs.map((i) => i.getAttribute('src')))) {
      assert.match(src ?? '', /^blob:/);
    }
    assert.equal(await page.$$eval('figure svg', (s) => s.length), 0);
    await closePage(page);
  });

  test('PLAY-6: Reset restores the example as published', async () => {
    const page = await openPlayground('?example=api-frame-1');
    await codeMirror(page);
    const original = await editorText(page);
    await typeAtEnd(page, '\n// a change');
    assert.ok((await editorText(page)).includes('// a change'));
    await page.click('button:has-text("Reset")');
    await page.waitForFunction(
      ([selector, text]) =>
        Array.from(document.querySelectorAll(`${selector} .cm-line`), (l) => l.textContent).join('\n') ===
        text,
      [EDITOR, original],
    );
    await closePage(page);
  });

  test('PLAY-3: CodeMirror loads only when the reader means to edit, and takes over the caret and focus', async () => {
    const page = await openPage(harness.browser, `${harness.site.url}/playground?example=api-frame-1`);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const networkQuiet = watchNetwork(page);
    await ready(page);
    await networkQuiet();
    assert.equal(await editorKind(page), 'textarea');
    assert.deepEqual(
      requests.filter((u) => u.includes('codemirror')),
      [],
      'a visit that only looks does not fetch the editor',
    );
    const original = await editorText(page);
    await page.evaluate(
      (s) => (document.querySelector(s) as HTMLTextAreaElement).setSelectionRange(0, 0),
      EDITOR,
    );
    await page.focus(EDITOR);
    await page.waitForSelector(`${EDITOR}[data-editor="codemirror"] .cm-content`);
    assert.ok(requests.some((u) => u.includes('codemirror')));
    assert.ok(
      await page.evaluate(() => Boolean(document.activeElement?.closest('.cm-content'))),
      'focus moved into CodeMirror',
    );
    await page.keyboard.type('X');
    assert.equal(await editorText(page), `X${original}`);
    await closePage(page);
  });

  test('PLAY-6: Share puts the files in the hash; Copy link copies it; the link opens the edited code', async () => {
    const page = await openPlayground('?example=api-frame-1', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await codeMirror(page);
    await typeAtEnd(page, '\n// shared marker');
    await page.click('button:has-text("Share")');
    const url = await page.inputValue('#playground-share-url');
    const parsed = new URL(url);
    assert.equal(parsed.search, '?example=api-frame-1', 'the code is not in the query');
    assert.match(parsed.hash, /^#code=[zj][A-Za-z0-9_-]+$/);
    assert.equal(page.url(), url, 'the address bar carries the link too');
    await page.click('button:has-text("Copy link")');
    await page.waitForSelector('button:has-text("Copied")');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
    await closePage(page);

    const fresh = await openPage(harness.browser, url);
    await ready(fresh);
    await codeMirror(fresh);
    assert.ok((await editorText(fresh)).includes('// shared marker'));
    assert.match((await fresh.textContent('[role="note"]')) ?? '', /share link/);
    await closePage(fresh);
  });

  test('PLAY-7: a share link with an unsafe file name is refused and loads nothing', async () => {
    const payload =
      'j' +
      Buffer.from(
        JSON.stringify({v: 1, a: 'src/App.tsx', f: {'src/App.tsx': '// evil app', '../../evil.ts': 'evil'}}),
      ).toString('base64url');
    const page = await openPlayground(`?example=api-frame-1#code=${payload}`);
    assert.match(
      (await page.textContent('[role="note"]')) ?? '',
      /not opened: Unsafe file name "\.\.\/\.\.\/evil\.ts"/,
    );
    assert.ok(!(await tabNames(page)).some((t) => t?.includes('evil')));
    assert.ok(!(await editorText(page)).includes('evil'));
    await closePage(page);
  });

  test('PLAY-8: a draft survives a reload, with a note', async () => {
    const page = await openPlayground('?example=api-frame-1');
    await codeMirror(page);
    await typeAtEnd(page, '\n// my draft');
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (k) => k.endsWith(':api-frame-1') && localStorage.getItem(k)?.includes('my draft'),
      ),
    );
    await page.reload();
    await ready(page);
    assert.match(
      (await page.textContent('[role="note"]')) ?? '',
      /Restored your draft — Reset to start over/,
    );
    assert.ok((await editorText(page)).includes('// my draft'));
    await page.click('button:has-text("Reset")');
    await page.reload();
    await ready(page);
    assert.equal(await page.$('[role="note"]'), null, 'Reset forgot the draft');
    await closePage(page);
  });

  test('PLAY-3: Tab leaves the editor, CodeMirror on desktop and the textarea on a phone', async () => {
    const desktop = await openPlayground('?example=api-frame-1');
    await codeMirror(desktop);
    await desktop.click(`${EDITOR} .cm-content`);
    assert.ok(
      await desktop.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), EDITOR),
    );
    const before = await editorText(desktop);
    await desktop.keyboard.press('Tab');
    assert.ok(
      !(await desktop.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), EDITOR)),
    );
    assert.equal(await editorText(desktop), before, 'Tab inserted nothing');
    await closePage(desktop);

    const phone = await openPlayground('?example=api-frame-1', {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    assert.equal(await editorKind(phone), 'textarea');
    assert.equal(
      await phone.getAttribute(EDITOR, 'aria-label'),
      `Code of ${await phone.textContent('[role="tab"][aria-selected="true"]')}`,
    );
    await phone.focus(EDITOR);
    await phone.keyboard.press('Tab');
    assert.notEqual(await phone.evaluate(() => document.activeElement?.id), 'playground-editor');
    await closePage(phone);
  });

  test('PLAY-9: code above the result and no sideways scroll at 390 px; side by side at 1280 px', async () => {
    const phone = await openPlayground('?example=api-view-1', {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;
    const scroll = await phone.evaluate(() => ({
      width: document.scrollingElement!.scrollWidth,
      inner: innerWidth,
    }));
    assert.ok(scroll.width <= scroll.inner, `scrollWidth ${scroll.width} > ${scroll.inner}`);
    const [code, result] = [
      await box(phone, 'section[aria-label="Code"]'),
      await box(phone, 'section[aria-label="Result"]'),
    ];
    assert.ok(result.y >= code.y + code.height - 1, 'result below code');
    await closePage(phone);

    const desktop = await openPlayground('?example=api-view-1', {viewport: DESKTOP});
    const [c, r] = [
      await box(desktop, 'section[aria-label="Code"]'),
      await box(desktop, 'section[aria-label="Result"]'),
    ];
    assert.ok(r.x >= c.x + c.width - 1 && Math.abs(r.y - c.y) < 5, 'side by side');
    const wide = await desktop.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth);
    assert.ok(wide);
    await closePage(desktop);
  });

  test('PLAY-13: loading the playground shifts nothing on the first screen, on a phone and on a desktop', async () => {
    for (const options of [{viewport: PHONE, hasTouch: true, isMobile: true}, {viewport: DESKTOP}]) {
      const page = await openPage(harness.browser, `${harness.site.url}/playground`, {
        ...options,
        // A string: the page must not see helpers this file's compiler adds.
        init: `window.layoutShifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.hadRecentInput) continue;
              const moved = e.sources.map((s) => s.node && s.node.nodeType === 1 ? s.node.tagName + '.' + s.node.className : String(s.node));
              window.layoutShifts.push({value: e.value, moved});
            }
          }).observe({type: 'layout-shift', buffered: true});`,
      });
      await page.waitForSelector('figure img[src^="blob:"]', {timeout: 30_000});
      // Shift entries are reported after the frame they happen in.
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as {layoutShifts: {value: number; moved: string[]}[]}).layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      assert.ok(
        // Not 0.01: the result's caption moving under the first picture (0.006 on a desktop) or the navbar's
        // items moving when the parser adds the search box after a paint (0.003–0.005, PERF-17) must fail it.
        total < 0.001,
        `layout shift ${total.toFixed(3)} at ${options.viewport.width} px: ${JSON.stringify(shifts)}`,
      );
      await closePage(page);
    }
  });

  test('PLAY-3: the editor takes the colour mode (light and dark backgrounds differ); axe finds nothing in either', async () => {
    const backgrounds: string[] = [];
    const problems: string[] = [];
    for (const mode of ['light', 'dark']) {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openPlayground('?example=api-frame-1', {
          viewport,
          init: `localStorage.setItem('theme', '${mode}')`,
        });
        if (viewport === DESKTOP) await codeMirror(page);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
        backgrounds.push(
          await page.evaluate(
            (s) =>
              getComputedStyle(
                document
                  .querySelector(`${s}.theme-code-block, ${s} .cm-editor, ${s}`)!
                  .closest('.theme-code-block')!,
              ).backgroundColor,
            EDITOR,
          ),
        );
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="playground-error"]') ||
            document.querySelector('figure img'),
        );
        for (const v of await axeViolations(page)) {
          problems.push(
            `${mode} ${viewport.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
        await closePage(page);
      }
    }
    assert.deepEqual(problems, []);
    assert.equal(backgrounds[0], backgrounds[1], 'light: same background for both editors');
    assert.notEqual(backgrounds[0], backgrounds[2], 'dark differs from light');
  });

  test('PLAY-15: the home page figure has an Edit link that opens its example', async () => {
    const page = await openPage(harness.browser, `${harness.site.url}/`);
    const link = page.locator('figure a', {hasText: 'Edit'});
    assert.equal(await link.count(), 1);
    assert.equal(await link.getAttribute('href'), '/playground?example=home-1');
    await link.click();
    await ready(page);
    assert.match(await editorText(page), /from 'react-figma'/);
    await closePage(page);
  });

  test('PLAY-9: the home page links to the playground', async () => {
    const page = await openPage(harness.browser, `${harness.site.url}/`);
    assert.equal(await page.locator('main a[href="/playground"]').count(), 1);
    await closePage(page);
  });
});
