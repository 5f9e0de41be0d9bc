/**
 * axe-core run inside the page under test, for the accessibility tests.
 *
 * Why not `@axe-core/playwright`'s `AxeBuilder` everywhere: it runs axe frame by frame (`runPartial`), carries the
 * partial results out of the page and finishes them in a second, blank page, which took three times as long as
 * axe's own `axe.run` on the same page (/docs/api/frame: 6.1 s against 2.0 s on a 2-core host). A page without
 * iframes has only one frame, so `axe.run` in it checks the same nodes with the same rules. A page with iframes
 * (the playground's sandbox) still goes through `AxeBuilder`, which reaches into every frame.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {AxeBuilder} from '@axe-core/playwright';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';

const require = createRequire(__filename);
/** axe-core's browser build, the same version `@axe-core/playwright` injects. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations axe-core finds on the page as it is now.
 * @param rules only these axe rule ids (default: every rule axe enables by default).
 * @returns axe's violations (rule id, help text, offending nodes); empty when there are none.
 * @throws Error when axe itself fails in the page.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
    return (await (rules ? builder.withRules([...rules]) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (only) =>
      (window as unknown as {axe: typeof import('axe-core')}).axe
        .run(document, {
          resultTypes: ['violations'],
          ...(only ? {runOnly: {type: 'rule' as const, values: only}} : {}),
        })
        .then((results) => results.violations),
    rules ? [...rules] : undefined,
  );
}
