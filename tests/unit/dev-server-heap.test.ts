/**
 * PERF-21: `npm start` runs Docusaurus's CLI under `node --heap-growing-percent=50`, and `npm run bench:dev`
 * starts our site with the same flags (scripts/perf/cli.ts `startNodeFlags`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {docusaurusBin, startNodeFlags} from '../../scripts/perf/cli';

const start = () =>
  (JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')) as {scripts: {start: string}})
    .scripts.start;

test('the start script runs the installed Docusaurus CLI with the heap flag', () => {
  assert.deepEqual(startNodeFlags(SITE_ROOT), ['--heap-growing-percent=50']);
  const bin = start().split(/\s+/).at(-2)!;
  assert.equal(path.resolve(SITE_ROOT, bin), docusaurusBin(SITE_ROOT));
  assert.ok(fs.existsSync(docusaurusBin(SITE_ROOT)));
  assert.match(start(), / start$/);
});

test('this Node takes the flag on its command line, not in NODE_OPTIONS', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [...args, '-e', '0'], {env: {...process.env, ...env}, encoding: 'utf8'});
  const flag = startNodeFlags(SITE_ROOT)[0];
  assert.equal(run([flag]).status, 0, run([flag]).stderr);
  assert.equal(run([], {NODE_OPTIONS: flag}).status, 9, 'NODE_OPTIONS refuses V8 flags of this kind');
  assert.notEqual(run(['--heap-growing-percnt=50']).status, 0, 'a misspelt flag fails');
});

test('startNodeFlags: a plain `docusaurus start` (the stock site) has none', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-flags-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({scripts: {start: 'docusaurus start'}}));
  assert.deepEqual(startNodeFlags(dir), []);
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({scripts: {start: 'node --a --b x.mjs --c'}}),
  );
  assert.deepEqual(startNodeFlags(dir), ['--a', '--b']);
});
