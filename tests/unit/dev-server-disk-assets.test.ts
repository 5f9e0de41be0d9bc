/**
 * src/plugins/dev-server/diskAssets.ts: under `npm start` a playground-only file is only its URL in the
 * bundle (webpack emits and holds no copy) and its folder is served from disk; the production build keeps its
 * rule.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {RuleSetRule} from 'webpack';
import {projectCompiler} from '../helpers/webpackProject';
import {servedFromDisk} from '../../src/plugins/dev-server/diskAssets';

const BUILT: RuleSetRule = {test: /\.tctext$/, type: 'asset/resource'};

/** Runs `servedFromDisk` with NODE_ENV set to `env`. */
function served(env: string, isServer: boolean, dir = '/tmp/generated') {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    return servedFromDisk('typecheck', dir, /\.tctext$/, '/base/', isServer, BUILT);
  } finally {
    process.env.NODE_ENV = before;
  }
}

test('the production build and the server compiler keep the asset rule and serve nothing', () => {
  assert.deepEqual(served('production', false), {rule: BUILT});
  assert.deepEqual(served('development', true), {rule: BUILT});
});

test('under `npm start` the module is a URL with a hash of the bytes, and nothing is emitted', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-disk-assets-'));
  const generated = path.join(dir, 'generated');
  fs.mkdirSync(generated);
  const file = path.join(generated, 'worker.tctext');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import url from './generated/worker.tctext';\nwindow.url = url;\n",
  );
  const {rule, devServer} = served('development', false, generated);
  assert.deepEqual(devServer, {
    static: [{publicPath: '/base/__dev-assets/typecheck/', directory: generated, watch: false}],
  });
  const urlOf = async (text: string) => {
    fs.writeFileSync(file, text);
    const compiler = projectCompiler(dir, {module: {rules: [rule]}, devtool: false});
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(String(stats))) : resolve(),
      ),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const out = fs.readdirSync(path.join(dir, 'out'));
    assert.deepEqual(out, ['main.js'], 'only the bundle is emitted');
    const bundle = fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
    assert.ok(!bundle.includes(text), 'the bytes are not in the bundle');
    return /"(\/base\/__dev-assets\/typecheck\/worker\.tctext\?v=[0-9a-f]{8})"/.exec(bundle)?.[1];
  };
  try {
    const first = await urlOf('a worker of some megabytes');
    const second = await urlOf('the same worker, rebuilt');
    assert.ok(first && second, 'the bundle names the URL');
    assert.notEqual(first, second, 'new bytes, new URL');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
