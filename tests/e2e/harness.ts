/**
 * Shared setup of the browser test files: serve build/ on 127.0.0.1 and launch the system Chromium once per
 * file (node:test `before`), and close both afterwards. Call at the top level of a test file.
 */
import {after, before} from 'node:test';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {serveBuild, type ServedSite} from './server';

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
