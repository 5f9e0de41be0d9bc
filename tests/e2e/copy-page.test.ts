/**
 * "Copy page" and "View as Markdown" (src/components/CopyPage) on the built site, in Chromium: the button
 * copies exactly the page's Markdown twin, says "Copied" in a live region, works from the keyboard, and its
 * code is not part of the first load.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, useServedSite} from '../helpers/browser';

const harness = useServedSite();

async function openWithClipboard(route: string) {
  const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: harness.site.url});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(harness.site.url + route);
  await hydrated(page);
  return {context, page, scripts};
}

describe('Copy page', () => {
  test('clicking "Copy page" on an API page puts exactly its Markdown twin on the clipboard', async () => {
    const {context, page, scripts} = await openWithClipboard('/docs/api/frame');
    try {
      await page.waitForLoadState('networkidle');
      const firstLoad = [...scripts];
      const twin = await (await page.request.get(`${harness.site.url}/docs/api/frame.md`)).text();
      assert.ok(twin.startsWith('---\ntitle: "Frame"\n'), twin.slice(0, 80));

      const button = page.getByRole('button', {name: 'Copy page'});
      await page.evaluate(() => navigator.clipboard.writeText('not the page'));
      await button.click();
      await page.getByRole('status').filter({hasText: 'Copied'}).waitFor({timeout: 10_000});
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);

      assert.ok(
        !firstLoad.some((url) => url.includes('copy-page')),
        `the clipboard code loaded before any intent: ${firstLoad.join(', ')}`,
      );
      assert.ok(
        scripts.some((url) => url.includes('copy-page')),
        'the clipboard code loads as its own chunk on intent',
      );
    } finally {
      await context.close();
    }
  });

  test('works from the keyboard, and "View as Markdown" opens the twin', async () => {
    const {context, page} = await openWithClipboard('/docs/installation');
    try {
      await page.evaluate(() => navigator.clipboard.writeText('not the page'));
      await page.getByRole('button', {name: 'Copy page'}).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({hasText: 'Copied'}).waitFor({timeout: 10_000});
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(copied.startsWith('---\ntitle: "Installation"\n'), copied.slice(0, 80));

      const link = page.getByRole('link', {name: 'View as Markdown'});
      assert.equal(await link.getAttribute('href'), '/docs/installation.md');
      const response = await page.request.get(harness.site.url + '/docs/installation.md');
      assert.equal(response.status(), 200);
      assert.equal(await response.text(), copied);
    } finally {
      await context.close();
    }
  });
});
