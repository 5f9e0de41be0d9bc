/**
 * src/plugins/compile-hints (PERF-16) over build/: every script a built page loads starts with V8's compile hint,
 * and the chunks that features load on demand (Prism, the playground's editor) do not have it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';

const BUILD = path.join(SITE_ROOT, 'build');
const JS_DIR = path.join(BUILD, 'assets', 'js');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const startsWithHint = (file: string) => fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT + '\n');

test('every script a built page loads starts with the compile hint', () => {
  const scripts = new Set<string>();
  for (const file of htmlFiles(BUILD)) {
    for (const [, src] of fs.readFileSync(file, 'utf8').matchAll(/<script[^>]* src="([^"]+\.js)"/g))
      scripts.add(src);
  }
  assert.ok(scripts.size > 10, `only ${scripts.size} scripts found in build/**/*.html`);
  const missing = [...scripts].filter((src) => !startsWithHint(path.join(BUILD, src.replace(/^\//, ''))));
  assert.deepEqual(missing, [], 'scripts in the HTML without the compile hint');
});

test('chunks loaded on demand have no compile hint', () => {
  const onDemand = fs
    .readdirSync(JS_DIR)
    .filter((f) => /^(prism|codemirror|playground)\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(
    onDemand.length,
    3,
    `expected the prism, codemirror and playground chunks, found ${onDemand.join(', ')}`,
  );
  for (const file of onDemand)
    assert.ok(!startsWithHint(path.join(JS_DIR, file)), `${file} has the compile hint`);
});
