/**
 * src/plugins/unused-css: which rules of the site-wide stylesheet go and which stay (PERF-2), the check that
 * stops a PurgeCSS parsing gap from removing a used rule, and a pin of the gap the plugin works around. (The
 * built site's look is unchanged: tests/e2e/code-blocks.test.ts and the visual checks in Chromium; the bytes
 * saved are kept by tests/e2e/budgets.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PurgeCSS} from 'purgecss';
import {removeUnusedCss, siteStylesheet, usedSelectorsAmong} from '../../src/plugins/unused-css';

/**
 * A minimal build folder: one page, one chunk, one site-wide stylesheet. Returns its path and the CSS file.
 */
function fixtureBuild(html: string, js: string, css: string): {outDir: string; cssFile: string} {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-'));
  fs.mkdirSync(path.join(outDir, 'assets', 'css'), {recursive: true});
  fs.mkdirSync(path.join(outDir, 'assets', 'js'), {recursive: true});
  fs.mkdirSync(path.join(outDir, 'docs', 'page'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'docs', 'page', 'index.html'), html);
  fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.abc.js'), js);
  const cssFile = path.join(outDir, 'assets', 'css', 'styles.0123abcd.css');
  fs.writeFileSync(cssFile, css);
  return {outDir, cssFile};
}

test('unused-css: rules for classes no page or chunk writes go; server-rendered, script-set and run-time ones stay', async () => {
  const {outDir, cssFile} = fixtureBuild(
    '<html data-theme="light"><body><nav class="navbar"><a class="button button--primary button--outline">Go</a></nav></body></html>',
    'e.classList.add("navbar-sidebar--show");',
    [
      '.navbar{color:red}',
      '.navbar-sidebar--show{display:block}',
      '[data-theme=dark] .navbar{color:blue}',
      '.alert--danger{color:red}',
      ':where(.button--primary):not(.button--outline):hover{color:green}',
      '.pills__item{margin:0}',
      '.margin-top--xl{margin-top:5rem}',
    ].join(''),
  );
  assert.equal(siteStylesheet(outDir), cssFile);
  const result = await removeUnusedCss(outDir, cssFile);
  const css = fs.readFileSync(cssFile, 'utf8');
  for (const kept of [
    '.navbar{', // in the HTML
    '.navbar-sidebar--show', // only in a chunk
    '[data-theme=dark] .navbar', // the colour mode attribute
    '.alert--danger', // assembled at run time by the theme's Admonition
    ':where(.button--primary):not(.button--outline):hover', // PurgeCSS alone drops it (see below)
  ])
    assert.ok(css.includes(kept), `${kept} should stay`);
  assert.ok(!css.includes('.pills__item'), 'a component the site never renders goes');
  assert.ok(!css.includes('.margin-top--xl'), 'an unused utility goes');
  assert.ok(result.bytesAfter < result.bytesBefore);
  assert.equal(result.rejectedSelectors, 2);
});

test('unused-css: custom properties nothing refers to go; those a rule, script, page or other stylesheet reads stay', async () => {
  const {outDir, cssFile} = fixtureBuild(
    '<html><body><nav class="navbar" style="height:var(--from-inline-style)">x</nav></body></html>',
    'document.documentElement.style.getPropertyValue("--read-by-script");',
    [
      ':root{--used-by-rule:red;--read-by-script:1px;--from-inline-style:2rem;--in-route-css:3px;--unused-shade:#123456;--unused-icon:url(x.svg)}',
      '.navbar{color:var(--used-by-rule)}',
    ].join(''),
  );
  fs.writeFileSync(path.join(outDir, 'assets', 'css', '1a2b.css'), '.x{margin:var(--in-route-css)}');
  await removeUnusedCss(outDir, cssFile);
  const css = fs.readFileSync(cssFile, 'utf8');
  for (const kept of ['--used-by-rule', '--read-by-script', '--from-inline-style', '--in-route-css'])
    assert.ok(css.includes(`${kept}:`), `${kept} should stay: ${css}`);
  for (const gone of ['--unused-shade', '--unused-icon'])
    assert.ok(!css.includes(gone), `${gone} should go: ${css}`);
});

test('unused-css: PurgeCSS 7.0.2 still drops a used `:where()` rule unless told not to (delete PURGECSS_MISSES when this fails)', async () => {
  const [result] = await new PurgeCSS().purge({
    content: [{raw: '<a class="button button--primary button--outline">', extension: 'html'}],
    css: [{raw: ':where(.button--primary):not(.button--outline):hover{color:green}'}],
    rejected: true,
  });
  assert.deepEqual(result.rejected, [':where(.button--primary):not(.button--outline):hover']);
});

test('unused-css: the build fails, naming the selector, when PurgeCSS would remove a rule whose classes are all used', async () => {
  // `:is()` is another pseudo-class PurgeCSS does not look into; the site's CSS has none today.
  const {outDir, cssFile} = fixtureBuild(
    '<p class="lead">Hi</p>',
    '',
    ':is(.lead):hover{color:red}.lead{color:blue}',
  );
  const before = fs.readFileSync(cssFile, 'utf8');
  await assert.rejects(removeUnusedCss(outDir, cssFile), /:is\(\.lead\):hover.*PURGECSS_MISSES/s);
  assert.equal(fs.readFileSync(cssFile, 'utf8'), before, 'the stylesheet is left as it was');
});

test('unused-css: a removed selector is sound only when one of its class names is written nowhere', () => {
  const tokens = new Set(['navbar', 'button--primary', 'button--outline']);
  assert.deepEqual(
    usedSelectorsAmong(
      [
        '.pills__item',
        '.navbar .pills',
        ':where(.button--primary):not(.button--outline):hover',
        'details',
        '.navbar',
      ],
      tokens,
    ),
    [':where(.button--primary):not(.button--outline):hover', 'details', '.navbar'],
  );
});

test('unused-css: a build without exactly one styles.<hash>.css fails with the folder named', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-empty-'));
  assert.throws(() => siteStylesheet(outDir), /expected one styles\.<hash>\.css in .*assets.css, found 0/);
});
