/**
 * The browser tests' shared setup: serve build/ on 127.0.0.1 and launch the system Chromium before the first
 * test of the process (node:test `before`), close both after its last; open a page in a fresh context and
 * wait for hydration. `npm run test:e2e` runs the browser test files as two processes, each half
 * (tests/e2e/parts.ts) sharing one server and one Chromium (tests/e2e/all-in-one-process.ts); a file run
 * alone gets its own. Every browser test launches Chromium through `launchChromium`.
 */
import {after, before} from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {serveBuild, type ServedSite} from '../helpers/server';

/**
 * Chromium flags of the tests only, on top of CHROMIUM_ARGS: V8 stops at its baseline compiler (Sparkplug)
 * and never optimises with Maglev or TurboFan. A test page lives for seconds, so optimising its code on
 * another thread is CPU spent for nothing; CONTRIBUTING ("Tests and what they cost") has the measurement.
 * What a page does is the same at every tier. `npm run bench` keeps the plain flags: readers' browsers
 * optimise.
 */
const TEST_ONLY_ARGS = ['--js-flags=--max-opt=1'];

/**
 * Launches the system Chromium for a test.
 * @throws Error when no Chromium is installed (see `chromiumPath`).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS]});
}

/**
 * One thing of this process that test files share (the served build, the Chromium): started when the first
 * file holds it, stopped when the last one lets go.
 */
function shared<T>(start: () => Promise<T>, stop: (thing: T) => Promise<void>) {
  let state: {started: Promise<T>; holders: number} | undefined;
  return {
    hold(): Promise<T> {
      state ??= {started: start(), holders: 0};
      state.holders += 1;
      return state.started;
    },
    async release(): Promise<void> {
      if (!state || --state.holders > 0) return;
      const {started} = state;
      state = undefined;
      await stop(await started);
    },
  };
}

const sharedChromium = shared(launchChromium, (browser) => browser.close());
const sharedSite = shared(serveBuild, (site) => site.stop());

/**
 * The process's shared Chromium for the tests of one file, for files that serve their own pages: held from
 * this file's `before` hook to its `after`.
 * @returns `browser`, a getter that throws before the browser is up, and `ready()`, which resolves to it; a
 *   file's own `before` hook awaits `ready()`: once tests/e2e/all-in-one-process.ts has registered the first
 *   test, node:test 20 runs root-level hooks as they are registered, without waiting for the ones before.
 */
export function useSharedChromium(): {readonly browser: Browser; ready(): Promise<Browser>} {
  let held: Promise<Browser> | undefined;
  let browser: Browser | undefined;
  const ready = () => (held ??= sharedChromium.hold());
  before(async () => {
    browser = await ready();
  });
  after(() => (held ? sharedChromium.release() : undefined));
  return {
    get browser() {
      if (!browser) throw new Error('useSharedChromium: the browser is only available inside tests');
      return browser;
    },
    ready,
  };
}

export interface Harness {
  /** The served build; available inside tests. */
  readonly site: ServedSite;
  readonly browser: Browser;
}

/**
 * The served build and the shared Chromium for the tests of one file: started by the first file's `before`,
 * closed by the last file's `after`.
 * @returns getters that throw outside tests (before `before` ran).
 */
export function useServedSite(): Harness {
  const chromium = useSharedChromium();
  let site: ServedSite | undefined;
  before(async () => {
    site = await sharedSite.hold();
  });
  after(() => sharedSite.release());
  return {
    get site() {
      if (!site) throw new Error('useServedSite: the site is only available inside tests');
      return site;
    },
    get browser() {
      return chromium.browser;
    },
  };
}

/** Resolves once React has hydrated the page (Docusaurus sets `data-has-hydrated` on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** The desktop viewport the browser tests use unless they test a phone (px). */
export const DESKTOP = {width: 1280, height: 800};
/** A phone viewport (px): the width of a common 6.1" phone. */
export const PHONE = {width: 390, height: 844};

/**
 * A pooled page's own settings: its browser and pool key, its context options, the DevTools session that
 * clears its cache.
 */
interface PooledPage {
  browser: Browser;
  key: string;
  options: BrowserContextOptions;
  cdp: CDPSession;
}

const pooled = new WeakMap<Page, PooledPage>();
/**
 * Per browser, per context options: pages a test has handed back with `closePage`, reset and at about:blank.
 */
const idlePages = new WeakMap<Browser, Map<string, Page[]>>();

/**
 * A page at about:blank that starts as a fresh context would: a page another test handed back (`closePage`)
 * when one with the same context options is idle, else a page in a new context. A reused page loads a route
 * for less than half the CPU of a new context and renderer (CONTRIBUTING, "Tests and what they cost").
 * @param options context options (`viewport` in px, DESKTOP unless given; colorScheme, permissions…).
 */
export async function blankPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const contextOptions = {viewport: DESKTOP, ...options};
  const key = JSON.stringify(contextOptions);
  const idle = idlePages.get(browser)?.get(key);
  const reused = idle?.pop();
  if (reused) return reused;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  pooled.set(page, {browser, key, options: contextOptions, cdp: await context.newCDPSession(page)});
  return page;
}

/**
 * Opens `url` and resolves once React has hydrated the page. The page starts as in a fresh browser context:
 * no storage, cookies or HTTP cache from earlier tests (see `blankPage`). Hand it back with `closePage`.
 * @param options `viewport` (px, DESKTOP unless given), any other context option (colorScheme, permissions…),
 *   and `init`, a script to run in the page before its own scripts; a page with one gets a context of its
 *   own, as an init script cannot be taken back.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & {init?: Parameters<Page['addInitScript']>[0]} = {},
): Promise<Page> {
  const {init, ...contextOptions} = options;
  let page: Page;
  if (init) {
    page = await (await browser.newContext({viewport: DESKTOP, ...contextOptions})).newPage();
    await page.addInitScript(init);
  } else {
    page = await blankPage(browser, contextOptions);
  }
  await page.goto(url);
  await hydrated(page);
  return page;
}

/**
 * Ends a test's use of a page. A page from `blankPage` (or `openPage` without `init`) is reset as a new
 * context would be and kept for the next test with the same options: its listeners, routes and other tabs go,
 * the site's storage and cookies are cleared, it goes to about:blank, its HTTP cache is emptied, and its
 * viewport and emulated media are those of its options again. Any other page's context is closed, as is a
 * pooled page's when the reset fails.
 */
export async function closePage(page: Page): Promise<void> {
  const own = pooled.get(page);
  if (!own || page.isClosed()) return page.context().close();
  try {
    await page.removeAllListeners();
    await page.unrouteAll({behavior: 'ignoreErrors'});
    for (const other of page.context().pages()) if (other !== page) await other.close();
    const {origin} = new URL(page.url());
    if (origin.startsWith('http')) {
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await own.cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
    }
    await page.context().clearCookies();
    await page.goto('about:blank');
    await own.cdp.send('Network.clearBrowserCache');
    const {viewport, colorScheme, reducedMotion, forcedColors} = own.options;
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? 'light',
      reducedMotion: reducedMotion ?? 'no-preference',
      forcedColors: forcedColors ?? 'none',
    });
  } catch {
    await page.context().close();
    return;
  }
  const pools = idlePages.get(own.browser) ?? new Map<string, Page[]>();
  idlePages.set(own.browser, pools);
  pools.set(own.key, [...(pools.get(own.key) ?? []), page]);
}
