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
import type {Result} from 'axe-core';
import {axeViolations} from '../helpers/axe';
import {closePage, hydrated, openPage, useServedSite} from '../helpers/browser';
import {SPEC_ROUTES} from '../helpers/routes';

const harness = useServedSite();

/** axe rules whose result depends on the colours in use (axe-core 4.x rule ids). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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
  const queue = [...SPEC_ROUTES];
  const worker = async () => {
    const context = await harness.browser.newContext({viewport: {width: 1280, height: 800}});
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(harness.site.url + route.path);
      await hydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      report(route.path, 'light', await axeViolations(page));
      // Colours change with a transition; axe must read the settled ones.
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.notEqual(background, 'rgb(255, 255, 255)', `${route.path}: dark mode did not apply`);
      report(route.path, 'dark', await axeViolations(page, COLOUR_RULES));
    }
    await context.close();
  };
  await Promise.all(Array.from({length: PAGES_AT_ONCE}, worker));
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
