/**
 * PERF-15 in real Chromium: the site's own look (theme icons, logos) draws no SVG image on a first load. Each
 * SVG image, a data URI in a stylesheet included, is an SVG document Chromium builds on the main thread
 * during the page's first rendering. The pictures of what examples draw stay SVG files, loaded lazily inside
 * figures.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closePage, hydrated, openPage, PHONE, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** One route per route kind (tests/helpers/routes.ts): home, doc, API page, blog list. */
const ROUTES = ['/', '/docs/installation', '/docs/api/frame', '/blog'];

/** The trace event Blink records each time it builds the document of an SVG image. */
const SVG_IMAGE_DOCUMENT = 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost';

/**
 * Loads `url` in a fresh browser context (so no image is in the renderer's memory cache), traced, and counts
 * the SVG image documents its renderer built until hydration plus 500 ms. The trace covers the whole browser,
 * so events of other renderers (pages other tests left open) are left out.
 */
async function svgDocumentsBuilt(url: string): Promise<number> {
  const context = await harness.browser.newContext({viewport: PHONE, isMobile: true});
  try {
    const page = await context.newPage();
    await harness.browser.startTracing(page, {categories: ['blink', 'devtools.timeline']});
    await page.goto(url);
    if (url.startsWith('http')) await hydrated(page);
    await page.waitForTimeout(500);
    const trace = JSON.parse((await harness.browser.stopTracing()).toString('utf8')) as {
      traceEvents: {name: string; ph: string; pid: number; args?: {beginData?: {url?: string}}}[];
    };
    const parse = trace.traceEvents.find(
      (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url.slice(0, 40)),
    );
    assert.ok(parse, `no ParseHTML event for ${url} in the trace`);
    return trace.traceEvents.filter(
      (e) => e.name === SVG_IMAGE_DOCUMENT && e.ph === 'X' && e.pid === parse.pid,
    ).length;
  } finally {
    await context.close();
  }
}

for (const route of ROUTES) {
  test(`${route}: no style draws an SVG image and every SVG <img> is a lazy example picture (PERF-15)`, async () => {
    const page = await openPage(harness.browser, harness.site.url + route, {viewport: PHONE, isMobile: true});
    const found = await page.evaluate(() => {
      // No helper functions in here: the test runner's compiler would wrap them in a name-keeping call that
      // the page does not have.
      const problems: string[] = [];
      const properties = [
        'backgroundImage',
        'maskImage',
        'webkitMaskImage',
        'listStyleImage',
        'borderImageSource',
        'content',
      ] as const;
      for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          if (style.display === 'none') continue;
          for (const property of properties) {
            const value = String((style as unknown as Record<string, string>)[property] ?? '');
            if (/url\(["']?(data:image\/svg|[^)]*\.svg)/i.test(value)) {
              const label = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
              problems.push(`${label}${pseudo ?? ''} ${property}: ${value.slice(0, 60)}…`);
            }
          }
        }
      }
      for (const img of document.querySelectorAll('img')) {
        if (!/\.svg(\?|$)/i.test(img.currentSrc || img.src)) continue;
        if (img.loading !== 'lazy' || !img.closest('figure')) {
          problems.push(
            `<img class="${img.className}"> src=${img.getAttribute('src')} (loading=${img.loading})`,
          );
        }
      }
      return problems;
    });
    assert.deepEqual(found, [], `SVG images on ${route}:\n${found.join('\n')}`);
    await closePage(page);
  });
}

test('a first load of a doc page and of the blog builds no SVG image document (PERF-15)', async () => {
  // The instrument first: a page with one SVG image must show one, or a renamed trace event would pass below.
  const probe =
    'data:text/html,' +
    encodeURIComponent(
      `<img src="data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
      )}">`,
    );
  assert.ok((await svgDocumentsBuilt(probe)) >= 1, `the trace shows no "${SVG_IMAGE_DOCUMENT}" events`);
  for (const route of ['/docs/installation', '/blog']) {
    assert.equal(
      await svgDocumentsBuilt(harness.site.url + route),
      0,
      `SVG image documents built on ${route}`,
    );
  }
});
