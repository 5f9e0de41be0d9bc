/**
 * MDX stays Docusaurus-3-ready: docusaurus-mdx-checker (MDX 3 compiler) accepts all our content, and it
 * really rejects MDX that only MDX 1 tolerates, naming the file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {runMdxChecker} from '../../scripts/lib/mdxChecker';

test('all docs, API pages and posts compile with MDX 3', () => {
  const {code, output} = runMdxChecker();
  assert.equal(code, 0, output);
  const compiled = Number(/All (\d+) MDX files compiled successfully/.exec(output)?.[1]);
  const files = ['docs', 'docs/api', 'blog'].flatMap((dir) =>
    fs.readdirSync(path.join(SITE_ROOT, dir)).filter((f) => /\.mdx?$/.test(f)),
  );
  assert.ok(compiled >= files.length, `checked ${compiled} files of at least ${files.length}`);
});

test('MDX-1-only syntax fails the check with file and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx3-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(
    path.join(dir, 'docs', 'legacy.mdx'),
    '---\ntitle: Legacy\n---\n\nWidths <5 px are ignored.\n',
  );
  const {code, output} = runMdxChecker(dir);
  assert.notEqual(code, 0);
  assert.match(output, /docs\/legacy\.mdx \(Line=5/);
});
