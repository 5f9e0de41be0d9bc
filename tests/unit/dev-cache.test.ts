/**
 * dev-cache: a signal to the dev server writes webpack's persistent cache before the exit that
 * @docusaurus/core's start.js calls at once (a real webpack watch compiler with a filesystem cache).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {holdExitUntilClosed, type ExitingProcess} from '../../src/plugins/dev-cache';

/** Watches a one-module project, then answers SIGTERM as start.js does; resolves with the packs at exit. */
async function stopAfterFirstCompile(hold: boolean): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-cache-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
  const cacheDirectory = path.join(dir, 'cache');
  const compiler = projectCompiler(dir, {
    // An idle store an hour away: only a close can write the pack within this test.
    cache: {
      type: 'filesystem',
      cacheDirectory,
      idleTimeout: 3_600_000,
      idleTimeoutForInitialStore: 3_600_000,
    },
  });
  const proc = Object.assign(new EventEmitter(), {
    exit: (() => undefined) as unknown as ExitingProcess['exit'],
  });
  const packs = () =>
    fs.existsSync(cacheDirectory) ? fs.readdirSync(cacheDirectory, {recursive: true}) : [];
  const atExit = new Promise<string[]>((resolve) => {
    proc.exit = (() =>
      resolve(
        packs()
          .map(String)
          .filter((f) => f.endsWith('.pack')),
      )) as ExitingProcess['exit'];
  });
  if (hold) holdExitUntilClosed(proc, compiler, 30_000);
  const watching = compiler.watch({}, () => {});
  await new Promise<void>((resolve) => compiler.hooks.done.tap('test', () => resolve()));
  // start.js: `devServer.stop(); process.exit();` (the dev server's stop closes the watcher only).
  proc.on('SIGTERM', () => {
    watching?.close(() => {});
    proc.exit();
  });
  proc.emit('SIGTERM');
  const written = await atExit;
  await new Promise((resolve) => compiler.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
  return written;
}

test('with dev-cache, the exit waits until webpack has written its pack', async () => {
  assert.deepEqual(
    new Set(await stopAfterFirstCompile(true)),
    new Set(['default-development/index.pack', 'default-development/0.pack']),
  );
});

test('without it, start.js exits before any pack is written', async () => {
  assert.deepEqual(await stopAfterFirstCompile(false), []);
});
