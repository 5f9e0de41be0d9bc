/**
 * axe-core on every route of the route table (ROUTE-1, ROUTE-2, ROUTE-4), in both colour modes. Any violation fails, with the
 * rule, the route, the mode and the offending elements in the message.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import {hydrated, useServedSite} from '../helpers/browser';
import {SPEC_ROUTES} from '../helpers/routes';

const harness = useServedSite();

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violations on any route in ${mode} mode`, async () => {
    // axe needs a page from a context of its own (see @axe-core/playwright).
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of SPEC_ROUTES) {
      await page.goto(harness.site.url + route.path);
      await hydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), mode);
      const {violations} = await new AxeBuilder({page}).analyze();
      for (const v of violations) {
        const targets = v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ');
        problems.push(`${route.path} [${mode}] ${v.id}: ${v.help} (${v.nodes.length}×: ${targets})`);
      }
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
}
