/**
 * The maintainers' command (`npm start`, README "Two commands") still compiles and serves a working site: the
 * development build takes other paths than the production one through our plugins (no minifier, no MDX
 * memoising, placeholder last-update dates), and a plugin that assumed production once broke it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {startDevServer} from '../helpers/dev-server';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';


test('`docusaurus start` compiles, serves an API page, and the page hydrates with highlighted code', {timeout: 180_000}, async () => {
  const server = await startDevServer(SITE_ROOT);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const url = `${server.origin}/docs/api/frame`;
    const status = await server.waitUntilServed(url, 150_000);
    assert.equal(status, 200, `dev server did not serve ${url}:\n${server.output().slice(-3000)}`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Frame');
    assert.ok((await page.locator('main .theme-code-block .token.keyword').count()) > 0, 'code is highlighted');
    assert.ok((await page.locator('main table tbody tr').count()) > 20, 'the props table is there');
    // The dev server has no Markdown twins (the production build writes them): no link to a 404.
    assert.equal(await page.getByText('View as Markdown').count(), 0);
    assert.equal(await page.getByRole('button', {name: 'Copy page'}).count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.stop();
  }
});
