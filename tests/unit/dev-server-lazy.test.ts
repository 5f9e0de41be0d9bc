/**
 * src/plugins/dev-server/lazyCompilation.ts: under `npm start` a route's modules are built only once a
 * browser asks the dev server itself for them; the production build gets no lazy compilation.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {Compiler, Configuration, RuleSetRule, Stats} from 'webpack';
import {projectCompiler} from '../helpers/webpackProject';
import {swcJsLoader} from '../../src/plugins/build-speed/swcJsLoader';
import {LAZY_CLIENT, lazyRoutes} from '../../src/plugins/dev-server/lazyCompilation';
import registryLoader from '../../src/plugins/dev-server/registryLoader';
import devServerPlugin from '../../src/plugins/dev-server';

const CORE_DIR = path.dirname(require.resolve('@docusaurus/core/package.json'));
/** The webpack-merge core's `start` merges the dev server's options with. */
const {merge} = require(require.resolve('webpack-merge', {paths: [CORE_DIR]})) as {
  merge(configs: object[]): object;
};

/** A project shaped like core's: an entry, a registry with `import()` and `require.resolveWeak`, a route. */
function project(): {dir: string; registry: string; route: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-lazy-'));
  const registry = path.join(dir, 'registry.js');
  const route = path.join(dir, 'route.js');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import registry from './registry.js';\nwindow.r = registry;\n",
  );
  fs.writeFileSync(
    registry,
    "export default {route: [() => import('./route.js'), './route.js', require.resolveWeak('./route.js')]};\n",
  );
  fs.writeFileSync(route, "export default 'the route';\n");
  return {dir, registry, route};
}

const built = (stats: Stats, file: string) =>
  [...stats.compilation.modules].some((m) => (m as {resource?: string}).resource === file);

/** Watches `compiler`; `next()` resolves with the stats of the next compile that finishes. */
function watch(compiler: Compiler) {
  const waiting: ((stats: Stats) => void)[] = [];
  compiler.hooks.done.tap('test', (stats) => waiting.shift()?.(stats));
  const next = () => new Promise<Stats>((resolve) => waiting.push(resolve));
  const first = next();
  const watching = compiler.watch({}, (error) => assert.ifError(error));
  return {first, next, close: () => new Promise((resolve) => watching.close(resolve))};
}

test('a route module is built only after a request to the dev server, and stays built', async () => {
  const {dir, registry, route} = project();
  const lazy = lazyRoutes('/base/', registry);
  const rules = [...lazy.config.module.rules, {test: /\.ts$/, use: [swcJsLoader(false)]}];
  const compiler = projectCompiler(dir, {
    experiments: lazy.config.experiments,
    module: {rules: rules as RuleSetRule[]},
    devtool: false,
  });
  const server = http.createServer((req, res) => lazy.middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as {port: number}).port;
  const watcher = watch(compiler);
  try {
    const first = await watcher.first;
    assert.ok(!first.hasErrors(), String(first.toString()));
    assert.ok(!built(first, route), 'the route is not built by the first compile');
    const out = fs
      .readdirSync(path.join(dir, 'out'))
      .map((f) => fs.readFileSync(path.join(dir, 'out', f), 'utf8'));
    const bundle = out.join('\n');
    assert.ok(
      bundle.includes(encodeURIComponent('/base/__lazy-compilation/')),
      'the client asks this origin',
    );
    assert.ok(!bundle.includes('http://'), 'and no other');
    const key = /var data = "([0-9a-f]{16})"/.exec(bundle)?.[1];
    assert.ok(key, 'the stand-in names its module');

    const compiled = watcher.next();
    const lazyUrl = `http://127.0.0.1:${port}/base/__lazy-compilation/`;
    assert.equal((await fetch(lazyUrl + key, {method: 'POST'})).status, 204);
    assert.ok(built(await compiled, route), 'the request built the route');
    assert.equal((await fetch(`${lazyUrl}not-a-key`, {method: 'POST'})).status, 400);
    assert.equal((await fetch(lazyUrl + key)).status, 404, 'a GET is left to the next middleware');

    const again = watcher.next();
    fs.writeFileSync(route, "export default 'the route, edited';\n");
    assert.ok(built(await again, route), 'it stays built');
    assert.deepEqual([...lazy.active], [key]);
  } finally {
    await watcher.close();
    await new Promise((resolve) => compiler.close(resolve));
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("webpack builds a weak reference's module: without the registry loader the route is built at start", async () => {
  const {dir, registry, route} = project();
  const {experiments} = lazyRoutes('/', registry).config;
  const rules = [{test: /\.ts$/, use: [swcJsLoader(false)]}];
  const compiler = projectCompiler(dir, {experiments, module: {rules}, devtool: false});
  const watcher = watch(compiler);
  try {
    assert.ok(built(await watcher.first, route));
  } finally {
    await watcher.close();
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("the registry loader drops core's weak references, and fails when core writes none", () => {
  const generator = fs.readFileSync(path.join(CORE_DIR, 'lib', 'server', 'index.js'), 'utf8');
  assert.ok(generator.includes("require.resolveWeak('${modulePath}')"), "core's registry still has them");
  const line = (p: string) => `  'c': [() => import('${p}'), '${p}', require.resolveWeak('${p}')],\n`;
  const out = registryLoader(line('@site/docs/a.mdx') + line('@theme/DocPage'));
  assert.ok(!out.includes('resolveWeak'));
  assert.equal(out.match(/import\('/g)?.length, 2, 'the loaders stay');
  assert.throws(() => registryLoader("export default {'c': [() => import('x'), 'x']};"), /resolveWeak/);
});

test("core's setupMiddlewares and ours, merged as core merges them, give each middleware once, ours first", () => {
  const start = fs.readFileSync(path.join(CORE_DIR, 'lib', 'commands', 'start.js'), 'utf8');
  assert.ok(start.includes('(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer]'));
  const core = {setupMiddlewares: (m: unknown[]) => (m.unshift('core'), m)};
  const lazy = lazyRoutes('/', '/site/.docusaurus/registry.js');
  const merged = merge([core, lazy.config.devServer]) as typeof core;
  const list = merged.setupMiddlewares(['static']);
  assert.deepEqual(list, [{name: 'lazy-compilation', middleware: lazy.middleware}, 'core', 'static']);
});

test('the plugin adds lazy compilation under `npm start` only, with the client in this folder', () => {
  const before = process.env.NODE_ENV;
  const mdxRule = () => ({
    module: {
      rules: [{test: /\.mdx?$/, use: [{loader: require.resolve('@docusaurus/mdx-loader'), options: {}}]}],
    },
  });
  const context = {siteDir: '/site', generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as never;
  try {
    process.env.NODE_ENV = 'production';
    assert.deepEqual(
      devServerPlugin(context).configureWebpack!(mdxRule() as Configuration, false, {} as never, undefined),
      {},
    );
    process.env.NODE_ENV = 'development';
    const config = devServerPlugin(context).configureWebpack!(
      mdxRule() as Configuration,
      false,
      {} as never,
      undefined,
    ) as Configuration;
    const lazy = config.experiments?.lazyCompilation as {entries: boolean; imports: boolean};
    assert.equal(lazy.entries, false);
    assert.equal(lazy.imports, true);
    assert.ok(fs.existsSync(LAZY_CLIENT));
  } finally {
    process.env.NODE_ENV = before;
  }
});
