/**
 * Measures what a browser loads and executes on a route's first load: the HTML document, stylesheets and
 * scripts (prefetch hints are downloaded but not executed, so they do not count), in raw and gzip bytes.
 * gzip is computed here (zlib level 6, what static hosts serve) because the local server sends no compression.
 */
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

export interface Bytes {
  raw: number;
  gzip: number;
}
export interface FirstLoad {
  url: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  /** Every request of the load, for origin and size checks. */
  requests: {url: string; type: string; raw: number}[];
}

const add = (a: Bytes, body: Buffer): Bytes => ({
  raw: a.raw + body.length,
  gzip: a.gzip + zlib.gzipSync(body, {level: 6}).length,
});

/** Loads `url` in a fresh context (empty cache) and sums bytes by kind once the network is idle. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const result: FirstLoad = {url, html: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, js: {raw: 0, gzip: 0}, requests: []};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    pending.push(
      response
        .body()
        .then((body) => {
          result.requests.push({url: response.url(), type, raw: body.length});
          if (type === 'document') result.html = add(result.html, body);
          else if (type === 'stylesheet') result.css = add(result.css, body);
          else if (type === 'script') result.js = add(result.js, body);
        })
        .catch(() => {}),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return result;
}
