/**
 * The maintainers' command (`npm start`, README "Two commands") still compiles and serves a working site: the
 * development build takes other paths than the production one through our plugins (no minifier, no MDX
 * memoising, placeholder last-update dates), and a plugin that assumed production once broke it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {freePort} from '../e2e/server';

const SITE_ROOT = path.resolve(__dirname, '..', '..');

test('`docusaurus start` compiles, serves an API page, and the page hydrates with highlighted code', {timeout: 180_000}, async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: SITE_ROOT, env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', BROWSER: 'none'}, detached: true},
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const url = `http://127.0.0.1:${port}/docs/api/frame`;
    const deadline = Date.now() + 150_000;
    let status = 0;
    while (Date.now() < deadline && child.exitCode === null) {
      status = await fetch(url).then((r) => r.status, () => 0);
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    assert.equal(status, 200, `dev server did not serve ${url}:\n${output.slice(-3000)}`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Frame');
    assert.ok((await page.locator('main .theme-code-block .token.keyword').count()) > 0, 'code is highlighted');
    assert.ok((await page.locator('main table tbody tr').count()) > 20, 'the props table is there');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    try {
      process.kill(-child.pid!, 'SIGTERM'); // the whole group: docusaurus start runs webpack-dev-server children
    } catch {
      // already gone
    }
  }
});
