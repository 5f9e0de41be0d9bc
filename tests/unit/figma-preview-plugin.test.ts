/**
 * The figma-preview Docusaurus plugin (src/plugins/figma-preview/index.ts) and the Docusaurus 2.4.3 internals
 * it relies on: the persistent webpack cache whose version it extends, and webpack asset modules for the
 * browser shell's three scripts. A Docusaurus upgrade that changes the cache's shape fails here first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Configuration} from 'webpack';
import figmaPreviewPlugin from '../../src/plugins/figma-preview';
import {rendererVersion} from '../../src/plugins/figma-preview/previews';
import {starterHash} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

test("Docusaurus's webpack config has a filesystem cache with a version string (what the plugin extends)", () => {
  const base = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
  assert.match(base, /cache:\s*\{\s*type:\s*'filesystem'/);
  assert.match(base, /version:\s*\[/);
});

test("the plugin adds the engine's and the starter's versions to the cache version, and keeps the rest of the cache config", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figma-preview-plugin-'));
  const plugin = figmaPreviewPlugin({siteDir: SITE_ROOT, generatedFilesDir: dir} as never);
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
  const alias = out.resolve?.alias as Record<string, string>;
  assert.equal(path.dirname(alias['@preview-engine']), path.join(dir, 'figma-preview'));
  assert.ok(alias['@preview-syntax'].endsWith('.jstext'));
  const rule = out.module?.rules?.[0] as {test: RegExp; type: string; generator: {filename: string}};
  assert.equal(rule.type, 'asset/resource');
  assert.doesNotMatch(
    rule.generator.filename,
    /\.js$/,
    "the client build's minimizer would minify a .js asset again",
  );
  assert.ok(rule.test.test(alias['@preview-engine']) && !rule.test.test('page.js'));
  const inline = out.module?.rules?.find(
    (r) => r && typeof r === 'object' && r.test instanceof RegExp && r.test.test(alias['@preview-relay']),
  ) as {type: string} | undefined;
  assert.equal(inline?.type, 'asset/source', 'the relay is inlined into the runner as a string');
});

test('loadContent writes both browser scripts where the aliases point', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figma-preview-plugin-'));
  const plugin = figmaPreviewPlugin({siteDir: SITE_ROOT, generatedFilesDir: dir} as never);
  await plugin.loadContent?.();
  const alias = (plugin.configureWebpack as unknown as (c: Configuration) => Configuration)({}).resolve
    ?.alias as Record<string, string>;
  const worker = fs.readFileSync(alias['@preview-engine'], 'utf8');
  const syntax = fs.readFileSync(alias['@preview-syntax'], 'utf8');
  assert.match(worker, /previewSyntaxParser/, 'the worker reads the parser the page sends');
  assert.match(syntax, /previewSyntaxParser\s*=/, 'the syntax script defines the parser');
  const relay = fs.readFileSync(alias['@preview-relay'], 'utf8');
  assert.match(relay, /relay-ready/, 'the relay announces itself to the page');
  assert.doesNotMatch(relay, /<\/script/i, 'the relay is inlined in a <script> of the iframe');
  assert.doesNotMatch(relay, /^\s*(import|export)\b/m, 'the relay is a classic script');
});
