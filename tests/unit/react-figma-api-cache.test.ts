/**
 * react-figma-api under `npm start`: the typings' components come back from the file cache (so a content
 * reload and a restart skip the type checker), and loading the plugin drops src/data/ from Node's require
 * cache (so the next reload reads an edited description); a start with the cache filled does not load
 * TypeScript at all.
 */
// Own process: it asserts on Node's require cache, which other files fill.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import reactFigmaApiPlugin, {cachedTypings} from '../../src/plugins/react-figma-api';
import {readTypings} from '../../src/plugins/react-figma-api/extract';
import {resolvePaths} from '../../src/plugins/react-figma-api/paths';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import type {LoadContext} from '@docusaurus/types';

test('the components and style keys are read once, then from node_modules/.cache/react-figma-api', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  try {
    const paths = resolvePaths(SITE_ROOT);
    const first = cachedTypings(site, paths);
    const asJson = (v: unknown) => JSON.parse(JSON.stringify(v));
    assert.deepEqual(asJson(first), asJson(readTypings(paths)));
    assert.ok(first.styleKeys.length > 50 && first.components.length > 10);
    const dir = path.join(site, 'node_modules', '.cache', 'react-figma-api');
    const files = fs.readdirSync(dir);
    assert.equal(files.length, 1, files.join());
    // Whatever the cache file holds is what the next call returns: the checker did not run again.
    fs.writeFileSync(
      path.join(dir, files[0]),
      JSON.stringify({components: [{name: 'FromCache'}], styleKeys: []}),
    );
    assert.deepEqual(
      cachedTypings(site, paths).components.map((c) => c.name),
      ['FromCache'],
    );
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('loading the plugin forgets src/data/, so a reload requires it from disk again', () => {
  const data = require.resolve('../../src/data/propDescriptions');
  require(data);
  assert.ok(require.cache[data], 'loaded before');
  reactFigmaApiPlugin({siteDir: SITE_ROOT} as LoadContext);
  assert.equal(require.cache[data], undefined);
});

test('with the cache filled, loading the data does not load TypeScript into the process', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  try {
    cachedTypings(site, resolvePaths(SITE_ROOT));
    // A fresh process, as a warm `npm start` is: this one already loaded TypeScript above.
    const script = `
      const {cachedTypings} = require(${JSON.stringify(require.resolve('../../src/plugins/react-figma-api'))});
      const {resolvePaths} = require(${JSON.stringify(require.resolve('../../src/plugins/react-figma-api/paths'))});
      const names = cachedTypings(${JSON.stringify(site)}, resolvePaths(${JSON.stringify(SITE_ROOT)})).components;
      const ts = Object.keys(require.cache).filter((f) => f.includes('/node_modules/typescript/'));
      console.log(JSON.stringify({components: names.length, ts}));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {cwd: SITE_ROOT, encoding: 'utf8'}),
    );
    assert.ok(out.components > 0, 'the components came from the cache');
    assert.deepEqual(out.ts, []);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});
