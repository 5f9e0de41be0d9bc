/**
 * One cold visit of each route per test process, shared by the tests that check every route on a first load: the
 * route table (tests/e2e/site.test.ts, ROUTE-1, ROUTE-2) and the byte budgets (tests/e2e/budgets.test.ts, PERF-1,
 * PERF-2, OFFLINE-1). `npm run test:e2e` runs both files in one process (tests/e2e/all-in-one-process.ts), so each
 * route is loaded once for both; a file run alone loads the routes itself.
 */
import {after} from 'node:test';
import type {Browser, ConsoleMessage, Page, Request} from 'playwright-core';
import {measureLoad, type FirstLoad} from '../../scripts/perf/firstLoad';
import {ColdPagePool} from './pagePool';
import type {SpecRoute} from './routes';

/** What a first load of a route showed and did. */
export interface RouteVisit {
  /** Bytes by kind and every request to another origin than the served build's (`measureLoad`). */
  load: FirstLoad;
  /** document.title after hydration. */
  title: string;
  /** Text of every <h1>, trimmed. */
  headings: string[];
  /** Text of the navbar's link to /docs/API, or null when there is none. */
  navDocs: string | null;
  /** Text of the footer's link to /docs/configure, or null when there is none. */
  footerGettingStarted: string | null;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
}

/** An http(s) request to another host than the served build's. */
function isForeign(address: string): boolean {
  const url = new URL(address);
  return !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http');
}

/**
 * Starts recording `page`'s console errors, uncaught exceptions and requests to other origins; `stop` removes the
 * listeners, for a page that is reused afterwards.
 */
export function recordProblems(page: Page): {errors: string[]; foreignRequests: string[]; stop(): void} {
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onPageError = (error: Error) => errors.push(String(error));
  const onRequest = (request: Request) => {
    if (isForeign(request.url())) foreignRequests.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return {
    errors,
    foreignRequests,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
    },
  };
}

let pool: ColdPagePool | undefined;
const visits = new Map<string, Promise<RouteVisit>>();
after(async () => {
  await pool?.close();
  pool = undefined;
  visits.clear();
});

/**
 * The first load of `route` at `siteUrl`, in a cold page (no HTTP cache) reused from route to route; loaded once
 * per process and route, however many tests ask.
 * @param browser the launched browser (a function, as the harness has it only inside tests).
 * @param siteUrl the served build's origin, no trailing slash.
 * @throws Error when the route answers another status than its kind's (404 for the not-found page, else 200) or
 *   does not hydrate (`measureLoad`); every test that asks for the route gets the same error.
 */
export function visitRoute(browser: () => Browser, siteUrl: string, route: SpecRoute): Promise<RouteVisit> {
  const key = siteUrl + route.path;
  let visit = visits.get(key);
  if (!visit) {
    pool ??= new ColdPagePool(browser);
    visit = pool.use(async (page) => {
      const problems = recordProblems(page);
      try {
        const load = await measureLoad(page, key, route.kind === 'not-found' ? 404 : 200);
        const shown = await page.evaluate(() => ({
          title: document.title,
          headings: Array.from(document.querySelectorAll('h1'), (h) => (h.textContent ?? '').trim()),
          navDocs: document.querySelector('nav.navbar a[href="/docs/API"]')?.textContent ?? null,
          footerGettingStarted:
            document.querySelector('footer a[href="/docs/configure"]')?.textContent ?? null,
        }));
        return {load, ...shown, errors: problems.errors};
      } finally {
        problems.stop();
      }
    });
    visits.set(key, visit);
  }
  return visit;
}
