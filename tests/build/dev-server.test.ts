/**
 * The maintainers' command (`npm start`, README "Two commands") still compiles and serves a working site: the
 * development build takes other paths than the production one through our plugins (no minifier, no MDX
 * memoising, placeholder last-update dates), and a plugin that assumed production once broke it. Under it,
 * editing a drawing example re-renders its Result: the dev server recompiles the doc, the figma-preview
 * remark plugin sees new sources (a new cache key) and the page gets a new SVG file. A mistake in a doc (an
 * example that throws, a broken Markdown link, bad front matter) shows webpack-dev-server's overlay naming
 * the file and line, the server keeps running, and the fix recovers the page without a restart (BUILD-4).
 * Only the site’s own modules carry source maps (src/plugins/dev-server, PERF-21). A page asks this origin to
 * compile its modules, and an edit shows in the open page without a reload, a text edit in place.
 *
 * One dev server for both checks (its first compile is most of the cost), on a temporary copy of the site, so
 * the edit never touches the working tree and its generated `.docusaurus/` folder never replaces the build's.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launchChromium} from '../helpers/browser';
import {startDevServer, type DevServer} from '../helpers/devServer';
import {copySite} from '../helpers/siteCopy';

/** The text of webpack-dev-server's error overlay once it shows (an iframe of the same origin). */
async function overlayText(page: Page, timeoutMs: number): Promise<string> {
  const text = await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('#webpack-dev-server-client-overlay');
      return frame?.contentDocument?.body?.innerText || false;
    },
    undefined,
    {timeout: timeoutMs, polling: 250},
  );
  return String(await text.jsonValue());
}

/**
 * Resolves once the overlay is gone and `selector` is on screen again (by HMR or the client's own reload).
 */
async function recovered(page: Page, selector: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    (s) => !document.querySelector('#webpack-dev-server-client-overlay') && !!document.querySelector(s),
    selector,
    {timeout: timeoutMs, polling: 250},
  );
}

describe('`docusaurus start`', {timeout: 600_000}, () => {
  let dir = '';
  let server: DevServer;
  let browser: Browser;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dev-server-'));
    copySite(dir);
    server = await startDevServer(dir);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    // A preview worker killed mid-write can still leave a file for a moment: retry rather than fail the
    // suite.
    fs.rmSync(dir, {recursive: true, force: true, maxRetries: 5, retryDelay: 200});
  });

  test('compiles, serves an API page, and the page hydrates with highlighted code', async () => {
    const url = `${server.origin}/docs/api/frame`;
    const status = await server.waitUntilServed(url, 180_000);
    assert.equal(status, 200, `dev server did not serve ${url}:\n${server.output().slice(-3000)}`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Frame');
    // Under `npm start` Prism arrives after hydration (src/plugins/code-highlighting/README.md, "Why on
    // demand is safe"): the blocks show plain text until it does, so wait for the colours rather than count
    // them at once.
    await page.locator('main .theme-code-block .token.keyword').first().waitFor({timeout: 60_000});
    assert.ok((await page.locator('main table tbody tr').count()) > 20, 'the props table is there');
    // The dev server has no Markdown twins (the production build writes them): no link to a 404.
    assert.equal(await page.getByText('View as Markdown').count(), 0);
    assert.equal(await page.getByRole('button', {name: 'Copy page'}).count(), 0);
    assert.deepEqual(errors, []);
    // Its HTML request compiled its route's modules, and Prism's chunk was compiled at start: the page asked
    // for no compile, which would have landed on the first edit (src/plugins/dev-server, item 8).
    const origin = `${server.origin}/`;
    const lazy = (r: string) => r.startsWith(`POST ${origin}__lazy-compilation/`);
    assert.deepEqual(requests.filter(lazy), [], 'a compile asked for by the open page');
    // Nor does it prefetch the routes it links to (src/plugins/idle-prefetch): that would fetch stand-ins.
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) await new Promise((done) => requestIdleCallback(done, {timeout: 3000}));
    });
    assert.equal(await page.locator('link[rel="prefetch"]').count(), 0, 'prefetch hints under npm start');
    // A page reached by a link asks this origin for its modules, and shows once they are compiled.
    await page.locator('article a[href="/docs/api/view"]').first().click();
    await page.locator('h1', {hasText: 'View'}).first().waitFor({timeout: 120_000});
    assert.ok(requests.some(lazy), requests.join('\n'));
    const elsewhere = requests.filter((r) => !/^\w+ (data:|blob:)/.test(r) && !r.includes(` ${origin}`));
    assert.deepEqual(elsewhere, [], 'requests to another origin');
    await page.close();
  });

  test('an edit shows in the open page without a reload, text in place, a heading in the TOC', async () => {
    const url = `${server.origin}/docs/installation`;
    assert.equal(await server.waitUntilServed(url, 180_000), 200);
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    type Marked = {notReloaded?: boolean; navbar?: Element | null};
    await page.evaluate(() => ((window as unknown as Marked).notReloaded = true));
    const sameNavbar = () =>
      page.evaluate(() => (window as unknown as Marked).navbar === document.querySelector('nav.navbar'));
    const doc = path.join(dir, 'docs/installation.mdx');
    const original = fs.readFileSync(doc, 'utf8');
    try {
      for (const round of [1, 2]) {
        await page.evaluate(() => ((window as unknown as Marked).navbar = document.querySelector('nav.navbar')));
        const text = `Edited under the dev server, round ${round}.`;
        fs.writeFileSync(doc, `${original.trimEnd()}\n\n${text}\n`);
        await page.getByText(text).waitFor({timeout: 120_000});
        assert.ok(await sameNavbar(), `round ${round}: the page around the text was not mounted again`);
      }
      // A heading changes the page's exports (its TOC): the route's modules update as before.
      fs.writeFileSync(doc, `${original.trimEnd()}\n\n## Edited heading\n\nUnder it.\n`);
      await page.locator('.table-of-contents', {hasText: 'Edited heading'}).first().waitFor({timeout: 120_000});
      assert.equal(await page.evaluate(() => (window as unknown as Marked).notReloaded), true);
    } finally {
      fs.writeFileSync(doc, original);
    }
    await page.close();
  });

  test('source maps: the site’s own modules have one; packages and compiled MDX pages have none', async () => {
    const url = `${server.origin}/docs/api/frame`;
    assert.equal(await server.waitUntilServed(url, 180_000), 200);
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await page.close();
    // Each module of a development chunk starts with a `/***/ "<module id>"` line.
    const modules = new Map<string, string>();
    for (const script of scripts) {
      const text = await (await fetch(script)).text();
      for (const part of text.split(/^\/\*\*\*\/ "/m).slice(1))
        modules.set(part.slice(0, part.indexOf('"')), part);
    }
    // What webpack's eval source maps write (a package's own `sourceMappingURL` comment is not one).
    const EVAL_SOURCE_MAP = '//# sourceURL=[module]\\n//# sourceMappingURL=data:';
    // A module id is its path relative to the compiler's context, after any loaders (`a-loader!file`).
    const mapped = (filter: (file: string) => boolean) =>
      [...modules]
        .filter(([id]) => filter(id.split('!').pop()!))
        .map(([id, body]) => [id, body.includes(EVAL_SOURCE_MAP)]);
    const own = mapped((file) => /\/src\/.*\.tsx?$/.test(file) && !file.includes('node_modules'));
    const packages = mapped((file) => file.includes('/node_modules/'));
    const pages = mapped((file) => file.endsWith('/docs/api/frame.mdx'));
    assert.ok(own.length > 0 && packages.length > 0 && pages.length === 1, [...modules.keys()].join('\n'));
    assert.deepEqual(own.filter(([, has]) => !has), [], 'own modules without a source map');
    assert.deepEqual(packages.filter(([, has]) => has), [], 'package modules with a source map');
    assert.deepEqual(pages.filter(([, has]) => has), [], 'the MDX page has a source map');
  });

  test('figma-preview: editing an example re-renders its preview', async () => {
    const url = `${server.origin}/docs/api/star`;
    const firstSrc = async (page: Page) =>
      page.locator('figure img').first().getAttribute('src', {timeout: 60_000});
    await server.waitUntilServed(url, 180_000);
    const page = await browser.newPage();
    await page.goto(url);
    const original = await firstSrc(page);
    assert.match(original ?? '', /figma-preview-.*\.svg/, `no preview on ${url}:\n${server.output().slice(-2000)}`);
    // The rating example: four filled stars become two.
    const doc = path.join(dir, 'docs/api/star.mdx');
    fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('<Rating value={4} />', '<Rating value={2} />'));
    let edited = original;
    // A bound, not a speed goal: the recompile shares two cores with the browser tests (CONTRIBUTING, "Tests
    // and what they cost") and took 40 s of this test's time on a fresh clone.
    const until = Date.now() + 180_000;
    while (edited === original && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 2000));
      // The dev server holds the request until the recompile is done: the load may take the bound's rest.
      await page.goto(url, {timeout: Math.max(1000, until - Date.now())});
      edited = await firstSrc(page);
    }
    assert.notEqual(edited, original, 'the preview of the edited example changed');
    const svg = await (await fetch(new URL(edited!, url))).text();
    // Two filled stars: two star outlines filled with the gold colour (#ffcc29).
    assert.equal((svg.match(/fill="#ffcc29"/g) ?? []).length, 2, svg.slice(0, 500));
    await page.close();
  });

  /**
   * Breaks `file` with `change`, expects the overlay to name `file:line` (1-based line of the mistake in the
   * file), checks the server still answers, then restores the file and waits for `selector` on the page
   * again.
   */
  async function breakAndFix(route: string, file: string, change: (text: string) => [string, number], selector: string) {
    const page = await browser.newPage();
    // For a timeout's message: what the page and the server said after the change.
    const log: string[] = [];
    page.on('console', (m) => log.push(`${new Date().toISOString()} console.${m.type()}: ${m.text()}`));
    page.on('load', () => log.push(`${new Date().toISOString()} load ${page.url()}`));
    await page.goto(`${server.origin}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    const abs = path.join(dir, file);
    const original = fs.readFileSync(abs, 'utf8');
    const [broken, line] = change(original);
    assert.notEqual(broken, original, `the test's change no longer applies to ${file}`);
    const mark = server.output().length;
    log.push(`${new Date().toISOString()} wrote broken ${file}`);
    fs.writeFileSync(abs, broken);
    try {
      const text = await overlayText(page, 180_000).catch((e: Error) => {
        throw new Error(`${e.message}\npage:\n${log.join('\n')}\nserver since the change:\n${server.output().slice(mark).slice(-4000)}`);
      });
      assert.ok(text.includes(`${file}:${line}`), `the overlay names ${file}:${line}:\n${text.slice(0, 2000)}`);
      const status = await server.waitUntilServed(`${server.origin}/docs/installation`, 60_000);
      assert.equal(status, 200, `the server stopped answering:\n${server.output().slice(-2000)}`);
    } finally {
      fs.writeFileSync(abs, original);
    }
    await recovered(page, selector, 180_000);
    await page.close();
  }

  /** The 1-based line of the first line of `text` that includes `needle`. */
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

  test('an example that throws: the overlay names its fence’s file:line; the fix recovers', async () => {
    await breakAndFix(
      '/docs/api/star',
      'docs/api/star.mdx',
      (text) => {
        // The rating call as the test above left it (its value changed).
        const call = /<Rating value=\{\d\} \/>/.exec(text)?.[0] ?? '<Rating value={4} />';
        const lines = text.split('\n');
        const at = lineOf(text, call);
        // The error names the example's opening fence, the nearest line starting with ``` above the call.
        const fence = lines.slice(0, at).map((l) => l.startsWith('```')).lastIndexOf(true) + 1;
        return [text.replace(call, '<Rating value={notDefinedAnywhere} />'), fence];
      },
      'main figure img',
    );
  });

  test('a broken Markdown link: the overlay names file:line; the fix recovers', async () => {
    await breakAndFix(
      '/docs/installation',
      'docs/installation.mdx',
      (text) => {
        const broken = `${text.trimEnd()}\n\nSee [the missing page](./no-such-page.md).\n`;
        return [broken, lineOf(broken, 'no-such-page')];
      },
      'main h1',
    );
  });

  test('bad front matter: the overlay names file:line, the same mistake made again too; the fix recovers', async () => {
    // The second time, gray-matter has the text cached (src/plugins/dev-server/README.md).
    for (let round = 0; round < 2; round++)
      await breakAndFix(
        '/docs/installation',
        'docs/installation.mdx',
        (text) => {
          // js-yaml stops on this line itself (an unclosed `[` would be reported on the next one).
          const broken = text.replace('sidebar_label: Installation', 'sidebar_label: Installation: Guide');
          return [broken, lineOf(broken, 'sidebar_label')];
        },
        'main h1',
      );
  });
});
