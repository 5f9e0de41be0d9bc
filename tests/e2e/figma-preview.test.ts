/**
 * The Result figure under a drawing example (src/components/FigmaPreview), checked on the built site in
 * Chromium: semantic markup, an image with a text alternative and an intrinsic size, and a layers outline
 * that is a real nested list, readable with JavaScript off; a plugin window shown beside it (ENGINE-6).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {closePage, DESKTOP, hydrated, openPage, PHONE, useServedSite} from '../helpers/browser';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const harness = useServedSite();
const ROUTE = '/docs/api/ellipse';

test('the Ellipse page shows a Result figure with caption, sized lazy image and a nested layers list, without JS', async () => {
  const context = await harness.browser.newContext({
    javaScriptEnabled: false,
    viewport: {width: 1280, height: 800},
  });
  const page = await context.newPage();
  await page.goto(harness.site.url + ROUTE);
  const figure = page.locator('figure:has(figcaption:has-text("react-figma 0.31.0"))').first();
  assert.equal(await figure.count(), 1, 'a figure with a caption naming react-figma 0.31.0');
  assert.match(await figure.locator('figcaption').innerText(), /at build time[\s\S]*approximate/);
  const img = figure.locator('img');
  const attrs = await img.evaluate((el) => ({
    src: el.getAttribute('src'),
    alt: el.getAttribute('alt'),
    width: Number(el.getAttribute('width')),
    height: Number(el.getAttribute('height')),
    loading: el.getAttribute('loading'),
  }));
  assert.match(attrs.src ?? '', /\.svg$/, 'the picture is an SVG file, not inline markup');
  assert.ok(attrs.width > 0 && attrs.height > 0, 'intrinsic size known before it loads');
  assert.equal(attrs.loading, 'lazy');
  assert.match(attrs.alt ?? '', /Figma page ".+"/);
  // The outline: <details> with a nested <ul>, present in the static HTML.
  const summary = figure.locator('details > summary');
  assert.equal(await summary.innerText(), 'Layers');
  assert.ok((await figure.locator('details ul ul li').count()) > 0, 'nested list items');
  assert.match(
    (await figure.locator('details li').first().textContent()) ?? '',
    /FRAME .*x \d+, y \d+, \d+(\.\d+)?×\d+/,
  );
  const svg = await page.request.get(new URL(attrs.src!, harness.site.url).href);
  assert.equal(svg.status(), 200);
  assert.match(svg.headers()['content-type'] ?? '', /svg/);
  await context.close();
});

test('with JavaScript on, the figure hydrates without changing and the outline opens', async () => {
  const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(harness.site.url + ROUTE);
  await hydrated(page);
  const figure = page.locator('figure:has(figcaption)').first();
  await figure.locator('summary').click();
  assert.ok(await figure.locator('details ul li').first().isVisible());
  const box = await figure.locator('img').boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0);
  await context.close();
});

test('ENGINE-6: the Configure window example’s figure shows the window showUI asks for, beside the picture on a desktop and under it on a phone, with no script', async () => {
  const source = fs.readFileSync(path.join(SITE_ROOT, 'docs/configure.mdx'), 'utf8');
  const [, width, height, title] =
    /figma\.showUI\(__html__, \{width: (\d+), height: (\d+), title: '([^']+)'\}\)/.exec(source)!;
  const buttons = [...source.matchAll(/^ +button\('([^']+)'/gm)].map((m) => m[1]);
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await openPage(harness.browser, `${harness.site.url}/docs/configure`, {viewport});
    await hydrated(page);
    // Only the example that shows its UI has a window: the starter's runs with `visible: false`.
    const windows = page.locator('figure [data-plugin-window]');
    assert.equal(await windows.count(), 1);
    const figure = page.locator('figure:has([data-plugin-window])');
    assert.equal(await windows.getAttribute('aria-label'), `Plugin window: ${title}`);
    assert.equal((await windows.locator('div').first().innerText()).trim(), title);
    const frame = windows.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    assert.deepEqual(
      await frame.evaluate((el: HTMLIFrameElement) => ({
        sandbox: el.getAttribute('sandbox'),
        loading: el.getAttribute('loading'),
        width: el.clientWidth,
        height: el.clientHeight,
        csp: /script-src 'none'/.test(el.srcdoc) && /default-src 'none'/.test(el.srcdoc),
      })),
      {sandbox: '', loading: 'lazy', width: Number(width), height: Number(height), csp: true},
    );
    const inside = page.frameLocator('figure [data-plugin-window] iframe');
    await inside.locator('button').first().waitFor();
    assert.deepEqual(await inside.locator('button').allInnerTexts(), buttons);
    const img = (await figure.locator('img').boundingBox())!;
    const box = (await windows.boundingBox())!;
    if (viewport === DESKTOP) {
      assert.ok(box.x >= img.x + img.width && Math.abs(box.y - img.y) < 1, 'beside the picture, top-aligned');
    } else {
      assert.ok(box.y >= img.y + img.height, 'under the picture');
      assert.ok(box.x + box.width <= viewport.width, 'within the screen');
    }
    assert.match(
      await figure.locator('figcaption').innerText(),
      new RegExp(`plugin window “${title}”.*playground`),
    );
    await closePage(page);
  }
});
