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
import {withNodeEnv} from '../helpers/nodeEnv';
import {swcJsLoader} from '../../src/plugins/build-speed/swcJsLoader';
import {
  LAZY_CLIENT,
  lazyRoutes,
  routeFiles,
  type SiteDirs,
} from '../../src/plugins/dev-server/lazyCompilation';
import registryLoader from '../../src/plugins/dev-server/registryLoader';
import devServerPlugin from '../../src/plugins/dev-server';

const CORE_DIR = path.dirname(require.resolve('@docusaurus/core/package.json'));
/** The webpack-merge core's `start` merges the dev server's options with. */
const {merge} = require(require.resolve('webpack-merge', {paths: [CORE_DIR]})) as {
  merge(configs: object[]): object;
};

/** Core 2.4.3's `routes.js` for routes [path, hash, is a layout]; a layout's children follow it. */
const routesJs = (routes: [string, string, boolean][]) =>
  routes
    .map(
      ([route, hash, layout]) =>
        `  {\n    path: '${route}',\n    component: ComponentCreator('${route}', '${hash}'),\n` +
        (layout ? '    routes: [\n' : '    exact: true\n  },\n'),
    )
    .join('');

/** A project shaped like core's: an entry, core's registry and route table in `.docusaurus`, a route. */
function project(): {dir: string; dirs: SiteDirs; route: string; alias: Configuration['resolve']} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-lazy-'));
  const generatedFilesDir = path.join(dir, '.docusaurus');
  fs.mkdirSync(generatedFilesDir);
  const route = path.join(dir, 'docs', 'page.js');
  fs.mkdirSync(path.dirname(route));
  fs.writeFileSync(route, "export default 'the route';\n");
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import registry from './.docusaurus/registry.js';\nwindow.r = registry;\n",
  );
  // The line core 2.4.3 writes per chunk (lib/server/index.js), for one page.
  const request = '@site/docs/page.js';
  fs.writeFileSync(
    path.join(generatedFilesDir, 'registry.js'),
    `export default {\n  'content---page': [() => import(/* webpackChunkName: 'content---page' */ '${request}'), ` +
      `'${request}', require.resolveWeak('${request}')],\n};\n`,
  );
  fs.writeFileSync(
    path.join(generatedFilesDir, 'routesChunkNames.json'),
    JSON.stringify({'/base/docs/page-1a2': {content: 'content---page'}}),
  );
  fs.writeFileSync(path.join(generatedFilesDir, 'routes.js'), routesJs([['/base/docs/page', '1a2', false]]));
  return {
    dir,
    dirs: {baseUrl: '/base/', siteDir: dir, generatedFilesDir},
    route,
    alias: {alias: {'@site': dir}},
  };
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
  assert.ok(watching);
  return {first, next, close: () => new Promise((resolve) => watching.close(resolve))};
}

/** A compiler of `project()` with `lazy`'s experiment and, unless `registryRule` is false, its rule. */
function compilerOf(p: ReturnType<typeof project>, lazy: ReturnType<typeof lazyRoutes>, registryRule = true) {
  const rules = [
    ...(registryRule ? lazy.config.module.rules : []),
    {test: /\.ts$/, use: [swcJsLoader(false)]},
  ];
  return projectCompiler(p.dir, {
    experiments: lazy.config.experiments,
    module: {rules: rules as RuleSetRule[]},
    resolve: p.alias,
    devtool: false,
  });
}

/** `lazy`'s middleware on a local server; what it passes on gets a 404. */
async function serve(lazy: ReturnType<typeof lazyRoutes>) {
  const server = http.createServer((req, res) => lazy.middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as {port: number}).port}`,
    close: () => server.close(),
  };
}

/** Ends a test's watch, its compiler and its server (when it has one), and removes its project. */
async function stop(
  p: ReturnType<typeof project>,
  compiler: ReturnType<typeof compilerOf>,
  watcher: ReturnType<typeof watch>,
  server?: {close(): void},
): Promise<void> {
  await watcher.close();
  await new Promise((resolve) => compiler.close(resolve));
  server?.close();
  fs.rmSync(p.dir, {recursive: true, force: true});
}

test(
  'a route module is built only after a request to the dev server, and stays built',
  {timeout: 60_000},
  async () => {
    const p = project();
    const lazy = lazyRoutes(p.dirs);
    const compiler = compilerOf(p, lazy);
    const server = await serve(lazy);
    const watcher = watch(compiler);
    try {
      const first = await watcher.first;
      assert.ok(!first.hasErrors(), String(first.toString()));
      assert.ok(!built(first, p.route), 'the route is not built by the first compile');
      const bundle = fs
        .readdirSync(path.join(p.dir, 'out'))
        .map((f) => fs.readFileSync(path.join(p.dir, 'out', f), 'utf8'))
        .join('\n');
      assert.ok(
        bundle.includes(encodeURIComponent('/base/__lazy-compilation/')),
        'the client asks this origin',
      );
      assert.ok(!bundle.includes('http://'), 'and no other');
      const key = /var data = "([0-9a-f]{16})"/.exec(bundle)?.[1];
      assert.ok(key, 'the stand-in names its module');

      const compiled = watcher.next();
      const lazyUrl = `${server.origin}/base/__lazy-compilation/`;
      assert.equal((await fetch(lazyUrl + key, {method: 'POST'})).status, 204);
      assert.ok(built(await compiled, p.route), 'the request built the route');
      assert.equal((await fetch(`${lazyUrl}not-a-key`, {method: 'POST'})).status, 400);
      assert.equal((await fetch(lazyUrl + key)).status, 404, 'a GET is left to the next middleware');

      const again = watcher.next();
      fs.writeFileSync(p.route, "export default 'the route, edited';\n");
      assert.ok(built(await again, p.route), 'it stays built');
      assert.deepEqual([...lazy.active], [key]);
    } finally {
      await stop(p, compiler, watcher, server);
    }
  },
);

test(
  "a page's HTML request builds its route's modules, and only that page's",
  {timeout: 60_000},
  async () => {
    const p = project();
    const lazy = lazyRoutes(p.dirs);
    const compiler = compilerOf(p, lazy);
    const server = await serve(lazy);
    const watcher = watch(compiler);
    const html = {headers: {accept: 'text/html,application/xhtml+xml'}};
    try {
      assert.ok(!built(await watcher.first, p.route));
      assert.equal((await fetch(`${server.origin}/base/docs/pages`, html)).status, 404, 'passed on');
      assert.equal((await fetch(`${server.origin}/base/docs/page.js`)).status, 404);
      assert.equal(
        (await fetch(`${server.origin}/base/%E0%A4%A`, html)).status,
        404,
        'a bad escape passes on',
      );
      const prefetch = {headers: {...html.headers, 'sec-fetch-dest': 'empty'}};
      await fetch(`${server.origin}/base/docs/page/`, prefetch);
      assert.deepEqual(
        [...lazy.active],
        [],
        'another page, no HTML, or a fetch not for a document builds nothing',
      );
      const compiled = watcher.next();
      await fetch(`${server.origin}/base/docs/page/`, {
        headers: {...html.headers, 'sec-fetch-dest': 'document'},
      });
      assert.ok(built(await compiled, p.route));
    } finally {
      await stop(p, compiler, watcher, server);
    }
  },
);

test("a page's files: its route's and its layout's, from core's tables; the theme's are not lazy", () => {
  const p = project();
  const gen = p.dirs.generatedFilesDir;
  fs.writeFileSync(
    path.join(gen, 'routesChunkNames.json'),
    JSON.stringify({
      '/base/docs-0f1': {
        __comp: 'comp---doc-page',
        versionMetadata: 'version---v',
        __context: {plugin: 'ctx'},
      },
      '/base/docs/page-1a2': {__comp: 'comp---doc-item', content: 'content---page'},
      '/base/docs/page/sub-5c6': {content: 'content---sub'},
      '/base/docs/pages-3b4': {content: 'content---pages'},
    }),
  );
  const entry = (chunk: string, request: string) =>
    `  '${chunk}': [() => import(/* webpackChunkName: '${chunk}' */ '${request}'), '${request}', ` +
    `require.resolveWeak('${request}')],\n`;
  const context = path.join(gen, 'docusaurus-plugin-content-docs', 'default', 'context.json');
  fs.writeFileSync(
    path.join(gen, 'registry.js'),
    `export default {\n${entry('comp---doc-page', '@theme/DocPage')}${entry('version---v', '~docs/default/v.json')}` +
      `${entry('ctx', context)}${entry('comp---doc-item', '@theme/DocItem')}` +
      `${entry('content---page', '@site/docs/page.js')}${entry('content---sub', '@site/docs/sub.js')}` +
      `${entry('content---pages', '@site/docs/pages.js?truncated=true')}};\n`,
  );
  fs.writeFileSync(
    path.join(gen, 'routes.js'),
    routesJs([
      ['/base/docs', '0f1', true],
      ['/base/docs/page', '1a2', false],
      ['/base/docs/page/sub', '5c6', false],
      ['/base/docs/pages', '3b4', false],
    ]),
  );
  const layout = [path.join(gen, 'docusaurus-plugin-content-docs', 'default', 'v.json'), context];
  const files = (page: string) => routeFiles(p.dirs, page).sort();
  assert.deepEqual(files('/base/docs/page'), [...layout, p.route].sort());
  assert.deepEqual(files('/base/docs/page/'), files('/base/docs/page'));
  assert.deepEqual(files('/base/docs/page/sub'), [...layout, path.join(p.dir, 'docs', 'sub.js')].sort());
  const pages = path.join(p.dir, 'docs', 'pages.js?truncated=true');
  assert.deepEqual(files('/base/docs/pages'), [...layout, pages].sort());
  assert.deepEqual(routeFiles({...p.dirs, generatedFilesDir: '/nowhere'}, '/base/docs/page'), []);
  fs.rmSync(p.dir, {recursive: true, force: true});
});

test(
  "webpack builds a weak reference's module: without the registry loader the route is built at start",
  {timeout: 60_000},
  async () => {
    const p = project();
    const compiler = compilerOf(p, lazyRoutes(p.dirs), false);
    const watcher = watch(compiler);
    try {
      assert.ok(built(await watcher.first, p.route));
    } finally {
      await stop(p, compiler, watcher);
    }
  },
);

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
  const lazy = lazyRoutes({baseUrl: '/', siteDir: '/site', generatedFilesDir: '/site/.docusaurus'});
  const merged = merge([core, lazy.config.devServer]) as typeof core;
  const list = merged.setupMiddlewares(['static']);
  assert.deepEqual(list, [{name: 'lazy-compilation', middleware: lazy.middleware}, 'core', 'static']);
});

test('the plugin adds lazy compilation under `npm start` only, with the client in this folder', () => {
  const mdxRule = () => ({
    module: {
      rules: [{test: /\.mdx?$/, use: [{loader: require.resolve('@docusaurus/mdx-loader'), options: {}}]}],
    },
  });
  const context = {siteDir: '/site', generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as never;
  const configure = () =>
    devServerPlugin(context).configureWebpack!(mdxRule() as Configuration, false, {} as never, undefined);
  assert.deepEqual(withNodeEnv('production', configure), {});
  const config = withNodeEnv('development', configure) as Configuration;
  const lazy = config.experiments?.lazyCompilation as {entries: boolean; imports: boolean};
  assert.equal(lazy.entries, false);
  assert.equal(lazy.imports, true);
  assert.ok(fs.existsSync(LAZY_CLIENT));
});
