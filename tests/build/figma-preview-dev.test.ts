/**
 * Under `npm start`, editing a drawing example re-renders its Result: the dev server recompiles the doc, the
 * figma-preview remark plugin sees new sources (a new cache key) and the page gets a new SVG file.
 * Runs on a temporary copy of the site, so the edit never touches the working tree.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/browser';
import {startDevServer} from '../helpers/dev-server';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const COPY_SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', '.cache', 'test-results']);

test('editing an example under `docusaurus start` re-renders its preview', {timeout: 300_000}, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-preview-dev-'));
  for (const entry of fs.readdirSync(SITE_ROOT)) {
    if (!COPY_SKIP.has(entry)) fs.cpSync(path.join(SITE_ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const server = await startDevServer(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const url = `${server.origin}/docs/api/star`;
  const firstSrc = async (page: import('playwright-core').Page) =>
    page.locator('figure img').first().getAttribute('src', {timeout: 60_000});
  try {
    await server.waitUntilServed(url, 180_000);
    const page = await browser.newPage();
    await page.goto(url);
    const before = await firstSrc(page);
    assert.match(before ?? '', /figma-preview-.*\.svg/, `no preview on ${url}:\n${server.output().slice(-2000)}`);
    // The rating example: four filled stars become two.
    const doc = path.join(dir, 'docs/api/star.mdx');
    fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('<Rating value={4} />', '<Rating value={2} />'));
    let after = before;
    const until = Date.now() + 90_000;
    while (after === before && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 2000));
      await page.goto(url);
      after = await firstSrc(page);
    }
    assert.notEqual(after, before, 'the preview of the edited example changed');
    const svg = await (await fetch(new URL(after!, url))).text();
    // Two filled stars: two star outlines filled with the gold colour (#ffcc29).
    assert.equal((svg.match(/fill="#ffcc29"/g) ?? []).length, 2, svg.slice(0, 500));
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
