/**
 * The built site in real Chromium against REQUIREMENTS.md (ROUTE-, NAV-, THEME-1, CONTENT-): every route of
 * the route table, navigation and footer targets, the blog list, the not-found page, /index.html stripping,
 * scroll behaviour, the colour mode, and no console errors anywhere.
 *
 * Needs `npm run build` first; serves build/ on 127.0.0.1.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {visitRoute} from '../helpers/routeVisits';
import {blankPage, closePage, hydrated, useServedSite} from '../helpers/browser';
import {API_ROUTES, DOC_ROUTES, SPEC_ROUTES, blogPostRoutes, route1DocIds} from '../helpers/routes';

const harness = useServedSite();

/** A desktop page at about:blank, as a fresh context has it (`blankPage`); hand it back with `closePage`. */
async function openPage(): Promise<{page: Page}> {
  return {page: await blankPage(harness.browser)};
}

// Three routes at a time: each mostly waits for the network to go idle. tests/helpers/routeVisits loads each
// route once, cold, for this table and for the byte budgets.
describe('ROUTE-1, ROUTE-2 route table', {concurrency: 3}, () => {
  test('the route table holds the doc and API pages ROUTE-1 lists, and the posts (CONTENT-1 to CONTENT-3)', () => {
    const required = new Set([...route1DocIds()].map((id) => `/docs/${id}`));
    assert.deepEqual(new Set([...DOC_ROUTES, ...API_ROUTES].map((r) => r.path)), required);
    assert.equal(blogPostRoutes().length, 4);
  });

  for (const route of SPEC_ROUTES) {
    test(`${route.path} renders its title with the navbar and footer, without console errors`, async () => {
      // visitRoute fails the test when the route answers another status than 200 (404 for the not-found
      // page).
      const visit = await visitRoute(() => harness.browser, harness.site.url, route);
      assert.equal(visit.title, route.title);
      assert.equal(visit.headings[0], route.heading);
      assert.equal(visit.headings.length, 1, 'one level-one heading');
      assert.equal(visit.navDocs, 'Docs');
      assert.deepEqual(visit.footerGettingStarted, ['Getting Started']);
      // The document itself answers 404 on the catch-all route; nothing else may fail.
      const unexpected = visit.errors.filter((e) => !(route.kind === 'not-found' && /status of 404/.test(e)));
      assert.deepEqual(unexpected, [], 'console errors');
      assert.deepEqual(visit.load.thirdParty, [], 'requests to other origins');
    });
  }

  test('/docs, the docs container, leads to the main doc (installation)', async () => {
    const {page} = await openPage();
    await page.goto(`${harness.site.url}/docs`);
    await page.waitForURL(/\/docs\/installation$/);
    assert.equal(await page.locator('h1').first().textContent(), 'Installation');
    await closePage(page);
  });
});

describe('NAV-1 to NAV-5 navigation', () => {
  test('top navigation: Docs → /docs/API, the repository, Blog → /blog', async () => {
    const {page} = await openPage();
    await page.goto(harness.site.url + '/');
    const links = await page
      .locator('nav.navbar .navbar__items--right a.navbar__link')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    assert.deepEqual(links, [
      ['Docs', '/docs/API'],
      ['GitHub', 'https://github.com/react-figma/react-figma'],
      ['Blog', '/blog'],
    ]);
    await page.locator('nav.navbar a', {hasText: 'Docs'}).first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'API Overview');
    assert.equal(page.url(), `${harness.site.url}/docs/API`);
    await page.locator('nav.navbar a', {hasText: 'Blog'}).first().click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 4);
    assert.equal(page.url(), `${harness.site.url}/blog`);
    await closePage(page);
  });

  test('footer: Docs column (Getting Started → /docs/configure, API, Styling, Ecosystem) and Social column', async () => {
    const {page} = await openPage();
    await page.goto(harness.site.url + '/');
    const columns = await page.locator('footer .footer__col').evaluateAll((cols) =>
      cols.map((col) => ({
        title: col.querySelector('.footer__title')?.textContent,
        links: [...col.querySelectorAll('a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      })),
    );
    assert.deepEqual(columns[0], {
      title: 'Docs',
      links: [
        ['Getting Started', '/docs/configure'],
        ['API', '/docs/API'],
        ['Styling', '/docs/styling'],
        ['Ecosystem', '/docs/ecosystem'],
      ],
    });
    assert.equal(columns[1].title, 'Social');
    assert.deepEqual(
      columns[1].links.map(([label]) => label),
      ['GitHub Discussions', 'Twitter', 'LinkedIn'],
    );
    await page.locator('footer a', {hasText: 'Getting Started'}).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Configuration');
    assert.equal(page.url(), `${harness.site.url}/docs/configure`);
    await closePage(page);
  });

  test('/blog lists the 4 posts as truncated previews, each with a descriptive link to the full post', async () => {
    const {page} = await openPage();
    await page.goto(harness.site.url + '/blog');
    const previews = page.locator('main article');
    assert.equal(await previews.count(), 4);
    for (const post of blogPostRoutes()) {
      const article = previews.filter({has: page.locator(`h2 a[href="${post.path}"]`)});
      assert.equal(await article.count(), 1, `preview of ${post.path}`);
      // Not the stock "Read More": its visible text names the action (Lighthouse SEO link-text), and its
      // accessible name adds the title (i18n/en/code.json).
      const more = article.locator(`a[href="${post.path}"]`, {hasText: 'Read the full post'});
      assert.equal(await more.count(), 1);
      assert.equal(await more.getAttribute('aria-label'), `Read the full post: ${post.heading}`);
      // The preview is shorter than the post: the post has text the preview stops before.
      const previewText = (await article.textContent()) ?? '';
      const postPage = await page.context().newPage();
      await postPage.goto(harness.site.url + post.path);
      const fullText = (await postPage.locator('article').first().textContent()) ?? '';
      await postPage.close();
      assert.ok(fullText.length > previewText.length + 200, `${post.path} preview is truncated`);
    }
    await closePage(page);
  });

  test('an unknown path shows the not-found page', async () => {
    const {page} = await openPage();
    const response = await page.goto(`${harness.site.url}/docs/api/nothing-here`);
    assert.equal(response?.status(), 404);
    await hydrated(page);
    assert.equal(await page.locator('h1').first().textContent(), 'Page Not Found');
    // A static host is case-sensitive even though the client router is not: the link crawl
    // (links.test.ts) relies on this 404 to catch wrong-case links such as /docs/api/Frame.
    assert.equal((await page.request.get(`${harness.site.url}/docs/api/Frame`)).status(), 404);
    await closePage(page);
  });

  test('a trailing /index.html is stripped: /docs/installation/index.html shows installation', async () => {
    const {page} = await openPage();
    await page.goto(`${harness.site.url}/docs/installation/index.html`);
    await hydrated(page);
    assert.equal(await page.locator('h1').first().textContent(), 'Installation');
    assert.equal(new URL(page.url()).pathname.replace(/\/index\.html$/, ''), '/docs/installation');
    await closePage(page);
  });
});

describe('NAV-6 on a phone (and PERF-11)', () => {
  test('the navbar menu shows the docs sidebar at the current page; a link there navigates and closes the menu', async () => {
    const context = await harness.browser.newContext({viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    await page.goto(harness.site.url + '/docs/configure');
    await hydrated(page);
    const menu = page.locator('.navbar-sidebar');
    // PERF-11: the menu's docs sidebar is built when the menu first opens, not with the page.
    await page.waitForTimeout(300);
    assert.equal(await menu.locator('.theme-doc-sidebar-menu a').count(), 0);
    // PERF-12: its panel is rendered once the page is idle, before any tap, so the menu slides in.
    await menu.waitFor({state: 'attached', timeout: 5000});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await menu.locator('.theme-doc-sidebar-menu').waitFor({state: 'visible'});
    // The secondary menu (the docs sidebar), not the navbar's own items, is what shows first on a doc page.
    assert.equal(await menu.locator('.navbar-sidebar__items--show-secondary').count(), 1);
    const active = await menu.locator('.theme-doc-sidebar-menu a.menu__link--active').allTextContents();
    // The page and the category that holds it.
    assert.deepEqual(active, ['Getting Started', 'Configuration']);
    const categories = await menu.locator('.theme-doc-sidebar-item-category > div > a').allTextContents();
    assert.deepEqual(categories.slice(0, 3), ['Getting Started', 'Docs', 'API']);
    await menu.locator('a.menu__link', {hasText: 'Running'}).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Running');
    assert.equal(new URL(page.url()).pathname, '/docs/running');
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    await context.close();
  });
});

describe('NAV-4 scrolling', () => {
  const inViewport = (page: Page, id: string) =>
    page.locator(`[id="${id}"]`).evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= -1 && top < window.innerHeight / 2;
    });

  test('opening a URL with a hash shows its target', async () => {
    const {page} = await openPage();
    await page.goto(`${harness.site.url}/docs/styling`);
    const targetId = await page.locator('main h2[id]').last().getAttribute('id');
    assert.ok(targetId);
    await page.goto(`${harness.site.url}/docs/styling#${targetId}`);
    await hydrated(page);
    assert.ok(await inViewport(page, targetId));
    await closePage(page);
  });

  test("a link to a prop in the page's last props table shows that row on a phone", async () => {
    // Search results and other pages link to single props; the row must land below the sticky navbar.
    const context = await harness.browser.newContext({viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/docs/api/frame`);
    const targetId = await page.locator('main table h3[id]').last().getAttribute('id');
    assert.ok(targetId);
    await page.goto(`${harness.site.url}/docs/api/frame#${targetId}`);
    await hydrated(page);
    await page.waitForTimeout(300);
    assert.ok(await inViewport(page, targetId), `#${targetId} is on screen`);
    const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator(`[id="${targetId}"]`).evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(
      top >= navbarBottom - 1,
      `#${targetId} at ${top}px is not under the sticky navbar (${navbarBottom}px)`,
    );
    await context.close();
  });

  test('a router link with a hash scrolls to the target on the next page', async () => {
    const {page} = await openPage();
    await page.goto(`${harness.site.url}/docs/installation`);
    await hydrated(page);
    await page.locator('main a[href="/docs/configure#webpack-config"]').first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Configuration');
    assert.equal(new URL(page.url()).hash, '#webpack-config');
    await page.waitForFunction(() => {
      const top = document.getElementById('webpack-config')!.getBoundingClientRect().top;
      return top >= -1 && top < window.innerHeight / 2;
    });
    assert.ok((await page.evaluate(() => window.scrollY)) > 0);
    await closePage(page);
  });

  test('a router link without a hash starts the next page at the top', async () => {
    const {page} = await openPage();
    await page.goto(`${harness.site.url}/docs/styling`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 500);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/colors"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Colors');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await closePage(page);
  });
});

describe('THEME-1 colour mode', () => {
  test('light by default; the toggle switches to dark and the choice survives a reload; the footer stays black', async () => {
    const {page} = await openPage();
    await page.emulateMedia({colorScheme: 'dark'}); // the OS preference must not override the default
    await page.goto(`${harness.site.url}/docs/installation`);
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const lightBackground = await background();
    // THEME-4: the footer is black whatever the mode (Infima's own dark footer is slate, #303846).
    const footer = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('footer.footer')!).backgroundColor);
    assert.equal(await footer(), 'rgb(0, 0, 0)');
    await page.locator('nav.navbar button[title*="dark and light mode"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {
      timeout: 5_000,
    });
    assert.notEqual(await background(), lightBackground);
    assert.equal(await footer(), 'rgb(0, 0, 0)');
    // Chromium commits a page's localStorage writes to the context's storage asynchronously; under CPU load a
    // reload can outrun it. Wait until a second page of the same context sees the choice, then reload.
    const probe = await page.context().newPage();
    await probe.goto(`${harness.site.url}/404.html`);
    await probe.waitForFunction(() => localStorage.getItem('theme') === 'dark', undefined, {
      timeout: 10_000,
      polling: 100,
    });
    await probe.close();
    await page.reload();
    await hydrated(page);
    const theme = await page
      .waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {timeout: 5_000})
      .then(() => 'dark')
      .catch(
        async () =>
          `${await page.getAttribute('html', 'data-theme')} (stored: ${await page.evaluate(() => localStorage.getItem('theme'))})`,
      );
    assert.equal(theme, 'dark');
    await closePage(page);
  });
});
