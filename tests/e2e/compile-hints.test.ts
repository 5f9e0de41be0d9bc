/**
 * src/plugins/compile-hints (PERF-16) over build/: every script a built page loads starts with V8's compile hint,
 * and so do the chunks /playground loads on every visit; chunks loaded only at the reader's request do not.
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

test("/playground's own chunks and Prism have the hint; chunks loaded only when the reader asks do not", () => {
  const chunk = (name: string) => {
    const file = fs.readdirSync(JS_DIR).find((f) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(f));
    assert.ok(file, `no ${name} chunk in build/assets/js`);
    return path.join(JS_DIR, file);
  };
  for (const name of ['playground', 'prism'])
    assert.ok(startsWithHint(chunk(name)), `${name} has no compile hint`);
  for (const name of ['codemirror', 'plugin-download']) {
    assert.ok(!startsWithHint(chunk(name)), `${name} (loaded on the reader's request) has the compile hint`);
  }
});
