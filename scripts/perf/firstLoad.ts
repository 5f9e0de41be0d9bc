/**
 * What a browser loads and executes on a route's first load (empty cache): the HTML document, the stylesheets and
 * the scripts, in raw and gzip bytes. Prefetch hints (`<link rel="prefetch">`) are downloaded in idle time but not
 * executed, so they are listed in `requests` and not counted. gzip is computed here (zlib level 6, what static
 * hosts serve by default) because the local server sends files uncompressed.
 *
 * Shared by the byte budgets of `npm test` (tests/e2e/budgets.test.ts) and `npm run bench`.
 */
import zlib from 'node:zlib';
import {watchNetwork} from '../lib/networkQuiet';
import type {Browser} from 'playwright-core';

export interface Bytes {
  /** bytes as served */
  raw: number;
  /** bytes after gzip -6 */
  gzip: number;
}

export interface LoadedResource {
  url: string;
  /** Chromium's resource type: document, stylesheet, script, image, font, fetch, other (prefetch) … */
  type: string;
  bytes: Bytes;
}

export interface FirstLoad {
  url: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  /** Every response of the load, in arrival order. */
  resources: LoadedResource[];
  /** Every request to another origin than the page's (it should stay empty: the site is self-contained). */
  thirdParty: string[];
}

const ZERO: Bytes = {raw: 0, gzip: 0};
const sum = (a: Bytes, b: Bytes): Bytes => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip});
export const bytesOf = (body: Buffer): Bytes => ({
  raw: body.length,
  gzip: zlib.gzipSync(body, {level: 6}).length,
});

/**
 * Loads `url` in a fresh browser context, waits until React has hydrated and the network is idle, and sums the
 * bytes by kind.
 * @param browser a launched Chromium (see scripts/lib/browser.ts).
 * @param url absolute URL of the route.
 * @param expectedStatus the HTTP status the route must answer with (404 for the not-found page).
 * @throws Error when the page answers another status or does not hydrate within Playwright's default 30 s.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  expectedStatus = 200,
): Promise<FirstLoad> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const thirdParty: string[] = [];
  const pending: Promise<LoadedResource | undefined>[] = [];
  // data: and blob: URLs are made in the page, not loaded over the network: a blob: worker's script was counted
  // when its text was fetched (the playground's engine, as a `fetch` resource).
  const local = (u: string) => u.startsWith('data:') || u.startsWith('blob:');
  page.on('request', (request) => {
    if (!local(request.url()) && new URL(request.url()).origin !== origin) thirdParty.push(request.url());
  });
  page.on('response', (response) => {
    if (local(response.url())) return;
    pending.push(
      response.body().then(
        (body) => ({url: response.url(), type: response.request().resourceType(), bytes: bytesOf(body)}),
        () => undefined, // redirects and aborted prefetches have no body
      ),
    );
  });
  try {
    const networkQuiet = watchNetwork(page);
    const response = await page.goto(url);
    if (response?.status() !== expectedStatus)
      throw new Error(`${url} answered ${response?.status()}, not ${expectedStatus}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await networkQuiet();
    const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== undefined);
    const total = (type: string) =>
      resources.filter((r) => r.type === type).reduce((a, r) => sum(a, r.bytes), ZERO);
    return {
      url,
      html: total('document'),
      css: total('stylesheet'),
      js: total('script'),
      resources,
      thirdParty,
    };
  } finally {
    await context.close();
  }
}
