/**
 * axe-core run inside the page under test, for the accessibility tests.
 *
 * Why not `@axe-core/playwright`'s `AxeBuilder` everywhere: it runs axe frame by frame (`runPartial`),
 * carries the partial results out of the page and finishes them in a second, blank page, which took three
 * times as long as axe's own `axe.run` on the same page (/docs/api/frame: 6.1 s against 2.0 s on a 2-core
 * host). A page without iframes has only one frame, so `axe.run` in it checks the same nodes with the same
 * rules. A page with iframes that run scripts (the playground's sandbox) still goes through `AxeBuilder`,
 * which reaches into every such frame. A frame sandboxed without `allow-scripts` (a Result figure's still
 * plugin window, ENGINE-6) runs no script, axe's included: it is left out, as evaluating in it never returns.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {AxeBuilder} from '@axe-core/playwright';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';

const require = createRequire(__filename);
/**
 * axe-core's browser build (the root package.json's pin), which `AxeBuilder` injects too (`axeSource`):
 * its own pinned axe-core is older, and slower at the colour rules.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations axe-core finds on the page as it is now.
 * @param rules only these axe rule ids (default: every rule axe enables by default).
 * @returns axe's violations (rule id, help text, offending nodes); empty when there are none.
 * @throws Error when axe itself fails in the page.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Result[]> {
  const scriptable = await page.$$eval(
    'iframe',
    (frames) =>
      frames.filter((f) => !f.hasAttribute('sandbox') || f.sandbox.contains('allow-scripts')).length,
  );
  if (scriptable > 0) {
    const builder = new AxeBuilder({page, axeSource: AXE_SOURCE})
      .options({resultTypes: ['violations']})
      .exclude(SCRIPTLESS_FRAME);
    return (await (rules ? builder.withRules([...rules]) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (only) =>
      (window as unknown as {axe: typeof import('axe-core')}).axe
        .run(document, {
          iframes: false,
          resultTypes: ['violations'],
          ...(only ? {runOnly: {type: 'rule' as const, values: only}} : {}),
        })
        .then((results) => results.violations),
    rules ? [...rules] : undefined,
  );
}

/** Frames that cannot run axe: sandboxed without `allow-scripts`. */
const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** axe rules whose result depends on the colours in use (axe-core 4.x rule ids). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** What axe found on one page in each colour mode. */
export interface AxeInBothModes {
  /** The `data-theme` the page loaded with (the site's default, light). */
  loadedTheme: string | null;
  /** Every default rule, in the colour mode the page loaded with. */
  light: Result[];
  /** The body's computed background after the switch to dark mode (a CSS colour). */
  darkBackground: string;
  /** The colour rules again, in dark mode. */
  dark: Result[];
}

/**
 * axe on the page as loaded, every rule; then the page switches to dark mode as the colour-mode toggle does
 * (the `data-theme` attribute) and only the colour rules run again: the server renders one HTML for both
 * modes, so only they can find something new there. Leaves the page in dark mode with transitions off.
 * @throws Error when axe itself fails in the page.
 */
export async function axeInBothModes(page: Page): Promise<AxeInBothModes> {
  const loadedTheme = await page.getAttribute('html', 'data-theme');
  const light = await axeViolations(page);
  // Colours change with a transition; axe must read the settled ones.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return {loadedTheme, light, darkBackground, dark: await axeViolations(page, COLOUR_RULES)};
}
