/**
 * src/plugins/dev-server/state.ts and generated.ts: background jobs wait for the first compile, never run
 * while a compile runs, run one at a time in JOB_ORDER; generated files get placeholders at once and their
 * real text from a job, built once per key. One process: the state is process-global, so the tests run in
 * order.
 */
// Own process: NODE_ENV=development and the dev server's process-global state.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {
  BackgroundQueue,
  compiling,
  firstCompileDone,
  releaseBeforeAssetBuilds,
  runInBackground,
} from '../../src/plugins/dev-server/state';
import {writeGenerated} from '../../src/plugins/dev-server/generated';
import {withNodeEnv} from '../helpers/nodeEnv';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-queue-'));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const tick = (ms = 50) => new Promise((r) => setTimeout(r, ms));
process.env.NODE_ENV = 'development';
/** Builds of the first test's generated files. */
let builds = 0;

test('placeholders now, nothing built before the first compile', async () => {
  const fresh = path.join(dir, 'fresh.txt');
  const old = path.join(dir, 'old.txt');
  fs.writeFileSync(old, 'from an earlier start');
  const build = async () => {
    builds += 1;
    return {[fresh]: 'real', [old]: 'real too'};
  };
  const ask = () =>
    writeGenerated(
      'runner-assets',
      'files-a',
      undefined,
      {[fresh]: 'placeholder', [old]: 'placeholder'},
      build,
    );
  await ask();
  // A content reload asks again while the first is pending.
  await ask();
  assert.equal(read(fresh), 'placeholder');
  assert.equal(read(old), 'from an earlier start', 'an existing file is kept until the build replaces it');
  await tick();
  assert.equal(builds, 0);
  assert.equal(firstCompileDone(), false);
});

test('the jobs run after the first compile on a real compiler, in JOB_ORDER, one at a time, once per key', async () => {
  const order: string[] = [];
  let running = 0;
  const job = (name: string) => async () => {
    running += 1;
    assert.equal(running, 1, `${name} runs alone`);
    order.push(name);
    await tick(20);
    running -= 1;
  };
  const all = [
    runInBackground('runner-assets', job('runner-assets')),
    runInBackground('mdx-loader', job('mdx-loader 1')),
    runInBackground('figures', job('figure')),
    runInBackground('mdx-loader', job('mdx-loader 2')),
  ];
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
  const compiler = projectCompiler(dir, {plugins: [new BackgroundQueue()]});
  const watching = compiler.watch({}, () => {});
  await Promise.all(all);
  await new Promise((resolve) => (watching ? watching.close(resolve) : resolve(undefined)));
  await new Promise((resolve) => compiler.close(resolve));
  // The first test's generated files were built too (a runner-assets job added before this test's).
  assert.equal(read(path.join(dir, 'fresh.txt')), 'real');
  assert.equal(builds, 1, 'asked twice, built once');
  assert.deepEqual(order, ['figure', 'mdx-loader 1', 'mdx-loader 2', 'runner-assets']);
});

test('a job added while a compile runs waits for its end', async () => {
  compiling(true);
  let ran = false;
  const job = runInBackground('figures', () => {
    ran = true;
  });
  await tick(100);
  assert.equal(ran, false);
  compiling(false);
  await job;
  assert.equal(ran, true);
});

test('the releases run before each runner-assets job, and before no other; a name registers once', async () => {
  const seen: string[] = [];
  // A reloaded plugin module registers again: the second function replaces the first.
  releaseBeforeAssetBuilds('worker', () => seen.push('stale release'));
  releaseBeforeAssetBuilds('worker', () => seen.push('release'));
  await runInBackground('figures', () => seen.push('figure'));
  await runInBackground('runner-assets', () => seen.push('assets 1'));
  await runInBackground('mdx-loader', () => seen.push('mdx'));
  await runInBackground('runner-assets', () => seen.push('assets 2'));
  assert.deepEqual(seen, ['figure', 'release', 'assets 1', 'mdx', 'release', 'assets 2']);
});

test('a failed build leaves the placeholder and is tried again by the next content reload', async () => {
  const file = path.join(dir, 'failing.txt');
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(' '));
  try {
    await writeGenerated('runner-assets', 'files-b', undefined, {[file]: 'placeholder'}, async () => {
      throw new Error('esbuild failed');
    });
    await tick();
    assert.equal(read(file), 'placeholder');
    assert.match(String(errors[0]), /files-b.*esbuild failed/s);
    await writeGenerated('runner-assets', 'files-b', undefined, {[file]: 'placeholder'}, async () => ({
      [file]: 'second try',
    }));
    await tick();
    assert.equal(read(file), 'second try');
  } finally {
    console.error = log;
  }
});

test('writeGenerated in a production build: the cache, or an awaited build', async () => {
  const file = path.join(dir, 'engine.js');
  let built = 0;
  const build = async () => {
    built += 1;
    return {[file]: 'built'};
  };
  try {
    await withNodeEnv('production', async () => {
      await writeGenerated('runner-assets', 'gen-a', {[file]: 'cached'}, {[file]: 'placeholder'}, build);
      assert.equal(read(file), 'cached');
      assert.equal(built, 0, 'a cached text needs no build');
      await writeGenerated('runner-assets', 'gen-a', undefined, {[file]: 'placeholder'}, build);
      assert.equal(read(file), 'built', 'the production build waits for the build');
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
