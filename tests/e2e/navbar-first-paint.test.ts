/**
 * src/plugins/navbar-first-paint (PERF-17) over build/: every built page asks the browser not to paint before
 * the main wrapper is parsed, and that wrapper comes right after the navbar, so the first paint has the whole
 * navbar.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAIN_WRAPPER_ID} from '../../src/plugins/navbar-first-paint';
import {builtHtmlFiles, read} from '../helpers/buildOutput';

/** Every page of build/ but the client redirects' (`/docs`), which have no layout and paint nothing. */
const pages = builtHtmlFiles().filter((f) => !read(f).includes('<meta http-equiv="refresh"'));

test('every page blocks its first paint until the element right after the navbar is parsed', () => {
  assert.ok(pages.length > 30, `only ${pages.length} pages in build/`);
  const problems: string[] = [];
  for (const page of pages) {
    const html = read(page);
    const head = html.slice(0, html.indexOf('</head>'));
    const tag = head.match(/<link rel="expect" href="#([^"]+)" blocking="render">/);
    if (!tag) {
      problems.push(`${page}: no render-blocking rel="expect" link in <head>`);
      continue;
    }
    // The element the browser waits for must close the navbar: what comes between would be painted without
    // it.
    const after = html.slice(html.indexOf('</nav>') + '</nav>'.length);
    if (!new RegExp(`^<div [^>]*id="${tag[1]}"`).test(after))
      problems.push(`${page}: the navbar is not followed by #${tag[1]}: ${after.slice(0, 80)}`);
  }
  assert.deepEqual(problems, []);
});

test('the id the pages wait for is the main wrapper of the layout', () => {
  const html = read('docs/installation/index.html');
  assert.match(html, new RegExp(`<div id="${MAIN_WRAPPER_ID}" class="main-wrapper`));
});
