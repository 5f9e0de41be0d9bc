/**
 * src/plugins/compile-hints (PERF-16): a real webpack production build of a small fixture, with the plugin's
 * config, must start the entry's and the route modules' chunks with V8's compile hint and leave a chunk
 * loaded on demand alone. The fixture's route module is imported from a `registry.js` in the generated-files
 * folder, as Docusaurus's own is, so a webpack upgrade that changes chunk-group origins fails here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type {LoadContext} from '@docusaurus/types';
import compileHintsPlugin, {COMPILE_HINT} from '../../src/plugins/compile-hints';

/** Runs `fn` with NODE_ENV set as `docusaurus build` (`production`) or `start` (`development`) sets it. */
function withNodeEnv<T>(env: string, fn: () => T): T {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    return fn();
  } finally {
    process.env.NODE_ENV = before;
  }
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

test('compile-hints: entry and route chunks start with the hint, after minification; on-demand chunks do not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const generatedFilesDir = path.join(dir, '.docusaurus');
  write(
    path.join(generatedFilesDir, 'registry.js'),
    `export default {route: () => import(/* webpackChunkName: "route" */ '../src/route.js')};`,
  );
  write(
    path.join(dir, 'src', 'route.js'),
    `/* a comment the minifier drops */ export const page = () => 'route page';`,
  );
  write(path.join(dir, 'src', 'onDemand.js'), `export const feature = () => 'asked for';`);
  write(
    path.join(dir, 'src', 'main.js'),
    `import registry from '../.docusaurus/registry.js';
     window.go = () => registry.route().then((m) => m.page());
     window.ask = () => import(/* webpackChunkName: "on-demand" */ './onDemand.js').then((m) => m.feature());`,
  );
  const plugin = compileHintsPlugin({generatedFilesDir, siteDir: dir} as LoadContext);
  const extra = withNodeEnv('production', () =>
    plugin.configureWebpack!({mode: 'production'}, false, {} as never, {} as never),
  ) as webpack.Configuration;
  const outDir = path.join(dir, 'build');
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: {main: './src/main.js'},
        output: {
          path: outDir,
          filename: '[name].[contenthash:8].js',
          chunkFilename: '[name].[contenthash:8].js',
        },
        plugins: extra.plugins,
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const files = fs.readdirSync(outDir).filter((f) => f.endsWith('.js'));
  const start = (prefix: string) => {
    const file = files.find((f) => f.startsWith(prefix + '.'));
    assert.ok(file, `no ${prefix} chunk among ${files.join(', ')}`);
    return fs.readFileSync(path.join(outDir, file), 'utf8');
  };
  assert.ok(start('main').startsWith(COMPILE_HINT + '\n'), 'the entry chunk has no compile hint');
  assert.ok(start('route').startsWith(COMPILE_HINT + '\n'), 'the route module chunk has no compile hint');
  assert.ok(!start('on-demand').includes(COMPILE_HINT), 'a chunk loaded on demand got the compile hint');
  assert.ok(!start('route').includes('a comment the minifier drops'), 'the fixture was not minified');
});

test('compile-hints: nothing is added to the server bundle or the dev server', () => {
  const plugin = compileHintsPlugin({generatedFilesDir: '/x/.docusaurus', siteDir: '/x'} as LoadContext);
  const server = withNodeEnv('production', () =>
    plugin.configureWebpack!({}, true, {} as never, {} as never),
  );
  assert.deepEqual(server, {});
  const dev = withNodeEnv('development', () => plugin.configureWebpack!({}, false, {} as never, {} as never));
  assert.deepEqual(dev, {});
  const build = withNodeEnv('production', () =>
    plugin.configureWebpack!({}, false, {} as never, {} as never),
  );
  assert.ok((build as webpack.Configuration).plugins?.length, 'the client build gets the hint step');
});

test("compile-hints: core's ComponentCreator still imports only the not-found page", () => {
  const source = fs.readFileSync(
    require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'),
    'utf8',
  );
  assert.deepEqual(
    [...source.matchAll(/\bimport\(([^)]+)\)/g)].map((m) => m[1]),
    ["'@theme/NotFound'"],
    'ComponentCreator.js changed its import() calls: review which chunks src/plugins/compile-hints marks',
  );
});
