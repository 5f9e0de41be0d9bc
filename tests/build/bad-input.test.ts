/**
 * Bad input fails the production build with a message that names the file (BUILD-1, BUILD-3).
 * Each case builds a copy of the whole site with one kind of damage and expects a non-zero exit.
 *
 * For a link to a missing route, Docusaurus 2 names the page's route (`/docs/roadmap`) rather than its
 * file; our doc files are named after their routes (`docs/roadmap.mdx`, see CONTENT_GUIDE.md), so the
 * route identifies the file. File links, images and front matter errors name the file itself.
 *
 * Why whole builds: Docusaurus 2.4.3 checks links after rendering every page and after every plugin's
 * `postBuild` (core's lib/commands/build.js), webpack reports the failed modules once the whole compile ends,
 * and front matter fails while plugins load content, before webpack. The first build compiles cold: webpack's
 * cache version hashes the theme aliases, absolute paths under the site folder, so `npm run build`'s cache
 * never serves a copy. A smaller site would need another sidebars.ts, so would not build the real config.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {copySite} from '../helpers/siteCopy';

/**
 * The folder the damaged copies are built in: one per run of this file, emptied and refilled for each case.
 * The same absolute paths let a build reuse what webpack's persistent cache (node_modules/.cache/webpack,
 * shared through the node_modules link) kept from the copy before it; a fresh folder per case compiled
 * everything again.
 */
const COPY_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bad-input-'));
after(() => fs.rmSync(COPY_DIR, {recursive: true, force: true}));

/** Copies the site to COPY_DIR, lets `damage` edit it, builds it, returns exit code and output. */
function buildDamagedCopy(damage: (dir: string) => void): {code: number | null; output: string} {
  const dir = COPY_DIR;
  for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  copySite(dir);
  damage(dir);
  // --no-minify: what fails these builds is found before minification or apart from it (the broken-link check
  // reads the rendered pages), and terser is CPU the test does not need (CONTRIBUTING, "Tests and what they
  // cost").
  const args = [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--no-minify'];
  const run = spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    timeout: 10 * 60_000,
  });
  // Core's build exits 0 on SIGTERM, so a build the timeout stopped would read as a success.
  if (run.error) throw run.error;
  return {code: run.status, output: `${run.stdout}\n${run.stderr}`};
}

function append(dir: string, file: string, text: string): void {
  fs.appendFileSync(path.join(dir, file), `\n\n${text}\n`);
}

test('a link to a page that does not exist fails the build and names the page it is on', () => {
  const {code, output} = buildDamagedCopy((dir) => append(dir, 'docs/roadmap.mdx', 'See [the plan](/docs/no-such-page).'));
  assert.notEqual(code, 0, 'build must fail');
  assert.match(output, /Docusaurus found broken links/);
  assert.match(output, /On source page path = \/docs\/roadmap:\s*\n\s*-> linking to \/docs\/no-such-page/);
});

test('a broken Markdown file link, a missing image and an example that throws fail one build, each named', () => {
  // All three fail while webpack compiles the pages, and webpack reports every module that failed: one build
  // checks all three.
  let fenceLine = 0;
  const {code, output} = buildDamagedCopy((dir) => {
    append(dir, 'docs/hmr.mdx', 'Read [the old guide](./no-such-guide.mdx).');
    append(dir, 'docs/devtools.mdx', '![A screenshot](/img/no-such-image.png)');
    const file = path.join(dir, 'docs/roadmap.mdx');
    // append() adds two newlines before the text: the fence opens on the line after the current last line +
    // 1.
    fenceLine = fs.readFileSync(file, 'utf8').split('\n').length + 2;
    append(
      dir,
      'docs/roadmap.mdx',
      [
        '```tsx title="src/App.tsx"',
        "import * as React from 'react';",
        "import {Page} from 'react-figma';",
        '',
        'export const App = () => {',
        "  throw new Error('deliberately broken example');",
        '};',
        '```',
      ].join('\n'),
    );
  });
  assert.notEqual(code, 0, 'build must fail');
  assert.match(output, /no-such-guide\.mdx[\s\S]*docs\/hmr\.mdx|docs\/hmr\.mdx[\s\S]*no-such-guide\.mdx/);
  assert.match(output, /no-such-image\.png[\s\S]*docs\/devtools\.mdx|docs\/devtools\.mdx[\s\S]*no-such-image\.png/);
  assert.match(output, new RegExp(`docs/roadmap\\.mdx:${fenceLine}: the example's Figma preview failed`));
  assert.match(output, /deliberately broken example/);
});

test('malformed front matter fails the build and names the file', () => {
  const {code, output} = buildDamagedCopy((dir) => {
    const file = path.join(dir, 'docs/colors.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: [unclosed'));
  });
  assert.notEqual(code, 0, 'build must fail');
  assert.match(output, /docs\/colors\.mdx/);
});
