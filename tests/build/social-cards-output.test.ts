/**
 * What src/plugins/social-cards writes into the production build: one 1200×630 card of at most 100 KB per
 * doc, API page and post, named in that page's meta with its size and alt text, and different per page.
 *
 * Needs a production build: `npm run build`, then
 * `node --import tsx --test tests/build/social-cards-output.test.ts`.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {API_ROUTES, DOC_ROUTES, blogPostRoutes} from '../helpers/routes';
import {SITE_URL, fileOfUrl, htmlOf, pngSize} from '../helpers/buildOutput';

const IMAGE_BUDGET = 100 * 1024;
const docRoutes = [...DOC_ROUTES, ...API_ROUTES].map((r) => r.path);
const postRoutes = blogPostRoutes().map((r) => r.path);

describe('social cards', () => {
  const meta = (doc: Document, key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

  test('/, /docs/installation and /docs/api/frame each have their own 1200×630 card of at most 100 KB', () => {
    const images = new Set<string>();
    for (const route of ['/', '/docs/installation', '/docs/api/frame']) {
      const doc = htmlOf(route);
      const og = meta(doc, 'og:image');
      assert.ok(og, `${route}: no og:image`);
      assert.equal(meta(doc, 'twitter:image'), og, `${route}: twitter:image differs from og:image`);
      images.add(og);
      const file = fileOfUrl(og);
      assert.ok(fs.existsSync(file), `${route}: ${og} is not built`);
      assert.deepEqual(pngSize(file), {width: 1200, height: 630}, og);
      assert.ok(fs.statSync(file).size <= IMAGE_BUDGET, `${og} is ${fs.statSync(file).size} B`);
    }
    assert.equal(images.size, 3, [...images].join('\n'));
  });

  test('every doc, API page and post has exactly one card with its size and alt text in the meta', () => {
    for (const route of [...docRoutes, ...postRoutes]) {
      const doc = htmlOf(route);
      assert.equal(doc.querySelectorAll('meta[property="og:image"]').length, 1, `${route}: one og:image`);
      assert.equal(meta(doc, 'og:image'), `${SITE_URL}/img/cards${route}.png`);
      assert.equal(meta(doc, 'og:image:width'), '1200', route);
      assert.equal(meta(doc, 'og:image:height'), '630', route);
      const title = doc.querySelector('h1')?.textContent?.trim();
      assert.ok(title && meta(doc, 'og:image:alt')?.includes(title), `${route}: alt names the title`);
      assert.equal(meta(doc, 'twitter:image:alt'), meta(doc, 'og:image:alt'), route);
      const file = fileOfUrl(meta(doc, 'og:image')!);
      assert.deepEqual(pngSize(file), {width: 1200, height: 630}, route);
      assert.ok(fs.statSync(file).size <= IMAGE_BUDGET, `${route}: card is ${fs.statSync(file).size} B`);
    }
  });
});
