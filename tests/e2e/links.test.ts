/**
 * Crawls the built site served like a real static host (case-sensitive paths) with linkinator, checking
 * every internal link and every #fragment. Docusaurus 2's own check (onBrokenLinks) matches routes without
 * regard to letter case and ignores anchors, so a link to /docs/api/Frame or to a missing heading would
 * pass the build yet break for readers. External links are listed but not fetched (no network in CI).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveBuild} from '../helpers/server';
import {SPEC_ROUTES} from '../helpers/routes';

/** Crawls `dir` served on 127.0.0.1; returns the broken links and the URLs that answered OK. */
async function crawl(dir?: string): Promise<{broken: string[]; reached: Set<string>; origin: string}> {
  const site = await serveBuild(dir);
  try {
    const {LinkChecker} = await import('linkinator');
    const result = await new LinkChecker().check({
      path: `${site.url}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 20_000,
      // Only this origin is crawled; anything else is reported as skipped.
      linksToSkip: async (link: string) => !link.startsWith(site.url),
    });
    const strip = (u: string) => u.replace(site.url, '');
    return {
      origin: site.url,
      // linkinator can report one fragment failure twice; a Set keeps each problem once.
      broken: [
        ...new Set(
          result.links
            .filter((l) => l.state === 'BROKEN')
            .map((l) => `${strip(l.url)} (status ${l.status}) linked from ${strip(l.parent ?? '?')}`),
        ),
      ],
      reached: new Set(result.links.filter((l) => l.state === 'OK').map((l) => strip(l.url))),
    };
  } finally {
    await site.stop();
  }
}

test('every internal link and anchor of the built site resolves', async () => {
  const {broken, reached} = await crawl();
  assert.deepEqual(broken, [], 'broken links');
  // The crawl really covered the site: every page of the route table (ROUTE-1, ROUTE-2) was reached from the
  // home page.
  const unreached = SPEC_ROUTES.filter((r) => r.kind !== 'not-found' && !reached.has(r.path));
  assert.deepEqual(
    unreached.map((r) => r.path),
    [],
    'pages not reached by any link',
  );
});

test('the crawl fails on a wrong-case link and on a dead anchor', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-fixture-'));
  fs.mkdirSync(path.join(dir, 'docs', 'frame'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>x</title><a href="/docs/frame">ok</a> <a href="/docs/Frame">wrong case</a> ' +
      '<a href="/docs/frame#props">ok anchor</a> <a href="/docs/frame#no-such-heading">dead anchor</a>',
  );
  fs.writeFileSync(
    path.join(dir, 'docs', 'frame', 'index.html'),
    '<!doctype html><title>f</title><h2 id="props">Props</h2>',
  );
  const {broken} = await crawl(dir);
  assert.equal(broken.filter((b) => b.startsWith('/docs/Frame ')).length, 1, broken.join('\n'));
  assert.equal(
    broken.filter((b) => b.startsWith('/docs/frame#no-such-heading ')).length,
    1,
    broken.join('\n'),
  );
  assert.equal(broken.length, 2, broken.join('\n'));
});
