/**
 * src/figma-runner/node/realmCache.ts: the preview worker's esbuild output is keyed by the runner's sources
 * and the lockfile, and a warm cache starts a worker, or loads the DOM, without esbuild; the worker is one
 * file that plain `node` runs.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {Worker} from 'node:worker_threads';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {FileCache} from '../../src/figma-runner/node/fileCache';
import {domScript, realmCacheKey, realmScripts, workerScript} from '../../src/figma-runner/node/realmCache';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'realm-cache-'));

test('a changed runner source or lockfile gives a new key; a README does not', () => {
  const site = tmp();
  const runner = path.join(site, 'runner');
  fs.mkdirSync(path.join(runner, 'engine'), {recursive: true});
  fs.writeFileSync(path.join(site, 'package-lock.json'), '{"lockfileVersion": 3}');
  fs.writeFileSync(path.join(runner, 'engine', 'realm.ts'), 'export const a = 1;\n');
  const first = realmCacheKey(site, runner);
  assert.match(first, /^[0-9a-f]{20}$/);
  fs.writeFileSync(path.join(runner, 'README.md'), '# notes\n');
  assert.equal(realmCacheKey(site, runner), first);
  fs.writeFileSync(path.join(runner, 'engine', 'realm.ts'), 'export const a = 2;\n');
  const edited = realmCacheKey(site, runner);
  assert.notEqual(edited, first);
  fs.writeFileSync(path.join(site, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}');
  assert.notEqual(realmCacheKey(site, runner), edited);
  fs.rmSync(site, {recursive: true, force: true});
});

test('a warm cache answers without building, a cold one builds and drops older keys', async () => {
  const cache = new FileCache(tmp());
  cache.set('0123456789abcdef0123', '.realm.js', 'stale');
  const built = await realmScripts(SITE_ROOT, cache);
  assert.match(built.realm, /var realm=/);
  assert.match(built.mainRuntime, /react-figma\/rpc/);
  const key = realmCacheKey(SITE_ROOT);
  assert.equal(built.key, key);
  assert.deepEqual(fs.readdirSync(cache.dir).sort(), [`${key}.main.js`, `${key}.realm.js`]);
  // A build would overwrite the marker.
  cache.set(key, '.realm.js', 'var realm = "from the cache";');
  assert.equal((await realmScripts(SITE_ROOT, cache)).realm, 'var realm = "from the cache";');
  fs.rmSync(cache.dir, {recursive: true, force: true});
});

test('a worker started on a warm cache does not load the bundlers', () => {
  // What previewWorker.ts loads before its first realm; tsx loads esbuild's package itself, so not that.
  const script =
    `require(${JSON.stringify(require.resolve('../../src/figma-runner/node/starterMainThread'))});` +
    `const {realmScripts} = require(${JSON.stringify(require.resolve('../../src/figma-runner/node/realmCache'))});` +
    `realmScripts(process.cwd()).then(() => console.log(Object.keys(require.cache).filter((f) => /figma-runner\\/node\\/(esbuildBuild|bundle\\w+)\\.ts$/.test(f)).join()));`;
  const run = () =>
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: SITE_ROOT,
      encoding: 'utf8',
    }).trim();
  run();
  assert.equal(run(), '');
});

test('the DOM bundle is kept under the key it is given: a warm cache answers without building, a cold one drops older keys', async () => {
  const cache = new FileCache(tmp());
  const key = realmCacheKey(SITE_ROOT);
  cache.set('0123456789abcdef0123', '.dom.js', 'stale');
  const built = await domScript(SITE_ROOT, key, cache);
  assert.match(built, /var rfwDom=/);
  assert.deepEqual(fs.readdirSync(cache.dir), [`${key}.dom.js`]);
  cache.set(key, '.dom.js', 'var rfwDom = "from the cache";');
  assert.equal(await domScript(SITE_ROOT, key, cache), 'var rfwDom = "from the cache";');
  fs.rmSync(cache.dir, {recursive: true, force: true});
});

test('the worker is one file under the same key that a worker thread of plain node runs to ready', async () => {
  const cache = new FileCache(tmp());
  // Another checkout's worker under the same key: its paths are not this one's.
  cache.set(realmCacheKey(SITE_ROOT), '.00000000.worker.js', '"another checkout";');
  const gone = `var require = require('node:module').createRequire(${JSON.stringify(path.join(tmp(), 'gone', 'w.ts'))});`;
  cache.set(realmCacheKey(SITE_ROOT), '.11111111.worker.js', gone);
  const {file, key} = await workerScript(SITE_ROOT, cache);
  assert.equal(key, realmCacheKey(SITE_ROOT));
  assert.match(path.basename(file), new RegExp(`^${key}\\.[0-9a-f]{8}\\.worker\\.js$`));
  assert.notEqual(fs.readFileSync(file, 'utf8'), '"another checkout";');
  // A live checkout's file stays; one whose sources are gone is removed when a worker is built.
  assert.deepEqual(
    fs
      .readdirSync(cache.dir)
      .filter((f) => f.endsWith('.worker.js'))
      .sort(),
    [`${key}.00000000.worker.js`, path.basename(file)].sort(),
  );
  // No key passed: the worker hashes the runner's folder itself, which a wrong `__dirname` would miss.
  const worker = new Worker(file, {
    workerData: {cwd: SITE_ROOT, starterDir: path.join(SITE_ROOT, 'examples', 'starter')},
    execArgv: [],
    stderr: true,
  });
  let stderr = '';
  worker.stderr.on('data', (d) => (stderr += d));
  const said = await new Promise((resolve) => {
    worker.once('message', (text: string) => resolve(JSON.parse(text)));
    worker.once('exit', (code) => resolve(`exit ${code}: ${stderr}`));
  });
  await worker.terminate();
  assert.deepEqual(said, {ready: true});
  fs.writeFileSync(file, '"from the cache";');
  assert.equal(fs.readFileSync((await workerScript(SITE_ROOT, cache)).file, 'utf8'), '"from the cache";');
  fs.rmSync(cache.dir, {recursive: true, force: true});
});
