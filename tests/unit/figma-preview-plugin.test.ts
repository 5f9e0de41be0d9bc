/**
 * The figma-preview Docusaurus plugin (src/plugins/figma-preview/index.ts) and the Docusaurus 2.4.3 internal
 * it relies on: the persistent webpack cache whose version it extends. A Docusaurus upgrade that changes the
 * cache's shape fails here first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Configuration} from 'webpack';
import figmaPreviewPlugin from '../../src/plugins/figma-preview';
import {rendererVersion} from '../../src/plugins/figma-preview/previews';
import {starterHash} from '../../src/plugins/markdown/starterFiles';

test("Docusaurus's webpack config has a filesystem cache with a version string (what the plugin extends)", () => {
  const base = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
  assert.match(base, /cache:\s*\{\s*type:\s*'filesystem'/);
  assert.match(base, /version:\s*\[/);
});

test("the plugin adds the engine's and the starter's versions to the cache version, and keeps the rest of the cache config", () => {
  const plugin = figmaPreviewPlugin();
  const given: Configuration = {cache: {type: 'filesystem', version: '2.4.3-abc', name: 'client'}};
  const out = (plugin.configureWebpack as unknown as (c: Configuration, s: boolean) => Configuration)(
    given,
    false,
  );
  const cache = out.cache as {type: string; version: string; name: string};
  assert.equal(cache.type, 'filesystem');
  assert.equal(cache.name, 'client');
  // The starter's files join it: `starter` fences include them without webpack knowing
  // (src/remark/starter-files).
  assert.equal(
    cache.version,
    `2.4.3-abc-preview-${rendererVersion().slice(0, 12)}-starter-${starterHash().slice(0, 12)}`,
  );
});
