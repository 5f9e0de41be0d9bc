/**
 * src/plugins/runner-assets: the one cache key, the cache that spares a build, the one emitted name and
 * alias per asset in a real webpack compile, and that no other plugin ships a runner asset itself.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {FileCache} from '../../src/plugins/common/fileCache';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {
  assetFile,
  placeholdersIn,
  runnerAssetsKey,
  runnerAssetsWebpack,
  writeRunnerAssets,
  type RunnerAssetBuild,
} from '../../src/plugins/runner-assets/adapter';
import {runnerAssetBuilds} from '../../src/plugins/runner-assets/assets';
import {exampleAssetRule} from '../../src/plugins/playground';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-assets-'));
after(() => fs.rmSync(tmp, {recursive: true, force: true}));

/** Writes `files` (path under `dir` → text), making folders. */
function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** A build of one fetched and one inlined asset that counts its runs. */
function fakeBuild(texts: {url: string; text: string}): RunnerAssetBuild & {runs: number} {
  const build = {
    runs: 0,
    assets: [
      {name: 'fake-url', placeholder: 'placeholder'},
      {name: 'fake-text', inline: true, placeholder: 'placeholder'},
    ],
    async build() {
      build.runs += 1;
      return {'fake-url': texts.url, 'fake-text': texts.text};
    },
  };
  return build;
}

test('one key: the same inputs give the same key; a runner source or a starter file changed gives a new one', () => {
  const runner = path.join(tmp, 'key', 'runner');
  const starter = path.join(tmp, 'key', 'starter');
  write(runner, {'browser/worker.ts': 'export const a = 1;\n', 'README.md': '# notes\n'});
  write(starter, {'tsconfig.json': '{}\n', 'src/code.tsx': 'export {};\n', 'node_modules/x/index.js': ''});
  const first = runnerAssetsKey(runner, starter);
  assert.match(first, /^[0-9a-f]{20}$/);
  assert.equal(runnerAssetsKey(runner, starter), first);
  write(runner, {'README.md': '# other notes\n'});
  write(starter, {'node_modules/x/index.js': 'installed'});
  assert.equal(runnerAssetsKey(runner, starter), first, 'not code, not the starter: the same key');
  write(runner, {'browser/worker.ts': 'export const a = 2;\n'});
  const second = runnerAssetsKey(runner, starter);
  assert.notEqual(second, first, 'a runner source changed');
  write(starter, {'tsconfig.json': '{"compilerOptions": {"strict": true}}\n'});
  assert.notEqual(runnerAssetsKey(runner, starter), second, 'a starter file changed');
});

test('a build runs once per key: the same key later is a cache hit, a new key builds again', async () => {
  const cache = new FileCache(path.join(tmp, 'cache'));
  const build = fakeBuild({url: 'the worker', text: 'the relay'});
  const generated = (n: number) => path.join(tmp, `generated-${n}`);
  await writeRunnerAssets([build], generated(1), cache, 'key-a');
  assert.equal(build.runs, 1);
  // A later build of the site: its own .docusaurus folder, the same cache.
  await writeRunnerAssets([build], generated(2), cache, 'key-a');
  assert.equal(build.runs, 1, 'same key: read from the cache, not built');
  for (const [asset, text] of [
    [build.assets[0], 'the worker'],
    [build.assets[1], 'the relay'],
  ] as const) {
    assert.equal(fs.readFileSync(assetFile(generated(2), asset), 'utf8'), text);
  }
  await writeRunnerAssets([build], generated(3), cache, 'key-b');
  assert.equal(build.runs, 2, 'new key: built again');
});

/** Compiles an entry that imports both fake assets through their aliases; @returns the output's files. */
async function compile(dir: string, isServer: boolean): Promise<{files: string[]; bundle: string}> {
  const config = runnerAssetsWebpack([fakeBuild({url: '', text: ''})], path.join(dir, 'gen'), '/', isServer);
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import url from '@fake-url';\nimport text from '@fake-text';\nwindow.answer = [url, text];\n",
  );
  const compiler = projectCompiler(dir, {
    ...config,
    output: {path: path.join(dir, 'out'), publicPath: '/'},
    devtool: false,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(String(stats))) : resolve(),
    ),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const out = path.join(dir, 'out');
  const files = (fs.readdirSync(out, {recursive: true}) as string[])
    .filter((f) => fs.statSync(path.join(out, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));
  return {files, bundle: fs.readFileSync(path.join(out, 'main.js'), 'utf8')};
}

test('an asset is pending while its file is missing or its placeholder, and not once its build wrote it', () => {
  const dir = path.join(tmp, 'pending');
  const build = fakeBuild({url: 'built', text: 'built'});
  const [url, text] = build.assets;
  write(dir, {
    [path.basename(assetFile(dir, url))]: 'placeholder',
    [path.basename(assetFile(dir, text))]: 'built',
  });
  assert.deepEqual(placeholdersIn([build], dir), [url]);
  write(dir, {[path.basename(assetFile(dir, url))]: 'built'});
  assert.deepEqual(placeholdersIn([build], dir), []);
  fs.rmSync(assetFile(dir, text));
  assert.deepEqual(placeholdersIn([build], dir), [text], 'a file not written yet is pending too');
});

test('emitted as assets/runner/<name>.<content hash>.txt, imported as its URL; an inline asset as its text', async () => {
  const dir = path.join(tmp, 'webpack');
  const emitted = async (url: string) => {
    const build = fakeBuild({url, text: 'relay();'});
    await writeRunnerAssets([build], path.join(dir, 'gen'), new FileCache(path.join(dir, url)), 'k');
    fs.rmSync(path.join(dir, 'out'), {recursive: true, force: true});
    const {files, bundle} = await compile(dir, false);
    const asset = files.filter((f) => f !== 'main.js');
    assert.equal(asset.length, 1, `one asset besides the bundle: ${files.join(', ')}`);
    assert.match(asset[0], /^assets\/runner\/fake-url\.[0-9a-f]{8}\.txt$/);
    assert.equal(fs.readFileSync(path.join(dir, 'out', asset[0]), 'utf8'), url);
    assert.ok(
      bundle.includes(JSON.stringify(asset[0])),
      "the module is the URL under the site's public path",
    );
    assert.ok(bundle.includes('relay();'), 'the inline asset is its text');
    assert.ok(!bundle.includes(url), 'the fetched asset is not in the bundle');
    return asset[0];
  };
  const first = await emitted('a worker script');
  assert.notEqual(await emitted('another worker script'), first, 'new text, new name');
  fs.rmSync(path.join(dir, 'out'), {recursive: true, force: true});
  assert.deepEqual((await compile(dir, true)).files, ['main.js'], 'the server compiler emits none');
});

/** Import specifiers of src's .ts/.tsx files that name an alias rather than a package: `@name`, no slash. */
function aliasImports(): Set<string> {
  const found = new Set<string>();
  const src = path.join(SITE_ROOT, 'src');
  for (const file of fs.readdirSync(src, {recursive: true}) as string[]) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
    const code = fs.readFileSync(path.join(src, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?'(@[a-z-]+)'/g)) found.add(m[1]);
  }
  return found;
}

test('every alias the site imports is an asset of the adapter, and every asset is imported', () => {
  const names = runnerAssetBuilds(SITE_ROOT).flatMap((b) => b.assets.map((a) => `@${a.name}`));
  assert.deepEqual([...aliasImports()].sort(), [...names].sort());
});

test('no other plugin ships a runner asset itself', () => {
  // The ways a plugin shipped one before: a bundler of the runner's browser code, a generated file deferred
  // under `npm start`, a file served from disk, an emitted asset, a URL constant, an inlined text.
  const SHIPS =
    /figma-runner\/node\/bundle|writeGenerated|servedFromDisk|emitAsset|DefinePlugin|asset\/source/;
  const plugins = path.join(SITE_ROOT, 'src', 'plugins');
  const offenders = (fs.readdirSync(plugins, {recursive: true}) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/^(runner-assets|dev-server)[\\/]/.test(f))
    .filter((f) =>
      SHIPS.test(fs.readFileSync(path.join(plugins, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
  assert.deepEqual(offenders, []);
  // The playground's one asset rule takes its own data files, none of the runner's.
  const rule = exampleAssetRule(false);
  for (const asset of runnerAssetBuilds(SITE_ROOT).flatMap((b) => b.assets)) {
    const file = assetFile(path.join(SITE_ROOT, '.docusaurus', 'runner-assets'), asset);
    assert.ok(!rule.test.some((test) => test.test(file)), file);
  }
});
