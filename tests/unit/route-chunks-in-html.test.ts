/**
 * route-chunks-in-html: the Docusaurus/addon internals it works around are still as described in its README
 * (so an upgrade that fixes or moves them fails here first), and the manifest entries it adds are right.
 * That the built pages carry their route chunks is tests/e2e/route-chunks-in-html.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Configuration} from 'webpack';
import {
  addRequestEntries,
  entryFiles,
  KEY_PREFIX,
  patchSsrAddon,
  requestEntries,
  routeScriptsFirst,
  type ChunkGroupLike,
  type LoadableManifest,
} from '../../src/plugins/route-chunks-in-html';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS package without types
const Addon = require('react-loadable-ssr-addon-v5-slorber') as new (options: object) => {
  getChunkOrigin(chunk: {id: number; names: string[]; modules: unknown[]}): string[];
  handleEmit: unknown;
  writeAssetsFile: unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS package without types
const {getBundles} = require('react-loadable-ssr-addon-v5-slorber') as {
  getBundles(
    manifest: LoadableManifest,
    modules: string[],
  ): {js?: Array<{file: string}>; css?: Array<{file: string}>};
};

test('core reports module requests to Loadable.Capture and looks them up with getBundles', () => {
  const serverEntry = fs.readFileSync(path.join(core, 'lib/client/serverEntry.js'), 'utf8');
  assert.match(serverEntry, /import \{ getBundles \} from 'react-loadable-ssr-addon-v5-slorber'/);
  assert.match(serverEntry, /report=\{\(moduleName\) => modules\.add\(moduleName\)\}/);
  assert.match(
    serverEntry,
    /modulesToBeLoaded = \[\.\.\.manifest\.entrypoints, \.\.\.Array\.from\(modules\)\]/,
  );
  assert.match(serverEntry, /getBundles\(manifest, modulesToBeLoaded\)/);
  const creator = fs.readFileSync(path.join(core, 'lib/client/exports/ComponentCreator.js'), 'utf8');
  // registry entries are [loader, request, weak id]; the request is what a route reports.
  assert.match(creator, /modules\.push\(chunkRegistry\[1\]\)/);
});

test('under webpack 5 the addon still keys origins by chunk name, not by request (the bug)', () => {
  const addon = new Addon({filename: 'x.json'});
  assert.deepEqual(addon.getChunkOrigin({id: 42, names: ['4e1df6a3'], modules: []}), ['4e1df6a3']);
  assert.equal(typeof addon.handleEmit, 'function');
  assert.equal(typeof addon.writeAssetsFile, 'function');
});

const chunk = (id: number, files: string[], initial = false) => ({id, files, canBeInitial: () => initial});
const group = (requests: string[], chunks: ReturnType<typeof chunk>[], initial = false): ChunkGroupLike => ({
  isInitial: () => initial,
  origins: requests.map((request) => ({request})),
  chunks,
});

test('requestEntries: one key per own chunk, entry chunks and entry groups left out, files by extension', () => {
  const styles = chunk(1, ['assets/css/styles.1.css'], true);
  const shared = chunk(2, ['assets/js/2.aa.js']);
  const page = chunk(3, [
    'assets/js/d9571e2b.bb.js',
    'assets/css/d9571e2b.cc.css',
    'assets/js/d9571e2b.bb.js.map',
  ]);
  const entries = requestEntries([
    group(['./src/entry.js'], [chunk(9, ['assets/js/main.js'], true)], true),
    group(['@site/docs/api/frame.mdx'], [styles, shared, page]),
    group(['@theme/DocItem', null as unknown as string], [shared]),
  ]);
  assert.deepEqual(entries.origins, {
    '@site/docs/api/frame.mdx': [`${KEY_PREFIX}2`, `${KEY_PREFIX}3`],
    '@theme/DocItem': [`${KEY_PREFIX}2`],
  });
  assert.deepEqual(entries.assets[`${KEY_PREFIX}3`], {
    js: [{file: 'assets/js/d9571e2b.bb.js'}],
    css: [{file: 'assets/css/d9571e2b.cc.css'}],
  });
});

test('with the entries added, the addon getBundles finds a page module, and keeps its own keys', () => {
  const manifest: LoadableManifest = {
    entrypoints: ['main'],
    origins: {main: [9], d9571e2b: [3]},
    assets: {9: {js: [{file: 'assets/js/main.js'}]}, 3: {js: [{file: 'assets/js/other.js'}]}},
  };
  assert.deepEqual(getBundles(manifest, ['main', '@site/docs/api/frame.mdx']).js, [
    {file: 'assets/js/main.js'},
  ]);
  const added = addRequestEntries(
    manifest,
    requestEntries([
      group(['@site/docs/api/frame.mdx', 'd9571e2b'], [chunk(3, ['assets/js/d9571e2b.bb.js'])]),
    ]),
  );
  assert.equal(added, 1, 'the chunk-name key the addon wrote is not overwritten');
  assert.deepEqual(manifest.origins.d9571e2b, [3]);
  assert.deepEqual(
    getBundles(manifest, ['main', '@site/docs/api/frame.mdx']).js?.map((b) => b.file),
    ['assets/js/main.js', 'assets/js/d9571e2b.bb.js'],
  );
});

test('patchSsrAddon: a client config without the addon fails the build with the plugin named', () => {
  assert.throws(() => patchSsrAddon({plugins: []} as Configuration), /route-chunks-in-html/);
});

test('patchSsrAddon: the addon writes the request keys of the compilation it emitted', () => {
  const addon = new Addon({filename: 'unused.json'}) as unknown as {
    manifest: LoadableManifest;
    handleEmit(compilation: unknown, callback: () => void): void;
    writeAssetsFile(): void;
  };
  let written: LoadableManifest | undefined;
  addon.handleEmit = function (this: typeof addon, _compilation, callback) {
    this.manifest = {entrypoints: ['main'], origins: {}, assets: {}};
    this.writeAssetsFile();
    callback();
  };
  addon.writeAssetsFile = function (this: typeof addon) {
    written = JSON.parse(JSON.stringify(this.manifest));
  };
  patchSsrAddon({plugins: [addon as never]} as Configuration);
  const compilation = {chunkGroups: [group(['@theme/DocItem'], [chunk(5, ['assets/js/17896441.aa.js'])])]};
  addon.handleEmit(compilation, () => {});
  assert.deepEqual(written?.origins, {'@theme/DocItem': [`${KEY_PREFIX}5`]});
});

test('routeScriptsFirst: route chunk scripts move before the entry, deferred, once; other pages are left alone', () => {
  const manifest: LoadableManifest = {
    entrypoints: ['main'],
    origins: {main: [1, 2]},
    assets: {1: {js: [{file: 'assets/js/runtime~main.a.js'}]}, 2: {js: [{file: 'assets/js/main.b.js'}]}},
  };
  const entry = entryFiles(manifest);
  assert.deepEqual([...entry], ['assets/js/runtime~main.a.js', 'assets/js/main.b.js']);
  const tag = (file: string) => `<script src="/assets/js/${file}"></script>`;
  const deferred = (file: string) => `<script src="/assets/js/${file}" defer></script>`;
  const html = `<body><div id="__docusaurus"></div>${tag('runtime~main.a.js')}${tag('main.b.js')}${tag('d9571e2b.c.js')}${tag('398.d.js')}</body>`;
  const moved = routeScriptsFirst(html, entry);
  assert.equal(
    moved,
    `<body><div id="__docusaurus"></div>${deferred('d9571e2b.c.js')}${deferred('398.d.js')}${tag('runtime~main.a.js')}${tag('main.b.js')}</body>`,
  );
  assert.equal(routeScriptsFirst(moved, entry), moved, 'already in order');
  const firstButNotDeferred = `<body>${tag('398.d.js')}${tag('runtime~main.a.js')}${tag('main.b.js')}</body>`;
  assert.equal(
    routeScriptsFirst(firstButNotDeferred, entry),
    `<body>${deferred('398.d.js')}${tag('runtime~main.a.js')}${tag('main.b.js')}</body>`,
  );
  const entryOnly = `<body>${tag('runtime~main.a.js')}${tag('main.b.js')}</body>`;
  assert.equal(routeScriptsFirst(entryOnly, entry), entryOnly);
});
