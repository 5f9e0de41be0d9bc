/**
 * A tab left open across a deploy recovers (src/theme/Loading, src/plugins/route-transitions): the served
 * folder is swapped from this build (A) to a redeployed copy (B: every script renamed to a new content hash,
 * so A's chunk URLs answer 404, and one page's text changed). Following a link then logs the warning and the
 * page stays; following it again shows the red error box; Retry loads the page of build B as a full page.
 * When the network is down instead, Retry keeps retrying in place, and works once the network is back.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import serveHandler from 'serve-handler';
import type {Page} from 'playwright-core';
import {hydrated, useSharedChromium} from '../helpers/browser';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const BUILD_A = path.join(SITE_ROOT, 'build');
const TARGET = '/docs/ecosystem';
const OLD_TEXT = 'This page collects them.';
const NEW_TEXT = 'This page, redeployed, collects them.';

/**
 * Copies `from` to `to` as a new deploy would look: every hashed script gets a new hash (references in HTML
 * and in the webpack runtime's chunk map follow), and `OLD_TEXT` becomes `NEW_TEXT` in the target page.
 */
function redeploy(from: string, to: string): void {
  fs.cpSync(from, to, {recursive: true});
  const jsDir = path.join(to, 'assets', 'js');
  const newHash = new Map<string, string>();
  for (const file of fs.readdirSync(jsDir)) {
    const match = /^(.+)\.([0-9a-f]{8})\.js$/.exec(file);
    if (!match) continue;
    const hash = createHash('sha256').update(`${match[2]} redeployed`).digest('hex').slice(0, 8);
    newHash.set(match[2], hash);
    fs.renameSync(path.join(jsDir, file), path.join(jsDir, `${match[1]}.${hash}.js`));
  }
  const oldHashes = new RegExp([...newHash.keys()].join('|'), 'g');
  let changedPages = 0;
  for (const file of fs.readdirSync(to, {recursive: true}) as string[]) {
    if (!/\.(html|js)$/.test(file)) continue;
    const full = path.join(to, file);
    const source = fs.readFileSync(full, 'utf8');
    let next = source.replace(oldHashes, (hash) => newHash.get(hash)!);
    if (next.includes(OLD_TEXT)) {
      next = next.replaceAll(OLD_TEXT, NEW_TEXT);
      changedPages += 1;
    }
    if (next !== source) fs.writeFileSync(full, next);
  }
  assert.ok(newHash.size > 20, `only ${newHash.size} scripts renamed`);
  assert.ok(
    changedPages >= 2,
    `"${OLD_TEXT}" found in ${changedPages} files (the page's HTML and its chunk)`,
  );
}

let buildB: string;
let served = BUILD_A;
let server: http.Server;
let siteUrl: string;
const chromium = useSharedChromium();

before(async () => {
  buildB = fs.mkdtempSync(path.join(os.tmpdir(), 'redeployed-'));
  fs.rmSync(buildB, {recursive: true});
  redeploy(BUILD_A, buildB);
  // A static host whose folder the test swaps, as a deploy swaps it.
  server = http.createServer((req, res) => {
    void serveHandler(req, res, {public: served, cleanUrls: true, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (buildB) fs.rmSync(buildB, {recursive: true, force: true});
});

/** Opens `path` from build A with prefetching off (a 2g connection with data saver), so a click must load. */
async function openFromBuildA(pathname: string) {
  served = BUILD_A;
  const context = await chromium.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: 'slow-2g', saveData: true}});
  });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  await page.goto(siteUrl + pathname);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Lost when the document is replaced by a full page load.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  return {page, warnings};
}

function clickSidebarLink(page: Page, href: string): Promise<void> {
  return page.locator(`.theme-doc-sidebar-menu a[href="${href}"]`).click();
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

/** First click: warning, page and address bar stay. Second click: the red box with Retry. */
async function failTwice(page: Page, warnings: string[]) {
  await clickSidebarLink(page, TARGET);
  await page.waitForFunction(() => location.pathname === '/docs/installation', undefined, {timeout: 10_000});
  await page.waitForTimeout(300);
  assert.ok(
    warnings.some((w) => w.includes(`Could not load ${TARGET}`)),
    `warning logged, got ${JSON.stringify(warnings)}`,
  );
  assert.equal(await page.locator('h1').first().textContent(), 'Installation', 'the page stays');
  assert.ok(await sameDocument(page), 'no reload');

  await clickSidebarLink(page, TARGET);
  const alert = page.locator('[role="alert"]', {hasText: 'Retry'});
  await alert.waitFor({timeout: 10_000});
  assert.equal(new URL(page.url()).pathname, TARGET);
  return alert;
}

describe('a tab left open across a deploy', () => {
  test('FAIL-3: after the folder is swapped, Retry on the red box loads the page of the new deploy', async () => {
    const {page, warnings} = await openFromBuildA('/docs/installation');
    served = buildB;
    const alert = await failTwice(page, warnings);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForFunction(
      (text) => document.querySelector('article')?.textContent?.includes(text) ?? false,
      NEW_TEXT,
      {timeout: 15_000},
    );
    await hydrated(page);
    assert.equal(await sameDocument(page), false, 'a full page load');
    assert.equal(new URL(page.url()).pathname, TARGET);
    assert.equal(await page.locator('h1').first().textContent(), 'Ecosystem');
    assert.equal(await page.locator('[role="alert"]').count(), 0);
    await page.context().close();
  });

  test('FAIL-3: offline, Retry keeps the box and retries in place; back online, Retry shows the page', async () => {
    const {page, warnings} = await openFromBuildA('/docs/installation');
    await page.context().setOffline(true);
    const alert = await failTwice(page, warnings);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForTimeout(1000);
    await page.locator('[role="alert"]', {hasText: 'Retry'}).waitFor({timeout: 10_000});
    assert.ok(await sameDocument(page), 'offline: no page load');
    assert.equal(new URL(page.url()).pathname, TARGET);

    await page.context().setOffline(false);
    await page.locator('[role="alert"]').getByRole('button', {name: 'Retry'}).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Ecosystem', undefined, {
      timeout: 15_000,
    });
    assert.ok(await sameDocument(page), 'back online: the page renders in place');
    assert.match(
      (await page.locator('article').textContent()) ?? '',
      new RegExp(OLD_TEXT.replace('.', '\\.')),
    );
    await page.context().close();
  });
});
