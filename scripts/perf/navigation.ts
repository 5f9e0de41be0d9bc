/**
 * Time from clicking a prefetched sidebar link to the new page's content on screen (PERF-5: under 100 ms).
 *
 * The reader's way: the page is loaded and idle, the pointer rests on the link (Docusaurus preloads the
 * target route's chunks on hover) until the network is idle, then the click. The clock runs inside the page,
 * from the click to the first animation frame after the target's `<h1>` is in the document.
 */
import type {Browser} from 'playwright-core';

export interface NavigationCase {
  /** absolute URL of the page the reader starts on */
  from: string;
  /** href of the sidebar link to follow, e.g. `/docs/configure` */
  linkHref: string;
  /** the target page's `<h1>` text */
  heading: string;
}

/**
 * Milliseconds per run, one fresh page each run.
 * @throws Error when the link is missing or the heading does not appear within 10 s.
 */
export async function measurePrefetchedNavigation(
  browser: Browser,
  nav: NavigationCase,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    try {
      await page.goto(nav.from);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const link = page.locator(`nav.menu a.menu__link[href="${nav.linkHref}"]`).first();
      await link.hover();
      await page.waitForLoadState('networkidle');
      // No named functions inside: the callback is serialised into the page as it is compiled here.
      const ms = await page.evaluate(
        ({href, heading}) =>
          new Promise<number>((resolve, reject) => {
            const anchor = document.querySelector<HTMLAnchorElement>(`nav.menu a.menu__link[href="${href}"]`);
            if (!anchor) return reject(new Error(`no sidebar link to ${href}`));
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading))
                return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, {childList: true, subtree: true, characterData: true});
            setTimeout(() => reject(new Error(`"${heading}" did not appear within 10 s`)), 10_000);
            anchor.click();
          }),
        {href: nav.linkHref, heading: nav.heading},
      );
      times.push(ms);
    } finally {
      await context.close();
    }
  }
  return times;
}
