/**
 * The browser tests' shared setup: serve build/ on 127.0.0.1 and launch the system Chromium once per file
 * (node:test `before`), close both afterwards; open a page in a fresh context and wait for hydration.
 */
import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContextOptions, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {serveBuild, type ServedSite} from '../helpers/server';

export interface Harness {
  /** The served build; available inside tests. */
  readonly site: ServedSite;
  readonly browser: Browser;
}

export function useServedSite(): Harness {
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await serveBuild();
    browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('useServedSite: the site is only available inside tests');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('useServedSite: the browser is only available inside tests');
      return browser;
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
 * Opens `url` in a fresh browser context and resolves once React has hydrated the page.
 * @param options `viewport` (px, DESKTOP unless given), any other context option (colorScheme, permissions…),
 *   and `init`, a script to run in the page before its own scripts.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & {init?: Parameters<Page['addInitScript']>[0]} = {},
): Promise<Page> {
  const {init, ...contextOptions} = options;
  const context = await browser.newContext({viewport: DESKTOP, ...contextOptions});
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  await page.goto(url);
  await hydrated(page);
  return page;
}
