/**
 * src/plugins/first-paint (PERF-17) over build/: every page blocks its first paint until the page-end marker,
 * which ends the layout after the footer, is parsed; in Chromium the first paint comes after it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PAGE_END_ID} from '../../src/plugins/first-paint';
import {PHONE, useServedSite} from '../helpers/browser';
import {builtHtmlFiles, read} from '../helpers/buildOutput';

const harness = useServedSite();

/** Every page of build/ but the client redirects' (`/docs`), which have no layout and paint nothing. */
const pages = builtHtmlFiles().filter((f) => !read(f).includes('<meta http-equiv="refresh"'));

test('every page waits for one empty page-end marker, after the navbar and the footer, before its scripts', () => {
  assert.ok(pages.length > 30, `only ${pages.length} pages in build/`);
  const problems: string[] = [];
  const marker = `<div id="${PAGE_END_ID}"></div>`;
  for (const page of pages) {
    const html = read(page);
    const head = html.slice(0, html.indexOf('</head>'));
    if (!head.includes(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`)) {
      problems.push(`${page}: no render-blocking rel="expect" link to #${PAGE_END_ID} in <head>`);
      continue;
    }
    const at = html.indexOf(marker);
    if (at < 0 || html.indexOf(`id="${PAGE_END_ID}"`) !== html.lastIndexOf(`id="${PAGE_END_ID}"`)) {
      problems.push(`${page}: not exactly one empty #${PAGE_END_ID}`);
      continue;
    }
    if (!(html.indexOf('</nav>') < at && html.lastIndexOf('</footer>') < at))
      problems.push(`${page}: #${PAGE_END_ID} comes before the navbar's or the footer's end`);
    // What follows the marker is painted after the first paint: only closing tags and the scripts may.
    const rest = html.slice(at + marker.length, html.indexOf('<script', at));
    if (!/^(<\/div>)*\s*$/.test(rest))
      problems.push(`${page}: content after #${PAGE_END_ID}: ${rest.slice(0, 80)}`);
  }
  assert.deepEqual(problems, []);
});

test('on a slow phone the first contentful paint comes after the footer and the marker are parsed', async () => {
  const context = await harness.browser.newContext({viewport: PHONE, isMobile: true});
  try {
    const page = await context.newPage();
    // Runs before the page's HTML: the times the parser inserts the footer and the marker (ms).
    await page.addInitScript((id) => {
      const seen: Record<string, number> = {};
      (window as unknown as {__seen: typeof seen}).__seen = seen;
      new MutationObserver(() => {
        if (!seen.footer && document.querySelector('footer.footer')) seen.footer = performance.now();
        if (!seen.marker && document.getElementById(id)) seen.marker = performance.now();
      }).observe(document, {childList: true, subtree: true});
    }, PAGE_END_ID);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1600 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(harness.site.url + '/docs/api/frame', {waitUntil: 'load'});
    const times = await page.evaluate(async () => {
      const fcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({type: 'paint', buffered: true}),
      );
      const seen = (window as unknown as {__seen: {footer?: number; marker?: number}}).__seen;
      return {fcp, footer: seen.footer, marker: seen.marker};
    });
    assert.ok(times.footer && times.marker, `footer or marker never parsed: ${JSON.stringify(times)}`);
    assert.ok(
      times.fcp >= (times.marker ?? Infinity),
      `painted before the marker was parsed: ${JSON.stringify(times)}`,
    );
  } finally {
    await context.close();
  }
});
