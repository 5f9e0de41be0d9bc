/**
 * PERF-7: on a first load, hydration keeps the server HTML of static content (code blocks, also inside tabs,
 * props tables, preview figures) instead of building it again, while tabs keep working.
 *
 * How: main.js is held back until the test has tagged every server-rendered node it cares about; after
 * hydration each tagged node must still be in the page, unchanged. Theme-classic's own tabs remount after
 * hydration, which replaces every code block inside them: the first test fails with them.
 *
 * PERF-9: Markdown tables, lists and long paragraphs are static islands too (src/remark/static-islands):
 * React attaches no fiber to the elements inside them, and their links still navigate client-side.
 *
 * PERF-10: no page sets up the browser's ICU collator on load (no `localeCompare` call), and code blocks
 * still show the word-wrap button exactly when their code is wider than the block.
 *
 * Also here, because it is the same first load: the route chunks in the HTML are each loaded once (see
 * src/plugins/route-chunks-in-html).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {closePage, DESKTOP, hydrated, openPage, useServedSite} from '../helpers/browser';
import {markRenders, rendersSinceMark, renderWatchScript} from '../helpers/renderWatch';

const harness = useServedSite();

/** The phone the hydration costs of PERF-7 to PERF-10 are about: Lighthouse's mobile viewport (px). */
const PHONE = {width: 412, height: 823};

/** Opens `path` at `viewport` (a phone unless given), hydrated; `init` runs before the page's own scripts. */
const openHydrated = (path: string, viewport = PHONE, init?: Parameters<Page['addInitScript']>[0]) =>
  openPage(harness.browser, harness.site.url + path, {viewport, init});

/** Static content whose server HTML hydration must keep. */
const STATIC_CONTENT = 'main pre, main table, main figure';

interface Kept {
  /** Server-rendered nodes tagged before any script ran. */
  tagged: number;
  /** Of those, how many are still attached to the document after hydration. */
  stillAttached: number;
  /** Nodes matching STATIC_CONTENT after hydration that the server did not render (built again by React). */
  rebuilt: number;
  /** Tagged nodes still attached whose inner HTML is no longer the server's. */
  changed: number;
}

/**
 * Opens `path` at a phone's viewport with main.js held until every STATIC_CONTENT node of the server HTML is
 * tagged, then lets the page hydrate and reports what happened to the tagged nodes.
 * @param beforeHydration runs before the page is opened (e.g. to seed localStorage with an init script).
 */
async function openKeepingTrack(
  path: string,
  beforeHydration?: (page: Page) => Promise<unknown>,
): Promise<{page: Page; kept: Kept}> {
  const context = await harness.browser.newContext({viewport: PHONE});
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await beforeHydration?.(page);
  await page.goto(harness.site.url + path, {waitUntil: 'commit'});
  await page.waitForSelector('footer.footer');
  const tagged = await page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    (window as unknown as {serverNodes: [Element, string][]}).serverNodes = nodes.map((n) => [
      n,
      n.innerHTML,
    ]);
    return nodes.length;
  }, STATIC_CONTENT);
  release();
  await hydrated(page);
  await page.waitForTimeout(300);
  const kept = await page.evaluate(
    ({selector, tagged: count}) => {
      const server = (window as unknown as {serverNodes: [Element, string][]}).serverNodes;
      const serverSet = new Set(server.map(([n]) => n));
      return {
        tagged: count,
        stillAttached: server.filter(([n]) => n.isConnected).length,
        rebuilt: [...document.querySelectorAll(selector)].filter((n) => !serverSet.has(n)).length,
        changed: server.filter(([n, html]) => n.isConnected && n.innerHTML !== html).length,
      };
    },
    {selector: STATIC_CONTENT, tagged},
  );
  return {page, kept};
}

for (const [path, what] of [
  ['/docs/installation', 'code blocks inside npm / Yarn / pnpm tabs'],
  ['/docs/api/frame', 'the props table and code blocks'],
  ['/docs/styling', 'preview figures and code blocks'],
] as const) {
  test(`${path}: hydration keeps the server HTML of ${what}`, async () => {
    const {page, kept} = await openKeepingTrack(path);
    assert.ok(kept.tagged > 0, `no static content found on ${path}`);
    assert.deepEqual(kept, {tagged: kept.tagged, stillAttached: kept.tagged, rebuilt: 0, changed: 0});
    await closePage(page);
  });
}

test("a reader's earlier tab choice is shown after hydration, without rebuilding the panels", async () => {
  const {page, kept} = await openKeepingTrack('/docs/installation', (p) =>
    p.addInitScript(() => localStorage.setItem('docusaurus.tab.npm2yarn', 'pnpm')),
  );
  assert.equal(kept.rebuilt, 0);
  const visible = await page.locator('main [role="tabpanel"]:not([hidden]) code').allTextContents();
  assert.ok(visible.length >= 2 && visible.every((code) => /^pnpm /m.test(code)), visible.join(' | '));
  const selected = await page.locator('main [role="tab"][aria-selected="true"]').allTextContents();
  assert.ok(selected.length >= 2 && selected.every((label) => label === 'pnpm'), selected.join(' | '));
  await closePage(page);
});

test('tabs work from the keyboard: arrows move focus and wrap around, Enter selects', async () => {
  const page = await openHydrated('/docs/installation', DESKTOP);
  const tabs = page.locator('main [role="tablist"]').first().locator('[role="tab"]');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'pnpm');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'npm');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true');
  assert.equal(await tabs.nth(1).getAttribute('tabindex'), '0');
  assert.equal(await tabs.nth(0).getAttribute('tabindex'), '-1');
  const visible = await page.locator('main [role="tabpanel"]:not([hidden]) code').first().textContent();
  assert.match(visible ?? '', /^yarn /m);
  await closePage(page);
});

test('each route chunk is loaded once: main.js waits for the deferred tags instead of adding its own', async () => {
  const context = await harness.browser.newContext();
  const page = await context.newPage();
  // Scripts added by JavaScript (webpack's loader); the HTML parser's own do not go through appendChild.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as {addedScripts: string[]}).addedScripts = added;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement) added.push(node.src);
      return append.call(this, node) as T;
    };
  });
  await page.goto(harness.site.url + '/docs/installation');
  await hydrated(page);
  // (webpack's loader removes each tag once its chunk has run, so they are read from the HTML itself.)
  const html = await (await page.request.get(harness.site.url + '/docs/installation')).text();
  const inHtml = [...html.matchAll(/<script src="([^"]+)" defer>/g)].map(
    (m) => new URL(m[1], page.url()).href,
  );
  assert.ok(inHtml.length >= 3, `route chunks deferred in the HTML: ${inHtml.join(', ')}`);
  const added = await page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts);
  assert.deepEqual(
    added.filter((src) => inHtml.includes(src)),
    [],
    'a route chunk of the HTML was inserted again by main.js',
  );
  await context.close();
});

/** Whether React 17 hydrated `element` (it then carries a `__reactFiber$…` property). */
const HAS_FIBER = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test('Markdown tables and lists are not walked by hydration; headings around them are (PERF-9)', async () => {
  const page = await openHydrated('/docs/styling');
  const counts = await page.evaluate((hasFiber) => {
    const fiberOf = new Function(`return (${hasFiber})`)() as (e: Element) => boolean;
    const cells = [...document.querySelectorAll('.theme-doc-markdown td')];
    const listItems = [...document.querySelectorAll('.theme-doc-markdown > ul li')];
    const headings = [...document.querySelectorAll('.theme-doc-markdown h2')];
    return {
      cells: cells.length,
      cellsWithFiber: cells.filter(fiberOf).length,
      listItems: listItems.length,
      listItemsWithFiber: listItems.filter(fiberOf).length,
      headings: headings.length,
      headingsWithFiber: headings.filter(fiberOf).length,
    };
  }, HAS_FIBER.toString());
  assert.ok(counts.cells > 50 && counts.listItems > 3, JSON.stringify(counts));
  assert.equal(counts.cellsWithFiber, 0, JSON.stringify(counts));
  assert.equal(counts.listItemsWithFiber, 0, JSON.stringify(counts));
  // Hydration did run on the page: the headings outside the islands are React's.
  assert.equal(counts.headingsWithFiber, counts.headings, JSON.stringify(counts));
  await closePage(page);
});

test('a link inside a Markdown island navigates client-side, without loading the page again (PERF-9)', async () => {
  const page = await openHydrated('/docs/styling', DESKTOP);
  const href = await page.evaluate((hasFiber) => {
    const fiberOf = new Function(`return (${hasFiber})`)() as (e: Element) => boolean;
    const link = [
      ...document.querySelectorAll<HTMLAnchorElement>('.theme-doc-markdown a[href^="/docs/"]'),
    ].find((a) => !fiberOf(a) && !a.closest('pre, figure') && a.pathname !== location.pathname);
    link?.setAttribute('data-island-link', '');
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
    return link?.getAttribute('href');
  }, HAS_FIBER.toString());
  assert.ok(href, 'no link to another doc inside a Markdown island on /docs/styling');
  await page.click('[data-island-link]');
  await page.waitForURL((url) => url.pathname === href.replace(/#.*$/, ''));
  await page.waitForFunction(
    (path) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(path),
    href.replace(/#.*$/, ''),
  );
  assert.equal(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument), true);
  await closePage(page);
});

test('the site footer is not walked by hydration, and its links still route client-side (PERF-12)', async () => {
  const page = await openHydrated('/blog', DESKTOP);
  const footer = await page.evaluate((hasFiber) => {
    const fiberOf = new Function(`return (${hasFiber})`)() as (e: Element) => boolean;
    const element = document.querySelector('footer.footer')!;
    const inside = [element, ...element.querySelectorAll('*')];
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
    return {
      elements: inside.length,
      withFiber: inside.filter(fiberOf).length,
      navbarHydrated: fiberOf(document.querySelector('nav.navbar')!),
    };
  }, HAS_FIBER.toString());
  assert.ok(footer.elements > 20, JSON.stringify(footer));
  assert.equal(footer.withFiber, 0, JSON.stringify(footer));
  // The navbar, outside the island, is React's: hydration ran.
  assert.ok(footer.navbarHydrated, JSON.stringify(footer));
  await page.locator('footer.footer a[href="/docs/styling"]').click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Styling');
  assert.equal(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument), true);
  // Island or not, the reader sees one footer logo, the one of the colour mode.
  assert.equal(await page.locator('footer.footer img.footer__logo:visible').count(), 1);
  await closePage(page);
});

test('the first tap on the menu button renders the menu, not the bar around the button (PERF-12)', async () => {
  // The menu button itself follows the menu; every other element of the bar is watched.
  const page = await openHydrated('/docs/installation', PHONE, {
    content: renderWatchScript('.navbar__inner, .navbar__inner *', '.navbar__toggle'),
  });
  const watched = await markRenders(page);
  assert.ok(watched > 10, `the watch sees the bar's elements (${watched})`);
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar__item').first().waitFor();
  const rendered = await rendersSinceMark(page);
  // The logo, the links, the colour toggle and the search stay as they were.
  assert.deepEqual(rendered, []);
  await closePage(page);
});

test("a link inside a Markdown island has its route prefetched once it scrolls into view, as <Link>'s are (PERF-9, PREFETCH-1)", async () => {
  // Records the route prefetches made through window.docusaurus (by <Link>s and islands alike). Docusaurus
  // freezes the object it sets, so the page gets a copy whose prefetch records its calls. A string, not a
  // function: the test compiler would add helpers the page does not have to a function's source.
  const recordPrefetches = `
    const calls = [];
    let api;
    Object.defineProperty(window, 'islandPrefetches', {value: calls});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => api,
      set(value) {
        api = {...value, prefetch: (path) => (calls.push(path), value.prefetch(path))};
      },
    });
  `;
  const page = await openHydrated('/docs/styling', PHONE, recordPrefetches);
  const target = await page.evaluate((hasFiber) => {
    const fiberOf = new Function(`return (${hasFiber})`)() as (e: Element) => boolean;
    const below = [
      ...document.querySelectorAll<HTMLAnchorElement>('.theme-doc-markdown a[href^="/docs/"]'),
    ].find(
      (a) =>
        !fiberOf(a) &&
        !a.closest('pre, figure') &&
        a.pathname !== location.pathname &&
        a.getBoundingClientRect().top > 3 * innerHeight,
    );
    below?.setAttribute('data-island-link', '');
    return below?.pathname;
  }, HAS_FIBER.toString());
  assert.ok(target, 'no island link to another doc far below the fold on /docs/styling');
  const calls = () =>
    page.evaluate(() => (window as unknown as {islandPrefetches: string[]}).islandPrefetches);
  await page.waitForTimeout(300);
  assert.ok(!(await calls()).includes(target), `${target} was prefetched before it was on screen`);
  await page.locator('[data-island-link]').scrollIntoViewIfNeeded();
  const deadline = Date.now() + 5000;
  while (!(await calls()).includes(target) && Date.now() < deadline) await page.waitForTimeout(100);
  assert.ok(
    (await calls()).includes(target),
    `${target} not prefetched; prefetched: ${(await calls()).join(', ')}`,
  );
  await closePage(page);
});

test('no first load sets up the ICU collator: localeCompare is never called (PERF-10)', async () => {
  for (const path of ['/', '/docs/installation', '/docs/api/frame', '/blog']) {
    const page = await openHydrated(path, PHONE, () => {
      const calls: string[] = [];
      (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls = calls;
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.push(String(new Error().stack).split('\n')[2] ?? '');
        return original.apply(this, args);
      };
    });
    await page.waitForTimeout(300);
    const calls = await page.evaluate(
      () => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls,
    );
    assert.deepEqual(calls, [], `${path} called localeCompare`);
    await closePage(page);
  }
});

test('on a phone, code blocks show the word-wrap button exactly when their code is wider; it wraps them (PERF-10)', async () => {
  const page = await openHydrated('/docs/configure');
  const measure = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main pre')]
        .filter((pre) => pre.offsetParent !== null)
        .map((pre) => ({
          wide: pre.scrollWidth > pre.clientWidth,
          button: Boolean(pre.parentElement?.querySelector('button[title="Toggle word wrap"]')),
        })),
    );
  // The buttons are shown in idle time after the load (PERF-12): wait for them, a bounded while.
  let blocks = await measure();
  const deadline = Date.now() + 5000;
  while (blocks.some((b) => b.wide !== b.button) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    blocks = await measure();
  }
  assert.ok(blocks.some((b) => b.wide) && blocks.some((b) => !b.wide), JSON.stringify(blocks));
  assert.deepEqual(
    blocks.map((b) => b.button),
    blocks.map((b) => b.wide),
  );
  const wide = page.locator('main pre').nth(blocks.findIndex((b) => b.wide));
  await wide.locator('xpath=..').locator('button[title="Toggle word wrap"]').click();
  assert.equal(
    await wide.evaluate((pre) => pre.scrollWidth <= pre.clientWidth),
    true,
    'wrapped code still scrolls',
  );
  assert.equal(await wide.locator('xpath=..').locator('button[title="Toggle word wrap"]').count(), 1);
  await closePage(page);
});
