/**
 * axe-core on every route of the route table (ROUTE-1, ROUTE-2, ROUTE-4), in both colour modes. Any violation
 * fails, with the rule, the route, the mode and the offending elements in the message.
 *
 * axe runs in the first visit of each route that the budgets and the route table share
 * (tests/helpers/routeVisits.ts, `axeInBothModes` in tests/helpers/axe.ts): every rule in light mode, then
 * the colour rules again after the switch to dark mode.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Result} from 'axe-core';
import {axeViolations, COLOUR_RULES} from '../helpers/axe';
import {closePage, openPage, useServedSite} from '../helpers/browser';
import {mapConcurrently} from '../helpers/concurrency';
import {visitRoute} from '../helpers/routeVisits';
import {SPEC_ROUTES} from '../helpers/routes';

const harness = useServedSite();

/** Two pages at a time: axe is CPU-bound in the renderer, and CI machines have two cores. */
const PAGES_AT_ONCE = 2;

test('axe finds no violations on any route, in light mode and then in dark mode', async () => {
  const problems: string[] = [];
  const report = (path: string, mode: string, violations: Result[]) => {
    for (const v of violations) {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ');
      problems.push(`${path} [${mode}] ${v.id}: ${v.help} (${v.nodes.length}×: ${targets})`);
    }
  };
  await mapConcurrently(SPEC_ROUTES, PAGES_AT_ONCE, async (route) => {
    const {axe} = await visitRoute(() => harness.browser, harness.site.url, route);
    assert.equal(axe.loadedTheme, 'light', `${route.path}: not loaded in light mode`);
    report(route.path, 'light', axe.light);
    assert.notEqual(axe.darkBackground, 'rgb(255, 255, 255)', `${route.path}: dark mode did not apply`);
    report(route.path, 'dark', axe.dark);
  });
  assert.deepEqual(problems.sort(), []);
});

test('the accessibility check reports a violation planted in a page, and a colour one in dark mode', async () => {
  const page = await openPage(harness.browser, harness.site.url + '/docs/installation');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/img/logo.svg';
    document.querySelector('article')!.append(img);
    const faint = document.createElement('p');
    faint.textContent = 'Text nobody can read';
    faint.style.color = '#222';
    document.querySelector('article')!.append(faint);
    document.documentElement.setAttribute('data-theme', 'dark');
  });
  assert.ok(
    (await axeViolations(page)).some((v) => v.id === 'image-alt'),
    'image-alt found',
  );
  const colour = await axeViolations(page, COLOUR_RULES);
  assert.deepEqual(
    colour.map((v) => v.id),
    ['color-contrast'],
  );
  await closePage(page);
});
