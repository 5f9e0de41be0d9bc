/**
 * What a browser loads and executes on a route's first load (empty cache): the HTML document, the stylesheets
 * and the scripts, in raw and gzip bytes. Prefetch hints (`<link rel="prefetch">`) are downloaded in idle
 * time but not executed, so they are listed in `requests` and not counted. gzip is computed here (zlib level
 * 6, what static hosts serve by default) because the local server sends files uncompressed.
 *
 * Shared by the byte budgets of `npm test` (tests/e2e/budgets.test.ts) and `npm run bench`.
 */
import zlib from 'node:zlib';
import {watchNetwork} from '../../scripts/lib/networkQuiet';
import type {Browser, Page, Request, Response} from 'playwright-core';

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

/** The viewport first loads are measured at (px): a desktop, as the stock figures in ./budgets.ts were. */
const VIEWPORT = {width: 1280, height: 800};

/**
 * A page in a browser context of its own with the HTTP cache (disk and memory) switched off through the
 * DevTools protocol, so every navigation in it fetches each resource from the network as a first visit does:
 * one page can measure one route after another without the cost of a new context and renderer for each (about
 * 0.5 s on a 2-core host). Close it with `page.context().close()`.
 */
export async function coldPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({viewport: VIEWPORT});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  return page;
}

/**
 * Loads `url` in `page` (made by `coldPage`), waits until React has hydrated and the network is idle, and
 * sums the bytes by kind. Leaves no listener on the page, and nothing in flight, for the next load.
 * @param url absolute URL of the route.
 * @param expectedStatus the HTTP status the route must answer with (404 for the not-found page).
 * @throws Error when the page answers another status or does not hydrate within Playwright's default 30 s.
 */
export async function measureLoad(page: Page, url: string, expectedStatus = 200): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const thirdParty: string[] = [];
  const pending: Promise<LoadedResource | undefined>[] = [];
  // data: and blob: URLs are made in the page, not loaded over the network: a blob: worker's script was
  // counted when its text was fetched (the playground's engine, as a `fetch` resource).
  const local = (u: string) => u.startsWith('data:') || u.startsWith('blob:');
  const onRequest = (request: Request) => {
    if (!local(request.url()) && new URL(request.url()).origin !== origin) thirdParty.push(request.url());
  };
  const onResponse = (response: Response) => {
    if (local(response.url())) return;
    pending.push(
      response.body().then(
        (body) => ({url: response.url(), type: response.request().resourceType(), bytes: bytesOf(body)}),
        () => undefined, // redirects and aborted prefetches have no body
      ),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
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
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
}

/**
 * `measureLoad` in a page of its own, closed afterwards.
 * @param browser a launched Chromium (see scripts/lib/browser.ts).
 * @throws Error as `measureLoad`.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  expectedStatus = 200,
): Promise<FirstLoad> {
  const page = await coldPage(browser);
  try {
    return await measureLoad(page, url, expectedStatus);
  } finally {
    await page.context().close();
  }
}
