/**
 * One cold visit of each route per test process, shared by the tests that check every route on a first load:
 * the accessibility sweep (tests/e2e/a11y.test.ts), the byte budgets (tests/e2e/budgets.test.ts, PERF-1,
 * PERF-2, OFFLINE-1) and the route table (tests/e2e/site.test.ts, ROUTE-1, ROUTE-2). `npm run test:e2e` runs
 * these files in one process (part 1 of tests/e2e/parts.ts), so each route is loaded once for all three; a
 * file run alone loads the routes itself.
 */
import {after} from 'node:test';
import type {Browser, ConsoleMessage, Page} from 'playwright-core';
import {measureLoad, type FirstLoad} from './firstLoad';
import {axeInBothModes, type AxeInBothModes} from './axe';
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
  /** Text of every footer link to /docs/configure, in document order. */
  footerGettingStarted: string[];
  /** Console errors and uncaught exceptions, in order (recorded before axe ran). */
  errors: string[];
  /** axe's violations in light mode, then dark (run last, as it leaves the page in dark mode). */
  axe: AxeInBothModes;
}

/**
 * Starts recording `page`'s console errors and uncaught exceptions; `stop` removes the listeners, for a page
 * that is reused afterwards. Requests to other origins are `measureLoad`'s to record.
 */
function recordErrors(page: Page): {errors: string[]; stop(): void} {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onPageError = (error: Error) => errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
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
 * The first load of `route` at `siteUrl`, in a cold page (no HTTP cache) reused from route to route; loaded
 * once per process and route, however many tests ask.
 * @param browser the launched browser (a function, as the harness has it only inside tests).
 * @param siteUrl the served build's origin, no trailing slash.
 * @throws Error when the route answers another status than its kind's (404 for the not-found page, else 200)
 *   or does not hydrate (`measureLoad`); every test that asks for the route gets the same error.
 */
export function visitRoute(browser: () => Browser, siteUrl: string, route: SpecRoute): Promise<RouteVisit> {
  const key = siteUrl + route.path;
  let visit = visits.get(key);
  if (!visit) {
    pool ??= new ColdPagePool(browser);
    visit = pool.use(async (page) => {
      const problems = recordErrors(page);
      let load: FirstLoad;
      let shown: Pick<RouteVisit, 'title' | 'headings' | 'navDocs' | 'footerGettingStarted'>;
      try {
        load = await measureLoad(page, key, route.kind === 'not-found' ? 404 : 200);
        shown = await page.evaluate(() => ({
          title: document.title,
          headings: Array.from(document.querySelectorAll('h1'), (h) => (h.textContent ?? '').trim()),
          navDocs: document.querySelector('nav.navbar a[href="/docs/API"]')?.textContent ?? null,
          footerGettingStarted: Array.from(
            document.querySelectorAll('footer a[href="/docs/configure"]'),
            (a) => a.textContent ?? '',
          ),
        }));
      } finally {
        problems.stop();
      }
      return {load, ...shown, errors: problems.errors, axe: await axeInBothModes(page)};
    });
    visits.set(key, visit);
  }
  return visit;
}
