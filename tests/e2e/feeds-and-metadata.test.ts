/**
 * Feeds, the sitemap and every page's metadata: RSS/Atom/JSON feeds, canonical URLs, descriptions, Open Graph
 * and Twitter cards with the page's social card, "Edit this page" links and last-updated dates.
 * Checked on the built site in Chromium (needs `npm run build`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {SPEC_ROUTES, blogPostRoutes} from '../helpers/routes';
import {closePage, openPage, useServedSite} from '../helpers/browser';

const SITE_URL = 'https://react-figma.dev';

const harness = useServedSite();

/** Opens `path` on the served build (a desktop unless `viewport` is given), hydrated. */
const open = (path: string, viewport?: {width: number; height: number}) =>
  openPage(harness.browser, harness.site.url + path, viewport ? {viewport} : {});

describe('feeds, sitemap and metadata', () => {
  test('RSS, Atom and JSON feeds list the 4 posts and are linked from the blog', async () => {
    const page = await open('/blog');
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));
    const types = alternates.map(([type]) => type);
    assert.ok(
      types.includes('application/rss+xml') && types.includes('application/atom+xml'),
      JSON.stringify(alternates),
    );
    assert.ok(types.includes('application/json'), JSON.stringify(alternates));

    const posts = blogPostRoutes().map((p) => p.path);
    for (const [file, itemTag] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ] as const) {
      const xml = await (await page.request.get(`${harness.site.url}/blog/${file}`)).text();
      const links = await page.evaluate(
        ([source, tag]) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          if (doc.querySelector('parsererror')) throw new Error('feed is not well-formed XML');
          return [...doc.getElementsByTagName(tag)].map(
            (item) =>
              item.querySelector('link')?.textContent || item.querySelector('link')?.getAttribute('href'),
          );
        },
        [xml, itemTag],
      );
      assert.deepEqual(links.map((l) => new URL(l!).pathname).sort(), [...posts].sort(), file);
    }
    const json = await (await page.request.get(`${harness.site.url}/blog/feed.json`)).json();
    assert.equal(json.items.length, 4);
    await closePage(page);
  });

  test('the sitemap lists every page of the route table', async () => {
    const page = await open('/');
    const xml = await (await page.request.get(`${harness.site.url}/sitemap.xml`)).text();
    for (const route of SPEC_ROUTES.filter((r) => r.kind !== 'not-found')) {
      assert.ok(xml.includes(`<loc>${SITE_URL}${route.path === '/' ? '/' : route.path}</loc>`), route.path);
    }
    await closePage(page);
  });

  test('every page has a canonical URL, a description and Open Graph / Twitter cards with its social image', async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    for (const route of SPEC_ROUTES.filter((r) => r.kind !== 'not-found')) {
      await page.goto(harness.site.url + route.path);
      // The six values in one round trip to the page.
      const [canonical, description, ogTitle, ogImage, twitterCard, twitterImage] = await page.evaluate(
        (queries) =>
          queries.map(
            ([selector, attribute]) => document.head.querySelector(selector)?.getAttribute(attribute) ?? null,
          ),
        [
          ['link[rel="canonical"]', 'href'],
          ['meta[name="description"]', 'content'],
          ['meta[property="og:title"]', 'content'],
          ['meta[property="og:image"]', 'content'],
          ['meta[name="twitter:card"]', 'content'],
          ['meta[name="twitter:image"]', 'content'],
        ],
      );
      const meta = {canonical, description, ogTitle, ogImage, twitterCard, twitterImage};
      const expectedPath = route.path === '/' ? '/' : route.path;
      assert.equal(meta.canonical, `${SITE_URL}${expectedPath}`, `${route.path} canonical`);
      assert.ok((meta.description ?? '').length >= 50, `${route.path} description: ${meta.description}`);
      assert.ok(meta.ogTitle, `${route.path} og:title`);
      // Docs, API pages and posts have a card of their own (src/plugins/llms); the other pages keep the
      // site's.
      const ownCard = ['doc', 'api', 'blog-post'].includes(route.kind);
      const image = ownCard ? `${SITE_URL}/img/cards${route.path}.png` : `${SITE_URL}/img/social-card.png`;
      assert.equal(meta.ogImage, image, `${route.path} og:image`);
      assert.equal(meta.twitterImage, image, `${route.path} twitter:image`);
      assert.equal(meta.twitterCard, 'summary_large_image', `${route.path} twitter:card`);
    }
    const png = await page.request.get(`${harness.site.url}/img/social-card.png`);
    assert.equal(png.headers()['content-type'], 'image/png');
    await context.close();
  });

  test('docs show "Edit this page" to the repository and a last-updated date', async () => {
    const page = await open('/docs/configure');
    const edit = page.locator('a.theme-edit-this-page');
    assert.match(
      (await edit.getAttribute('href')) ?? '',
      /^https:\/\/github\.com\/.+\/docs\/configure\.mdx$/,
    );
    const updated = await page.locator('.theme-last-updated').textContent();
    assert.match(updated ?? '', /Last updated on .*\d{4}/);
    await closePage(page);
  });
});
