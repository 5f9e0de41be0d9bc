/**
 * dev-server's exit caching (src/plugins/dev-server/cacheWhenIdle.ts): webpack's persistent cache is on disk soon
 * after a compile, while the watcher still runs, so @docusaurus/core's start.js may exit at any time after that
 * (a real webpack watch compiler with a filesystem cache whose idle store is an hour away unless the plugin runs).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {CacheWhenIdle} from '../../src/plugins/dev-server/cacheWhenIdle';

/** Watches a one-module project; the pack files on disk `waitMs` after the first compile, without any close. */
async function packsAfterFirstCompile(withPlugin: boolean, waitMs: number): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-cache-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
  const cacheDirectory = path.join(dir, 'cache');
  const compiler = projectCompiler(dir, {
    cache: {
      type: 'filesystem',
      cacheDirectory,
      idleTimeout: 3_600_000,
      idleTimeoutForInitialStore: 3_600_000,
      idleTimeoutAfterLargeChanges: 3_600_000,
    },
    plugins: withPlugin ? [new CacheWhenIdle()] : [],
  });
  const watching = compiler.watch({}, () => {});
  await new Promise<void>((resolve) => compiler.hooks.done.tap('test', () => resolve()));
  const packs = () =>
    fs.existsSync(cacheDirectory)
      ? fs
          .readdirSync(cacheDirectory, {recursive: true})
          .map(String)
          .filter((f) => f.endsWith('.pack'))
      : [];
  const deadline = Date.now() + waitMs;
  while (packs().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const found = packs();
  await new Promise((resolve) => (watching ? watching.close(resolve) : resolve(undefined)));
  await new Promise((resolve) => compiler.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
  return found;
}

test('with CacheWhenIdle the pack is written once the compiler is idle, before any close', async () => {
  assert.deepEqual(
    new Set(await packsAfterFirstCompile(true, 10_000)),
    new Set(['default-development/index.pack', 'default-development/0.pack']),
  );
});

test("without it, webpack's idle store has written nothing by then", async () => {
  assert.deepEqual(await packsAfterFirstCompile(false, 2000), []);
});

test('it refuses a compiler without a filesystem cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-cache-'));
  try {
    assert.throws(() => projectCompiler(dir, {plugins: [new CacheWhenIdle()]}), /no filesystem cache/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
