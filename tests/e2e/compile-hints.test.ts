/**
 * src/plugins/compile-hints (PERF-16) over build/: every script a built page loads starts with V8's compile
 * hint, and so do the chunks /playground loads on every visit; chunks loaded only at the reader's request do
 * not.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {BUILD, builtHtmlFiles, read} from '../helpers/buildOutput';

const JS_DIR = 'assets/js';

/** Whether the built file (path relative to build/) starts with the hint line. */
const startsWithHint = (file: string) => read(file).startsWith(COMPILE_HINT + '\n');

test('every script a built page loads starts with the compile hint', () => {
  const scripts = new Set<string>();
  const pages = builtHtmlFiles();
  for (const page of pages) {
    for (const [, src] of read(page).matchAll(/<script[^>]* src="([^"]+\.js)"/g)) scripts.add(src);
  }
  assert.ok(scripts.size > 10, `only ${scripts.size} scripts found in build/**/*.html`);
  const missing = [...scripts].filter((src) => !startsWithHint(src.replace(/^\//, '')));
  assert.deepEqual(missing, [], 'scripts in the HTML without the compile hint');
});

test("/playground's own chunks and Prism have the hint; chunks loaded only when the reader asks do not", () => {
  const chunk = (name: string) => {
    const file = fs
      .readdirSync(path.join(BUILD, JS_DIR))
      .find((f) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(f));
    assert.ok(file, `no ${name} chunk in build/assets/js`);
    return `${JS_DIR}/${file}`;
  };
  for (const name of ['playground', 'prism'])
    assert.ok(startsWithHint(chunk(name)), `${name} has no compile hint`);
  for (const name of ['codemirror', 'plugin-download']) {
    assert.ok(!startsWithHint(chunk(name)), `${name} (loaded on the reader's request) has the compile hint`);
  }
});
