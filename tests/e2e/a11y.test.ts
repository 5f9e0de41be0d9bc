/**
 * axe-core on every route of the route table (ROUTE-1, ROUTE-2, ROUTE-4), in both colour modes. Any violation
 * fails, with the rule, the route, the mode and the offending elements in the message.
 *
 * One visit per route: every rule runs in light mode; then the page switches to dark mode the way the colour-mode
 * toggle does (the `data-theme` attribute), and the rules that read colours run again. The markup is the same in
 * both modes (the server renders one HTML for both), so only those rules can find something new there.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import {hydrated, useServedSite} from '../helpers/browser';
import {SPEC_ROUTES} from '../helpers/routes';

const harness = useServedSite();

/** axe rules whose result depends on the colours in use (axe-core 4.x rule ids). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Two pages at a time: axe is CPU-bound in the renderer, and CI machines have two cores. */
const PAGES_AT_ONCE = 2;

/**
 * axe reports every node of its violations either way; asking for violations only spares it collecting the nodes
 * that pass (15-20% of its time on /docs/styling and the API pages).
 */
const axe = (page: ConstructorParameters<typeof AxeBuilder>[0]['page']) =>
  new AxeBuilder({page}).options({resultTypes: ['violations']});

test('axe finds no violations on any route, in light mode and then in dark mode', async () => {
  const problems: string[] = [];
  const report = (
    path: string,
    mode: string,
    violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
  ) => {
    for (const v of violations) {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ');
      problems.push(`${path} [${mode}] ${v.id}: ${v.help} (${v.nodes.length}×: ${targets})`);
    }
  };
  const queue = [...SPEC_ROUTES];
  const worker = async () => {
    // axe needs a page from a context of its own (see @axe-core/playwright).
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(harness.site.url + route.path);
      await hydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      report(route.path, 'light', (await axe(page).analyze()).violations);
      // Colours change with a transition; axe must read the settled ones.
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.notEqual(background, 'rgb(255, 255, 255)', `${route.path}: dark mode did not apply`);
      report(route.path, 'dark', (await axe(page).withRules(COLOUR_RULES).analyze()).violations);
    }
    await context.close();
  };
  await Promise.all(Array.from({length: PAGES_AT_ONCE}, worker));
  assert.deepEqual(problems.sort(), []);
});
