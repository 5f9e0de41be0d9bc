/**
 * src/figma-runner/node/esbuildBuild.ts: builds that overlap both finish, and once none runs, esbuild's
 * service process is gone from under this process (under `npm start` it would idle with its memory).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import type {Plugin} from 'esbuild';
import {buildOnce} from '../../src/figma-runner/node/esbuildBuild';

/** Pids of this process's children whose command line is an esbuild service. */
const esbuildChildren = (): Set<string> =>
  new Set(
    execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {encoding: 'utf8'})
      .split('\n')
      .filter((line) => line.includes('--service='))
      .map((line) => line.trim().split(/\s+/)[0]),
  );

/** A one-module build whose module takes `ms` to load, so two builds overlap for sure. */
const build = (text: string, ms = 0) => {
  const slowLoad: Plugin = {
    name: 'slow-load',
    setup(b) {
      b.onResolve({filter: /^entry$/}, () => ({path: 'entry', namespace: 'test'}));
      b.onLoad({filter: /.*/, namespace: 'test'}, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return {contents: text, loader: 'ts'};
      });
    },
  };
  return buildOnce({entryPoints: ['entry'], bundle: true, plugins: [slowLoad], logLevel: 'silent'});
};

test('overlapping builds both finish; afterwards no esbuild service process is left', async () => {
  // tsx, which runs this file, may run services of its own: ours are the ones that appear during the builds.
  const before = esbuildChildren();
  const both = Promise.all([
    build('export const a: number = 1;'),
    build('export const b: string = "b";', 400),
  ]);
  // After spawn() returns the child may not have exec'd esbuild yet: look once the first build is done.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const ours = [...esbuildChildren()].filter((pid) => !before.has(pid));
  assert.equal(ours.length, 1, 'one service runs both builds');
  const [[a], [b]] = await both;
  assert.match(a.text, /a = 1/);
  // Stopping the service when the first build ended would have failed this one.
  assert.match(b.text, /b = "b"/);
  assert.ok(!esbuildChildren().has(ours[0]), 'the service is stopped');
  const [c] = await build('export const c = 3 as number;');
  assert.match(c.text, /c = 3/, 'a later build starts a new service');
});
