/**
 * The Result figure under a drawing example (src/components/FigmaPreview), checked on the built site in
 * Chromium: semantic markup, an image with a text alternative and an intrinsic size, and a layers outline
 * that is a real nested list, readable with JavaScript off.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, useServedSite} from '../helpers/browser';

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
