/**
 * Code blocks: titles, copy button, line numbers, highlighted lines, npm / Yarn / pnpm tabs, the site's own
 * Prism (loaded on demand, PERF-8) for every fence language, and the architecture diagram's colours.
 * Checked on the built site in Chromium (needs `npm run build`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {closePage, hydrated, openPage, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** Opens `path` on the served build (a desktop unless `viewport` is given), hydrated. */
const open = (path: string, viewport?: {width: number; height: number}) =>
  openPage(harness.browser, harness.site.url + path, viewport ? {viewport} : {});

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

describe('code blocks and diagrams', () => {
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
    await closePage(page);
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
    await closePage(page);
  });

  test('the copy button puts the block text on the clipboard and draws its icons without inline SVG', async () => {
    const page = await open('/docs/api/frame');
    const block = page.locator('main .theme-code-block').nth(1);
    const button = block.locator('button[aria-label="Copy code to clipboard"]');
    // src/theme/CodeBlock/CopyButton: the icons are a span and its ::before and ::after, not four elements,
    // drawn with CSS shapes, not images (PERF-15).
    assert.equal(
      await page.locator('main .theme-code-block button[title="Copy"] svg').count(),
      0,
      'no inline svg',
    );
    const icon = await button.evaluate((b) => {
      const span = b.querySelector('span')!;
      const [own, before, after] = [null, '::before', '::after'].map((p) => getComputedStyle(span, p));
      return {
        width: span.getBoundingClientRect().width,
        backSheet: own.backgroundImage,
        frontSheet: `${before.borderTopWidth} ${before.borderTopStyle}`,
        images: [before, after].map((s) => `${s.backgroundImage} ${s.maskImage}`).join(' '),
        checkShown: after.opacity,
      };
    });
    assert.ok(icon.width >= 16, `icon box ${icon.width} px`);
    assert.match(icon.backSheet, /^linear-gradient/, 'the back sheet is drawn by the span');
    assert.match(icon.frontSheet, /^[1-9][\d.]*px solid$/, 'the front sheet is a bordered ::before');
    assert.doesNotMatch(icon.images, /url\(/, 'no image in the icons');
    assert.equal(icon.checkShown, '0', 'the check is hidden until a copy');
    // copy-text-to-clipboard copies from a textarea it selects; record what the copy event sees.
    await page.evaluate(() => {
      document.addEventListener('copy', () => {
        (window as unknown as {copied: string}).copied = (
          document.activeElement as HTMLTextAreaElement
        ).value;
      });
    });
    await block.hover();
    await button.click();
    const copied = await page.evaluate(() => (window as unknown as {copied?: string}).copied);
    const shown = await block.locator('pre').innerText();
    assert.equal(copied?.trimEnd(), shown.trimEnd(), 'the clipboard gets the code as shown');
    assert.match(copied ?? '', /<Frame/);
    assert.equal(await block.locator('button[aria-label="Copied"]').count(), 1, 'says Copied');
    // After a second it offers to copy again (COPIED_MS).
    await button.waitFor({timeout: 3000});
    await closePage(page);
  });
  test("every fence language the docs use is highlighted by the site's Prism, and stays so after hydration", async () => {
    // src/plugins/code-highlighting/client/prism.ts replaces prism-react-renderer's bundled grammars; a
    // grammar missing there would leave its blocks as plain text. /docs/configure uses tsx, js, json, html
    // and bash fences.
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
    await closePage(page);
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
    // Each region heading must stay readable on its region's fill in both modes (a dark-mode diagram once
    // drew white headings on the light region fill).
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
    await closePage(page);
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
    await closePage(page);
  });

  test('with Prism already loaded, a navigation paints the new page as plain text and colours it after', async () => {
    const page = await open('/docs/installation');
    const next = page.locator('.pagination-nav__link--next');
    // Pointing at the link is the reader's intent that loads Prism on a first load.
    const prismLoaded = page.waitForResponse((response) => /\/prism\.[0-9a-f]+\.js$/.test(response.url()));
    await next.hover();
    await prismLoaded;
    await page.waitForLoadState('networkidle');
    // In the page: at the first mutation that shows the new page's title, how many highlighted tokens exist.
    const tokensWhenTitleAppears = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('main h1')?.textContent?.trim() !== 'Configuration') return;
            observer.disconnect();
            resolve(document.querySelectorAll('main pre span.token').length);
          });
          observer.observe(document.body, {childList: true, subtree: true});
        }),
    );
    await next.click();
    assert.equal(await tokensWhenTitleAppears, 0, 'no block is tokenised in the render that shows the page');
    assert.ok((await page.locator('main pre.language-tsx').count()) > 0, 'the page has tsx blocks');
    await page.locator('main pre.language-tsx span.token.keyword').first().waitFor();
    await closePage(page);
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
    // The block asks for Prism once it has painted; the route handler sees the request after fetching it.
    for (const deadline = Date.now() + 5000; prismRequests.length === 0 && Date.now() < deadline;) {
      await page.waitForTimeout(50);
    }
    assert.ok(prismRequests.length > 0, 'Prism was requested');
    const plainText = await block.textContent();
    assert.equal(await block.locator('span.token').count(), 0, 'plain text while Prism is held back');
    release();
    await block.locator('span.token.keyword').first().waitFor();
    assert.equal(await block.textContent(), plainText, 'same text once highlighted');
    // Idle prefetches may still be in the route handler: let them fail quietly as the context closes.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await context.close();
  });
});
