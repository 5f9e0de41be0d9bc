/**
 * src/plugins/runner-assets/adapter.ts under `npm start`: a build marked `beforeFirstCompile` is written
 * before writeRunnerAssets resolves; the others, and a failed early one, are placeholders until a job.
 */
// Own process: NODE_ENV=development and the dev server's process-global queue.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {FileCache} from '../../src/plugins/common/fileCache';
import {assetFile, writeRunnerAssets, type RunnerAssetBuild} from '../../src/plugins/runner-assets/adapter';
import {firstCompileDone} from '../../src/plugins/dev-server/state';

process.env.NODE_ENV = 'development';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-assets-early-'));
after(() => fs.rmSync(tmp, {recursive: true, force: true}));

/** A build of the asset `name` that gives `text`, or throws with `text` undefined. */
const build = (name: string, text?: string, beforeFirstCompile?: boolean): RunnerAssetBuild => ({
  assets: [{name, placeholder: 'placeholder'}],
  beforeFirstCompile,
  build: async () => {
    if (text === undefined) throw new Error(`${name} failed`);
    return {[name]: text};
  },
});

test('the early build is written and cached before the first compile; the others wait as placeholders', async () => {
  const dir = path.join(tmp, 'generated');
  const cache = new FileCache(path.join(tmp, 'cache'));
  const builds = [
    build('early', 'the checker', true),
    build('late', 'the engine'),
    build('broken', undefined, true),
  ];
  await writeRunnerAssets(builds, dir, cache, 'key');
  const text = (i: number) => fs.readFileSync(assetFile(dir, builds[i].assets[0]), 'utf8');
  assert.equal(firstCompileDone(), false);
  assert.equal(text(0), 'the checker');
  assert.equal(cache.get('key-early', '.txt')?.toString(), 'the checker');
  assert.equal(text(1), 'placeholder');
  assert.equal(text(2), 'placeholder', 'a failed early build is left to the job, as any build');
});

test('the early builds run one at a time: two esbuild bundles at once were a peak of their own', async () => {
  let running = 0;
  let most = 0;
  const timed = (name: string): RunnerAssetBuild => ({
    assets: [{name, placeholder: 'placeholder'}],
    beforeFirstCompile: true,
    build: async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return {[name]: `${name} built`};
    },
  });
  const dir = path.join(tmp, 'in-turn');
  const builds = [timed('engine'), timed('checker'), timed('kit')];
  await writeRunnerAssets(builds, dir, new FileCache(path.join(tmp, 'cache-in-turn')), 'key');
  assert.equal(most, 1);
  assert.deepEqual(
    builds.map((b) => fs.readFileSync(assetFile(dir, b.assets[0]), 'utf8')),
    ['engine built', 'checker built', 'kit built'],
  );
});
