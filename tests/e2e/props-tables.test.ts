/**
 * Props tables of the API pages: in the server HTML (readable without JavaScript) and laid out for phones
 * (CONTENT-5).
 * Checked on the built site in Chromium (needs `npm run build`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {closePage, openPage, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** Opens `path` on the served build (a desktop unless `viewport` is given), hydrated. */
const open = (path: string, viewport?: {width: number; height: number}) =>
  openPage(harness.browser, harness.site.url + path, viewport ? {viewport} : {});

describe('API reference without JavaScript', () => {
  test('props tables are in the server-rendered HTML: readable with JavaScript disabled', async () => {
    const context = await harness.browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const rowOf = (prop: string) => page.locator('tr', {has: page.locator(`th h3[id="${prop}"]`)});

    // Frame names its shared props and links each to its one full row on the Shared props page.
    await page.goto(`${harness.site.url}/docs/api/frame`);
    assert.equal(await page.locator('main a[href="/docs/api/shared-props#clipsContent"]').count(), 1);
    assert.equal(await rowOf('preset').count(), 1, "Frame's own prop keeps its row");
    await page.goto(`${harness.site.url}/docs/api/shared-props`);
    const clips = rowOf('clipsContent');
    assert.equal(await clips.count(), 1);
    assert.equal((await clips.locator('td').nth(0).textContent())?.trim(), 'boolean');
    assert.equal(await clips.locator('td').nth(1).locator('code').textContent(), 'false'); // mixins/frameSpecificMixin.js writes false
    assert.ok(((await clips.locator('td').nth(2).textContent()) ?? '').length > 10, 'has a description');

    await page.goto(`${harness.site.url}/docs/api/text`);
    assert.match((await rowOf('fontName').locator('td').nth(1).textContent()) ?? '', /Inter/);
    assert.equal(await rowOf('fontSize').locator('td').nth(1).locator('code').textContent(), '12');

    // Image's typings (components/Image/Image.d.ts) add `source` and `resizeMode` to Rectangle's props: both
    // have their own rows, and what it shares with Rectangle is named and linked.
    await page.goto(`${harness.site.url}/docs/api/image`);
    assert.equal(await rowOf('source').count(), 1, 'Image: source row');
    assert.equal(await rowOf('resizeMode').count(), 1, 'Image: resizeMode row');
    for (const shared of ['cornerRadius', 'opacity', 'fills', 'name']) {
      assert.equal(await page.locator(`main a[href="/docs/api/shared-props#${shared}"]`).count(), 1, shared);
    }
    await context.close();
  });
});

describe('CONTENT-5 API reference on a phone', () => {
  /** Where the cells of one props row sit, in CSS px, and whether its table scrolls sideways. */
  async function rowLayout(width: number, prop: string) {
    const page = await open('/docs/api/shared-props', {width, height: 823});
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

  test('on a phone the shared props a component lists are unlabelled blocks of names that fit the screen', async () => {
    const page = await open('/docs/api/frame', {width: 412, height: 823});
    const row = page.locator('table.propsTableShared tr').first();
    const cell = await row.locator('td').evaluate((td) => ({
      label: getComputedStyle(td, '::before').content,
      right: Math.round(td.getBoundingClientRect().right),
      scrolls:
        (td.closest('[role="region"]') as HTMLElement).scrollWidth >
        (td.closest('[role="region"]') as HTMLElement).clientWidth,
    }));
    assert.equal(cell.label, 'none', 'no "Type" label over the names');
    assert.equal(cell.scrolls, false);
    assert.ok(cell.right <= 412, `the names end on screen (${cell.right}px)`);
    await closePage(page);
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
