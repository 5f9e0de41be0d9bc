/**
 * Every page's static HTML loads its own route chunks (src/plugins/route-chunks-in-html): for each server-
 * rendered page in build/, the chunk names Docusaurus assigned to the matching routes
 * (`.docusaurus/routes.js` + `routesChunkNames.json`, the same data the client preloads from) must each have
 * a `<link rel="preload">` and a `<script>` for their JS file, and a stylesheet link for any CSS file of
 * theirs. Stock Docusaurus 2.4.3 writes only main.js, so this fails without the plugin.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {BUILD, builtHtmlFiles} from '../helpers/buildOutput';

const GENERATED = path.join(SITE_ROOT, '.docusaurus');

/** The route tree of the build, with each `component` replaced by its routesChunkNames key. */
function routeTree(): RouteConfig[] {
  const source = fs
    .readFileSync(path.join(GENERATED, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- routes.js is our own generated build file
  return new Function('ComponentCreator', source)((p: string, hash?: string) =>
    hash ? `${p}-${hash}` : p,
  ) as RouteConfig[];
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

function pagePath(htmlFile: string): string {
  const relative = path.relative(BUILD, htmlFile).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

const assetFiles = (dir: string) => fs.readdirSync(path.join(BUILD, 'assets', dir));

test('every page preloads and runs its route chunks and links their CSS', () => {
  const routes = routeTree();
  const chunkNames: Record<string, unknown> = JSON.parse(
    fs.readFileSync(path.join(GENERATED, 'routesChunkNames.json'), 'utf8'),
  );
  const js = assetFiles('js');
  const runtimeFile = js.find((f) => f.startsWith('runtime~main.'));
  assert.ok(runtimeFile, 'no runtime~main chunk in build/assets/js');
  const runtime = fs.readFileSync(path.join(BUILD, 'assets', 'js', runtimeFile), 'utf8');
  const css = assetFiles('css');
  const pages = builtHtmlFiles()
    .filter((f) => f !== '404.html')
    .map((f) => path.join(BUILD, f))
    .filter((f) => fs.readFileSync(f, 'utf8').includes('id="__docusaurus"'));
  assert.ok(pages.length > 40, `only ${pages.length} server-rendered pages in build/`);
  let checked = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const route = pagePath(file);
    const matched = matchRoutes(routes, route).map(({route: r}) => r.component as unknown as string);
    assert.ok(matched.length > 0, `${route}: no route matches`);
    const names = [...new Set(matched.flatMap((key) => chunkNamesOf(chunkNames[key])))];
    assert.ok(names.length > 0, `${route}: no route chunks`);
    for (const name of names) {
      const jsFile = js.find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
      // A route module that webpack placed in main.js (e.g. @generated/docusaurus.config) has no chunk of its
      // own: the runtime's chunk-file map does not know its name either.
      if (!jsFile && !runtime.includes(`:"${name}"`)) continue;
      assert.ok(jsFile, `${route}: chunk ${name} has no file in build/assets/js`);
      const href = `/assets/js/${jsFile}`;
      assert.ok(
        html.includes(`<link rel="preload" href="${href}" as="script">`),
        `${route}: no preload of ${href}`,
      );
      // Deferred, and before main.js: webpack's loader finds the tag instead of adding a second one, and the
      // chunk runs after main.js's own task, so hydration is a task of its own.
      assert.ok(
        html.includes(`<script src="${href}" defer></script>`),
        `${route}: no deferred script ${href}`,
      );
      assert.ok(
        html.indexOf(`<script src="${href}"`) <
          html.search(/<script src="\/assets\/js\/main\.[0-9a-f]+\.js">/),
        `${route}: ${href} runs after main.js`,
      );
      for (const cssFile of css.filter((f) => f.startsWith(`${name}.`))) {
        const cssHref = `/assets/css/${cssFile}`;
        assert.ok(
          html.includes(`<link rel="stylesheet" href="${cssHref}">`),
          `${route}: no stylesheet ${cssHref}`,
        );
      }
      checked += 1;
    }
  }
  assert.ok(checked > pages.length * 2, `only ${checked} chunks checked`);
});

test('the 404 page loads the not-found chunk with main.js', () => {
  const html = fs.readFileSync(path.join(BUILD, '404.html'), 'utf8');
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(
    scripts.some((src) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(src)),
    `404.html runs only ${scripts.join(', ')}`,
  );
});
