/**
 * What readers expect of a first-class docs site (issue: offline search, feeds, social cards, edit links,
 * install tabs, diagrams, code blocks), checked on the built site in Chromium.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, useServedSite} from './harness';
import {SPEC_ROUTES, blogPostRoutes} from './routes';

const SITE_URL = 'https://react-figma.dev';

const harness = useServedSite();

/** Opens `path` in a fresh context at `viewport` (a desktop unless given) once it has hydrated. */
async function open(path: string, viewport = {width: 1280, height: 800}): Promise<Page> {
  const context = await harness.browser.newContext({viewport});
  const page = await context.newPage();
  await page.goto(harness.site.url + path);
  await hydrated(page);
  return page;
}

/** WCAG contrast ratio of two CSS `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('local search', () => {
  test('search code is not part of the first load; pointing at the box loads it', async () => {
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${harness.site.url}/docs/styling`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    assert.equal(await page.locator('[data-search-placeholder]').count(), 1, 'placeholder box');
    await page.locator('input.navbar__search-input').hover();
    await page.waitForFunction(() => !document.querySelector('[data-search-placeholder]'), undefined, {
      timeout: 10_000,
    });
    assert.ok(scripts.length > firstLoad, 'the search bar chunk loads on intent');
    await context.close();
  });

  test('Ctrl+K focuses the search box; a prop only Star has is found on its own row first', async () => {
    const page = await open('/docs/installation');
    // The search bar's code loads on demand (src/theme/SearchBar): the shortcut loads it and focuses it.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(
      () =>
        (document.activeElement?.matches('input.navbar__search-input') ?? false) &&
        !document.querySelector('[data-search-placeholder]'),
      undefined,
      {timeout: 10_000},
    );
    const input = page.locator('input.navbar__search-input');
    await input.fill('pointCount');
    const first = page.locator('[role="listbox"] [role="option"]').first();
    await first.waitFor({timeout: 15_000});
    assert.match((await first.textContent()) ?? '', /pointCount.*Star/s);
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Star');
    assert.equal(new URL(page.url()).hash, '#pointCount');
    await page.context().close();
  });

  test('the results page puts props-table rows first and highlights the term on the target page', async () => {
    const page = await open('/search?q=clipsContent');
    const results = page.locator('article h2 a');
    await results.first().waitFor({timeout: 15_000});
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // Every component whose props include clipsContent, each on its own row, before any prose section.
    assert.deepEqual(
      hrefs.slice(0, 3).sort(),
      ['component', 'frame', 'view'].map((p) => `/docs/api/${p}?_highlight=clipscontent#clipsContent`),
    );
    await page.locator('article h2 a[href^="/docs/api/frame"]').first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Frame');
    await page.waitForSelector('mark', {timeout: 10_000});
    assert.match((await page.locator('mark').first().textContent()) ?? '', /clipsContent/i);
    await page.context().close();
  });
});

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
    await page.context().close();
  });

  test('the sitemap lists every page of the route table', async () => {
    const page = await open('/');
    const xml = await (await page.request.get(`${harness.site.url}/sitemap.xml`)).text();
    for (const route of SPEC_ROUTES.filter((r) => r.kind !== 'not-found')) {
      assert.ok(xml.includes(`<loc>${SITE_URL}${route.path === '/' ? '/' : route.path}</loc>`), route.path);
    }
    await page.context().close();
  });

  test('every page has a canonical URL, a description and Open Graph / Twitter cards with its social image', async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    for (const route of SPEC_ROUTES.filter((r) => r.kind !== 'not-found')) {
      await page.goto(harness.site.url + route.path);
      const content = (selector: string) =>
        page
          .locator(`head ${selector}`)
          .first()
          .getAttribute('content')
          .catch(() => null);
      const meta = {
        canonical: await page.locator('head link[rel="canonical"]').getAttribute('href'),
        description: await content('meta[name="description"]'),
        ogTitle: await content('meta[property="og:title"]'),
        ogImage: await content('meta[property="og:image"]'),
        twitterCard: await content('meta[name="twitter:card"]'),
        twitterImage: await content('meta[name="twitter:image"]'),
      };
      const expectedPath = route.path === '/' ? '/' : route.path;
      assert.equal(meta.canonical, `${SITE_URL}${expectedPath}`, `${route.path} canonical`);
      assert.ok((meta.description ?? '').length >= 50, `${route.path} description: ${meta.description}`);
      assert.ok(meta.ogTitle, `${route.path} og:title`);
      // Docs, API pages and posts have a card of their own (src/plugins/llms); the other pages keep the site's.
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
});

describe('docs pages', () => {
  test('installation shows install commands as npm / Yarn / pnpm tabs, kept in sync', async () => {
    const page = await open('/docs/installation');
    const tabLists = page.locator('main [role="tablist"]');
    assert.ok((await tabLists.count()) >= 1);
    assert.deepEqual(
      (await tabLists.first().locator('[role="tab"]').allTextContents()).map((t) => t.trim()),
      ['npm', 'Yarn', 'pnpm'],
    );
    const installTab = page
      .locator('main [role="tabpanel"]:not([hidden]) code', {hasText: 'react-figma'})
      .first();
    assert.match((await installTab.textContent()) ?? '', /^npm install /m);
    await tabLists.first().locator('[role="tab"]', {hasText: 'Yarn'}).click();
    // Tabs are synced: every install block on the page now shows its Yarn command.
    const visible = await page.locator('main [role="tabpanel"]:not([hidden]) code').allTextContents();
    assert.ok(visible.length >= 2 && visible.every((code) => /^yarn /m.test(code)), visible.join(' | '));
    assert.match(visible.join('\n'), /yarn add .*react-figma/);
    await page.context().close();
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
    await page.context().close();
  });

  test('the architecture diagram is an inline SVG with real text labels that follows the colour mode', async () => {
    const page = await open('/docs/architecture');
    const svg = page.locator('main svg.architecture-diagram');
    assert.equal(await svg.count(), 1);
    const labels = await svg.locator('text').allTextContents();
    assert.ok(
      labels.some((t) => /UI thread/.test(t)) && labels.some((t) => /Main thread/.test(t)),
      labels.join('|'),
    );
    // Each region heading must stay readable on its region's fill in both modes (a dark-mode diagram once drew
    // white headings on the light region fill).
    const headingOnRegion = async () => {
      const fillOf = (selector: string) =>
        svg
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fill);
      return {text: await fillOf('#ui-thread text.arch-heading'), region: await fillOf('#ui-thread rect')};
    };
    const light = await headingOnRegion();
    assert.ok(contrast(light.text, light.region) >= 4.5, `light: ${JSON.stringify(light)}`);
    await page.locator('nav.navbar button[title*="dark and light mode"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {
      timeout: 5_000,
    });
    const dark = await headingOnRegion();
    assert.notEqual(dark.text, light.text);
    assert.notEqual(dark.region, light.region);
    assert.ok(contrast(dark.text, dark.region) >= 4.5, `dark: ${JSON.stringify(dark)}`);
    await page.context().close();
  });

  test('code blocks have titles, a copy button, line numbers and highlighted lines where used', async () => {
    const page = await open('/docs/configure');
    assert.ok(
      (await page.locator('main .theme-code-block div[class*="codeBlockTitle"]').count()) > 0,
      'titles',
    );
    assert.ok(
      (await page.locator('main .theme-code-block button[aria-label*="Copy code"]').count()) > 0,
      'copy',
    );
    // The DefinePlugin lines of the feature-flag example are highlighted.
    const highlighted = await page
      .locator('main .theme-code-block .theme-code-block-highlighted-line')
      .allTextContents();
    assert.ok(
      highlighted.some((line) => line.includes('REACT_FIGMA_WEB_DEFAULTS_ENABLED')),
      highlighted.join('\n'),
    );
    // Long files number their lines.
    await page.goto(`${harness.site.url}/docs/local-styles`);
    assert.ok(
      (await page.locator('main .theme-code-block [class*="codeLineNumber"]').count()) > 10,
      'line numbers',
    );
    await page.context().close();
  });

  test("every fence language the docs use is highlighted by the site's Prism, and stays so after hydration", async () => {
    // src/plugins/code-highlighting/prism.ts replaces prism-react-renderer's bundled grammars; a grammar missing there would
    // leave its blocks as plain text. /docs/configure uses tsx, js, json, html and bash fences.
    const page = await open('/docs/configure');
    for (const lang of ['tsx', 'js', 'json', 'html', 'bash']) {
      const block = page.locator(`main pre.language-${lang}`).first();
      assert.equal(await block.count(), 1, `a ${lang} block on /docs/configure`);
      const tokenTypes = await block
        .locator('span.token')
        .evaluateAll((spans) =>
          [...new Set(spans.flatMap((s) => [...s.classList]))].filter((c) => c !== 'token' && c !== 'plain'),
        );
      assert.ok(tokenTypes.length > 0, `${lang} block has highlighted tokens (got only plain text)`);
    }
    await page.context().close();
  });
});

describe('Prism on demand (PERF-8)', () => {
  /** Token types (other than plain) of the first `language-${lang}` block on the page. */
  const tokenTypesOf = (page: Page, lang: string) =>
    page
      .locator(`main pre.language-${lang}`)
      .first()
      .locator('span.token')
      .evaluateAll((spans) =>
        [...new Set(spans.flatMap((s) => [...s.classList]))].filter((c) => c !== 'token' && c !== 'plain'),
      );

  test('no page loads Prism with its first scripts: not in main.js, not in any route chunk', async () => {
    for (const path of ['/', '/docs/installation', '/docs/api/frame', '/blog']) {
      const html = await (await fetch(harness.site.url + path)).text();
      const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(
        scripts.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
        `${path} loads main.js`,
      );
      for (const src of scripts) {
        const body = await (await fetch(harness.site.url + src)).text();
        // Prism core's own marker: the option it reads from the global `Prism`.
        assert.ok(!body.includes('disableWorkerMessageHandler'), `${path}: ${src} contains Prism`);
      }
    }
  });

  test('code blocks rendered by a client-side navigation are highlighted', async () => {
    const page = await open('/docs/installation');
    await page.waitForLoadState('networkidle');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/configure');
    await page.waitForFunction(
      () => document.querySelectorAll('main pre.language-tsx span.token.keyword').length > 0,
    );
    for (const lang of ['tsx', 'json', 'bash']) {
      assert.ok((await tokenTypesOf(page, lang)).length > 0, `${lang} block highlighted after navigation`);
    }
    await page.context().close();
  });

  test('a block rendered before Prism arrives shows its text, then its colours', async () => {
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const prismRequests: string[] = [];
    await page.route('**/assets/js/*.js', async (route) => {
      const body = await (await route.fetch()).text();
      if (
        body.includes('disableWorkerMessageHandler') ||
        /webpackChunkName|"prism"/.test(route.request().url())
      ) {
        prismRequests.push(route.request().url());
        await held;
      }
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    // Held back, the Prism chunk would also hold the load event: wait for the HTML and the hydration only.
    await page.goto(harness.site.url + '/docs/installation', {waitUntil: 'domcontentloaded'});
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/configure', {waitUntil: 'commit'});
    const block = page.locator('main pre.language-tsx', {hasText: 'import'}).first();
    await block.waitFor();
    assert.ok(prismRequests.length > 0, 'Prism was requested');
    const plainText = await block.textContent();
    assert.equal(await block.locator('span.token').count(), 0, 'plain text while Prism is held back');
    release();
    await block.locator('span.token.keyword').first().waitFor();
    assert.equal(await block.textContent(), plainText, 'same text once highlighted');
    await context.close();
  });
});

describe('API reference without JavaScript', () => {
  test('props tables are in the server-rendered HTML: readable with JavaScript disabled', async () => {
    const context = await harness.browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const rowOf = (prop: string) => page.locator('tr', {has: page.locator(`th h3[id="${prop}"]`)});

    await page.goto(`${harness.site.url}/docs/api/frame`);
    const clips = rowOf('clipsContent');
    assert.equal(await clips.count(), 1);
    assert.equal((await clips.locator('td').nth(0).textContent())?.trim(), 'boolean');
    assert.equal(await clips.locator('td').nth(1).locator('code').textContent(), 'false'); // mixins/frameSpecificMixin.js writes false
    assert.ok(((await clips.locator('td').nth(2).textContent()) ?? '').length > 10, 'has a description');

    await page.goto(`${harness.site.url}/docs/api/text`);
    assert.match((await rowOf('fontName').locator('td').nth(1).textContent()) ?? '', /Inter/);
    assert.equal(await rowOf('fontSize').locator('td').nth(1).locator('code').textContent(), '12');

    await page.goto(`${harness.site.url}/docs/api/image`);
    assert.ok((await page.locator('main table tbody tr').count()) > 20, 'Image has its full table');
    await context.close();
  });
});

describe('CONTENT-5 API reference on a phone', () => {
  /** Where the cells of one props row sit, in CSS px, and whether its table scrolls sideways. */
  async function rowLayout(width: number, prop: string) {
    const page = await open('/docs/api/frame', {width, height: 823});
    const context = page.context();
    // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
    const layout = await page.locator(`tr:has(th h3[id="${prop}"])`).evaluate((row) => {
      const [name, type, fallback, description] = [...row.children].map((cell) => {
        const r = cell.getBoundingClientRect();
        return {top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right)};
      });
      const wrapper = row.closest('[role="region"]') as HTMLElement;
      const thead = row.closest('table')!.querySelector('thead') as HTMLElement;
      return {
        name,
        type,
        fallback,
        description,
        scrollsSideways: wrapper.scrollWidth > wrapper.clientWidth,
        headerShown: thead.getBoundingClientRect().height > 1,
        labels: [1, 2].map((i) => getComputedStyle(row.children[i], '::before').content),
      };
    });
    const cdp = await context.newCDPSession(page);
    const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {role?: {value: string}; name?: {value: string}; ignored: boolean}[];
    };
    const roles = nodes.filter((n) => !n.ignored).map((n) => `${n.role?.value}:${n.name?.value ?? ''}`);
    await context.close();
    return {...layout, viewport: width, roles};
  }

  test('on a phone each props row reads top to bottom: name, type beside default, description; nothing scrolls sideways', async () => {
    for (const prop of ['clipsContent', 'relativeTransform']) {
      const row = await rowLayout(412, prop);
      assert.equal(row.scrollsSideways, false, `${prop}: the table fits the screen`);
      assert.ok(
        row.description.right <= row.viewport,
        `${prop}: the description is on screen (${row.description.right}px)`,
      );
      assert.ok(row.type.top > row.name.top, `${prop}: type under the name`);
      assert.equal(row.fallback.top, row.type.top, `${prop}: default beside the type`);
      assert.ok(row.fallback.left > row.type.left);
      assert.ok(row.description.top > row.type.top, `${prop}: description under them`);
      assert.deepEqual(row.labels, ['"Type" / ""', '"Default" / ""'], 'visible labels, not read aloud twice');
      assert.equal(row.headerShown, false);
      // Screen readers keep the table: its column headers and each row's header.
      for (const role of ['columnheader:Description', 'columnheader:Default'])
        assert.ok(row.roles.includes(role), `${role} in the accessibility tree`);
      assert.ok(
        row.roles.some((r) => r.startsWith('rowheader:') && r.endsWith(`Direct link to ${prop}`)),
        `${prop}'s name is a row header`,
      );
    }
  });

  test('on a wide screen the props table keeps its four columns and header row', async () => {
    const row = await rowLayout(1280, 'clipsContent');
    assert.equal(row.headerShown, true);
    assert.equal(row.type.top, row.name.top);
    assert.equal(row.description.top, row.name.top);
    assert.ok(
      row.name.left < row.type.left &&
        row.type.left < row.fallback.left &&
        row.fallback.left < row.description.left,
    );
  });
});
