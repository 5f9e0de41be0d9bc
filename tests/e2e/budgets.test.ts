/**
 * PERF-1 to PERF-3, PERF-12, PERF-13 and OFFLINE-1: the byte and element budgets of tests/helpers/budgets.ts,
 * measured in Chromium on every route of the built site, and proof that they bite: a copy of the build with
 * an inflated page must fail them, naming the route and the bytes over.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {useServedSite} from '../helpers/browser';
import {mapConcurrently} from '../helpers/concurrency';
import {serveBuild} from '../helpers/server';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {SPEC_ROUTES} from '../helpers/routes';
import {measureFirstLoad} from '../helpers/firstLoad';
import {visitRoute} from '../helpers/routeVisits';
import {JSDOM} from 'jsdom';
import {
  ENGINE_WORKER_BUDGET,
  CSS_BUDGET,
  ELEMENT_BUDGET,
  IMAGE_BUDGET,
  JS_BUDGET,
  elementBudgetViolations,
  imageBudgetViolations,
  routeBudgetViolations,
} from '../helpers/budgets';

const harness = useServedSite();
const BUILD_DIR = path.join(SITE_ROOT, 'build');

describe('byte budgets of the built site', () => {
  test('PERF-1, PERF-2, OFFLINE-1: every route keeps its first-load JavaScript and CSS budgets and requests nothing from another origin', async () => {
    // Three pages at a time: each waits for the network to go idle, and the waits overlap. The route table's
    // test reuses these visits (tests/helpers/routeVisits.ts).
    const violations = await mapConcurrently(SPEC_ROUTES, 3, async (route) => {
      const {load} = await visitRoute(() => harness.browser, harness.site.url, route);
      assert.ok(
        load.js.gzip > 50_000,
        `${route.path}: measured only ${load.js.gzip} B of JavaScript (measurer broken?)`,
      );
      return routeBudgetViolations(route.path, route.kind, load);
    });
    assert.deepEqual(violations.flat(), []);
  });

  test('PERF-1: the docs version metadata chunk every doc page loads has the sidebar and no doc description', () => {
    const dir = path.join(BUILD_DIR, 'assets', 'js');
    const chunks = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .filter((code) => code.includes('"docsSidebars"'));
    assert.equal(chunks.length, 1, 'one version metadata chunk');
    assert.match(chunks[0], /"api\/frame":\{"id":"api\/frame","title":"Frame"/);
    // src/plugins/lean-docs-metadata: nothing reads them; every doc page would load all 37.
    assert.doesNotMatch(chunks[0], /"description"/);
  });

  test('PERF-12: no page has more elements in its static HTML than the budget of its kind', () => {
    const violations = SPEC_ROUTES.flatMap((route) => {
      const file = route.kind === 'not-found' ? '404.html' : path.join(route.path, 'index.html');
      const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
      const elements = new JSDOM(html).window.document.body.querySelectorAll('*').length;
      assert.ok(elements > 50, `${route.path}: only ${elements} elements counted (counter broken?)`);
      return elementBudgetViolations(route.path, route.kind, elements);
    });
    assert.deepEqual(violations, []);
    // The message a page over its budget gets.
    assert.deepEqual(elementBudgetViolations('/docs/api/frame', 'api', ELEMENT_BUDGET.api + 7), [
      `/docs/api/frame: ${ELEMENT_BUDGET.api + 7} elements in <body>, 7 over the api budget of ${ELEMENT_BUDGET.api}`,
    ]);
  });

  test('PLAY-12: the playground engine worker is within its gzip budget', () => {
    const dir = path.join(SITE_ROOT, 'build', 'assets', 'runner');
    const worker = fs.readdirSync(dir).find((f) => /^preview-engine\.[0-9a-f]{8}\.txt$/.test(f));
    assert.ok(worker, `no engine worker in ${dir}`);
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(dir, worker))).length;
    assert.ok(
      gzip <= ENGINE_WORKER_BUDGET,
      `${worker}: ${gzip} B gzip, over the ${ENGINE_WORKER_BUDGET} B budget`,
    );
  });

  test('no image in the build is over 100 KB', () => {
    assert.deepEqual(imageBudgetViolations(BUILD_DIR), []);
  });
});

describe('the budgets fail a build that grows', () => {
  const ROUTE = '/docs/installation';
  /** Base64 of `size` random bytes: text that gzip cannot shrink below about `size` bytes. */
  const incompressible = (size: number) => crypto.randomBytes(size).toString('base64');

  test('an inflated page fails its JavaScript and CSS budgets with the route and the bytes over; a big image and a third-party request are named', async () => {
    const baseline = await measureFirstLoad(harness.browser, harness.site.url + ROUTE);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-build-'));
    try {
      fs.cpSync(BUILD_DIR, copy, {recursive: true});
      // Inflate /docs/installation by just enough to cross each budget, plus 5 KB.
      const script = `/*${incompressible(JS_BUDGET.doc - baseline.js.gzip + 5_000)}*/`;
      const style = `/*${incompressible(CSS_BUDGET - baseline.css.gzip + 5_000)}*/`;
      fs.writeFileSync(path.join(copy, 'assets/js/inflate.js'), script);
      fs.writeFileSync(path.join(copy, 'assets/css/inflate.css'), style);
      const page = path.join(copy, 'docs/installation/index.html');
      fs.writeFileSync(
        page,
        fs
          .readFileSync(page, 'utf8')
          .replace(
            '</head>',
            '<link rel="stylesheet" href="/assets/css/inflate.css"><script src="/assets/js/inflate.js" defer></script>' +
              '<link rel="icon" href="http://third-party.invalid/icon.png"></head>',
          ),
      );
      fs.writeFileSync(path.join(copy, 'img/huge.png'), crypto.randomBytes(IMAGE_BUDGET + 1));

      const inflated = await serveBuild(copy);
      try {
        const load = await measureFirstLoad(harness.browser, inflated.url + ROUTE);
        const gz = (text: string) => zlib.gzipSync(text, {level: 6}).length;
        const jsOver = baseline.js.gzip + gz(script) - JS_BUDGET.doc;
        const cssOver = baseline.css.gzip + gz(style) - CSS_BUDGET;
        assert.ok(jsOver > 5_000 && cssOver > 5_000, 'the inflation crosses both budgets');

        const messages = routeBudgetViolations(ROUTE, 'doc', load);
        const jsMessage = messages.find((m) => m.includes('JavaScript'));
        const cssMessage = messages.find((m) => m.includes('CSS'));
        assert.ok(
          jsMessage?.startsWith(`${ROUTE}: `) && jsMessage.includes(` ${jsOver} B over`),
          jsMessage ?? messages.join('\n'),
        );
        assert.ok(
          cssMessage?.startsWith(`${ROUTE}: `) && cssMessage.includes(` ${cssOver} B over`),
          cssMessage ?? messages.join('\n'),
        );
        assert.ok(
          messages.some(
            (m) => m === `${ROUTE}: requests another origin: http://third-party.invalid/icon.png`,
          ),
          messages.join('\n'),
        );
        // The untouched routes of the same copy still pass.
        assert.deepEqual(
          routeBudgetViolations('/', 'home', await measureFirstLoad(harness.browser, `${inflated.url}/`)),
          [],
        );
      } finally {
        await inflated.stop();
      }
      assert.deepEqual(imageBudgetViolations(copy), [
        `img/huge.png: image is ${IMAGE_BUDGET + 1} B, 1 B over the budget of ${IMAGE_BUDGET} B`,
      ]);
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});
