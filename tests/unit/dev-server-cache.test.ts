/**
 * dev-server's exit caching (src/plugins/dev-server/exitCache.ts): a signal writes webpack's persistent cache
 * before the exit that @docusaurus/core's start.js would call at once (a real webpack watch compiler with a
 * filesystem cache whose idle store is an hour away, and a stand-in process with start.js's listener).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {checkPackageInternals} from '../../src/plugins/common/packageInternals';
import {
  CloseCompilerOnStop,
  CORE_INTERNALS,
  type StoppingProcess,
} from '../../src/plugins/dev-server/exitCache';

/** Watches a one-module project, answers SIGTERM as start.js does; the packs on disk at exit. */
async function packsAtExit(withPlugin: boolean): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-cache-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
  const cacheDirectory = path.join(dir, 'cache');
  const packs = () =>
    fs.existsSync(cacheDirectory)
      ? fs
          .readdirSync(cacheDirectory, {recursive: true})
          .map(String)
          .filter((f) => f.endsWith('.pack'))
      : [];
  let exited!: (packs: string[]) => void;
  const atExit = new Promise<string[]>((resolve) => (exited = resolve));
  const proc = Object.assign(new EventEmitter(), {exit: () => exited(packs())});
  const compiler = projectCompiler(dir, {
    cache: {
      type: 'filesystem',
      cacheDirectory,
      idleTimeout: 3_600_000,
      idleTimeoutForInitialStore: 3_600_000,
      idleTimeoutAfterLargeChanges: 3_600_000,
    },
    plugins: withPlugin ? [new CloseCompilerOnStop(proc as unknown as StoppingProcess)] : [],
  });
  const firstDone = new Promise<void>((resolve) => compiler.hooks.done.tap('test', () => resolve()));
  const watching = compiler.watch({}, () => {});
  // start.js adds its listeners before the first compile ends: the dev server's stop closes only the watcher.
  const devServer = {stop: () => watching?.close(() => {})};
  proc.on('SIGTERM', () => {
    devServer.stop();
    proc.exit();
  });
  await firstDone;
  proc.emit('SIGTERM');
  const written = await atExit;
  await new Promise((resolve) => compiler.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
  return written;
}

test('with CloseCompilerOnStop, the exit waits until webpack has written its pack', async () => {
  assert.deepEqual(
    new Set(await packsAtExit(true)),
    new Set(['default-development/index.pack', 'default-development/0.pack']),
  );
});

test('without it, start.js exits before any pack is written', async () => {
  assert.deepEqual(await packsAtExit(false), []);
});

test("the installed @docusaurus/core still has start.js's listener", () => {
  const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  assert.doesNotThrow(() => checkPackageInternals('dev-server', coreDir, CORE_INTERNALS));
});
