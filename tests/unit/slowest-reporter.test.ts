/**
 * Every test layer's command ends with the slowest tests, the layer's wall time and the failed tests'
 * names (tests/helpers/slowest-reporter.mjs), so the last lines of a CI log name what to look at.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const scripts = (
  JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The `node --test …` part of each layer's script, without its file arguments. */
const layers = Object.entries(scripts)
  .filter(([, command]) => /\bnode --import tsx --test\b/.test(command))
  .map(([name, command]) => {
    const flags = /node (--import tsx --test(?: --test-[\w-]+(?:=\S+)?)*)/.exec(command)![1];
    return {name, flags: flags.split(' ')};
  });

test('each layer’s flags end its run with the slowest tests, its wall time and the failed ones', () => {
  assert.deepEqual(layers.map((l) => l.name).sort(), [
    'test:build:1',
    'test:build:2',
    'test:claims',
    'test:e2e:1',
    'test:e2e:2',
    'test:unit',
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
  const file = path.join(dir, 'two.test.mjs');
  fs.writeFileSync(
    file,
    "import {test} from 'node:test';\ntest('passes', () => {});\ntest('fails', () => { throw new Error('no'); });\n",
  );
  for (const {name, flags} of layers) {
    const run = spawnSync(
      process.execPath,
      [
        ...flags,
        '--test-reporter=./tests/helpers/slowest-reporter.mjs',
        '--test-reporter-destination=stdout',
        file,
      ],
      // Without NODE_TEST_CONTEXT: with it, node --test reports to this runner instead of running its own.
      {
        cwd: SITE_ROOT,
        encoding: 'utf8',
        env: {...process.env, NODE_TEST_CONTEXT: undefined, npm_lifecycle_event: name},
      },
    );
    assert.notEqual(run.status, 0, name);
    assert.match(run.stdout, /Slowest 2 of 2 tests \(wall\):/, `${name}: ${run.stdout}${run.stderr}`);
    assert.match(
      run.stdout,
      new RegExp(`${name}: \\d+ s wall\\nfailed: .*two\\.test\\.mjs › fails\\n`),
      name,
    );
  }
  fs.rmSync(dir, {recursive: true, force: true});
});
