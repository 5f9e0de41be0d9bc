/**
 * What an edit under `npm start` no longer pays (PERF-18, src/plugins/dev-server/README.md items 4, 9): no
 * progress frames to open tabs, no `__source`/`__self` per element in a page's compiled MDX, and no cache
 * pack written a second after a page's first compile.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';
import WebSocket from 'ws';
import {projectCompiler} from '../helpers/webpackProject';
import {withNodeEnv} from '../helpers/nodeEnv';
import {swcJsLoader} from '../../src/plugins/build-speed/swcJsLoader';
import devServerPlugin, {PACK_IDLE_MS} from '../../src/plugins/dev-server';

const CORE_DIR = path.dirname(require.resolve('@docusaurus/core/package.json'));
const {merge} = require(require.resolve('webpack-merge', {paths: [CORE_DIR]})) as {
  merge(configs: object[]): Record<string, unknown>;
};
const {runLoaders} = require('loader-runner'); // untyped
const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');
const CONTEXT = {siteDir: '/site', generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as never;

/** The plugin's webpack config under `npm start`, for a config with Docusaurus's JS and MDX rules. */
function devConfig(): {ours: Configuration; rules: RuleSetRule[]} {
  const rules: RuleSetRule[] = [
    {test: /\.tsx?$/, use: [swcJsLoader(false)]},
    {test: /\.mdx?$/, use: [swcJsLoader(false), {loader: MDX_LOADER, options: {}}]},
  ];
  const ours = withNodeEnv('development', () =>
    devServerPlugin(CONTEXT).configureWebpack!({module: {rules}}, false, {} as never, undefined),
  ) as Configuration;
  return {ours, rules};
}

/** The `progress-update` frames an open tab receives while a dev server with `options` compiles once. */
async function progressFrames(options: Record<string, unknown>): Promise<number> {
  const Server = require(require.resolve('webpack-dev-server', {paths: [CORE_DIR]}));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rfw-progress-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const a = 1;\n');
  const compiler = projectCompiler(dir);
  // Core's own `allowedHosts`; without it the server turns the socket away.
  const quiet = {allowedHosts: 'all', devMiddleware: {stats: 'none'}, static: false, hot: true};
  const server = new Server({...options, ...quiet, port: 0, host: '127.0.0.1'}, compiler);
  await server.start();
  await new Promise((r) => server.middleware.waitUntilValid(r));
  const port = (server.server.address() as {port: number}).port;
  let frames = 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  socket.on(
    'message',
    (data: Buffer) => (frames += JSON.parse(`${data}`).type === 'progress-update' ? 1 : 0),
  );
  await new Promise((r) => socket.once('open', r));
  const done = new Promise((r) => compiler.hooks.done.tap('test', () => r(undefined)));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const a = 2;\n');
  await done;
  // The last frames of the compile may still be on their way.
  await new Promise((r) => setTimeout(r, 200));
  socket.close();
  await server.stop();
  fs.rmSync(dir, {recursive: true, force: true});
  return frames;
}

test("an edit's compile sends open tabs no progress frames; core's overlay settings stay", async () => {
  const start = fs.readFileSync(path.join(CORE_DIR, 'lib', 'commands', 'start.js'), 'utf8');
  assert.match(start, /client: \{\s*progress: true,/, "core's default still turns progress on");
  const core = {client: {progress: true, overlay: {warnings: false, errors: true}}};
  const merged = merge([core, (devConfig().ours as {devServer: object}).devServer]);
  assert.deepEqual(merged.client, {progress: false, overlay: {warnings: false, errors: true}});
  assert.ok((await progressFrames(core)) > 0, "with core's default, the tab gets progress frames");
  assert.equal(await progressFrames({client: merged.client}), 0);
});

/** `source` through `use` (swc-loader) as webpack runs it under `npm start`. */
function compiled(use: RuleSetUseItem, source: string): Promise<string> {
  const {loader, options} = use as {loader: string; options: object};
  return new Promise((resolve, reject) =>
    runLoaders(
      {
        resource: '/site/docs/page.mdx',
        loaders: [{loader, options}],
        context: {mode: 'development'},
        readResource: (_file: string, callback: (e: null, b: Buffer) => void) =>
          callback(null, Buffer.from(source)),
      },
      (error: Error | null, result: {result: unknown[]}) =>
        error ? reject(error) : resolve(String(result.result[0])),
    ),
  );
}

test("a page's compiled MDX has no __source or __self per element; the site's own code keeps them", async () => {
  const {rules} = devConfig();
  const mdxOutput =
    '/* @jsxRuntime classic */ /* @jsx mdx */\nexport default function MDXContent() { return <p>Hello</p>; }\n';
  const [jsRule, mdxRule] = rules as [{use: RuleSetUseItem[]}, {use: RuleSetUseItem[]}];
  const page = await compiled(mdxRule.use[0], mdxOutput);
  assert.match(page, /mdx\("p"/);
  assert.doesNotMatch(page, /__source|__self/);
  const component = await compiled(jsRule.use[0], 'export const A = () => <p>Hello</p>;\n');
  assert.match(component, /fileName:/, 'src/ keeps the file and line React shows in component stacks');
  assert.equal((mdxRule.use[1] as {loader: string}).loader.endsWith('safeMdxLoader.ts'), true);
});

test("webpack's cache is written after a minute without compiles, whatever changed, not a second after", () => {
  // Core's own cache config, then ours merged over it as core merges a plugin's configureWebpack.
  const core = {cache: {type: 'filesystem', version: 'core', cacheDirectory: '/site/node_modules/.cache'}};
  const cache = merge([core, devConfig().ours]).cache as Record<string, unknown>;
  assert.equal(PACK_IDLE_MS >= 60_000, true, 'a minute at least: edits come seconds apart');
  assert.deepEqual(
    [cache.type, cache.version, cache.idleTimeoutAfterLargeChanges, cache.idleTimeoutForInitialStore],
    ['filesystem', 'core', PACK_IDLE_MS, PACK_IDLE_MS],
  );
});
