/**
 * src/plugins/common/devBackground.ts: under `npm start`, generated files missing from the cache get
 * placeholders at once and their real text after the first compile, built once per key.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildAfterFirstCompile,
  markFirstCompileDone,
  writeGenerated,
} from '../../src/plugins/common/devBackground';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-background-'));
const fresh = path.join(dir, 'fresh.txt');
const old = path.join(dir, 'old.txt');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const tick = (ms = 50) => new Promise((r) => setTimeout(r, ms));

test('placeholders now, the build only after the first compile, once per key', async () => {
  fs.writeFileSync(old, 'from an earlier start');
  let builds = 0;
  let release!: () => void;
  const built = new Promise<void>((resolve) => (release = resolve));
  const build = async () => {
    builds += 1;
    release();
    return {[fresh]: 'real', [old]: 'real too'};
  };
  buildAfterFirstCompile('files-a', {[fresh]: 'placeholder', [old]: 'placeholder'}, build, 200);
  // A content reload asks again while the first is pending.
  buildAfterFirstCompile('files-a', {[fresh]: 'placeholder', [old]: 'placeholder'}, build, 200);
  assert.equal(read(fresh), 'placeholder');
  assert.equal(read(old), 'from an earlier start', 'an existing file is kept until the build replaces it');
  await tick();
  assert.equal(builds, 0, 'nothing is built before the first compile');

  markFirstCompileDone();
  await tick(100);
  assert.equal(builds, 0, 'nor in the quiet time after it');
  await built;
  await tick();
  assert.equal(builds, 1);
  assert.equal(read(fresh), 'real');
  assert.equal(read(old), 'real too');
});

test('a failed build leaves the placeholder and is tried again by the next call', async () => {
  const file = path.join(dir, 'failing.txt');
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(' '));
  try {
    buildAfterFirstCompile(
      'files-b',
      {[file]: 'placeholder'},
      async () => {
        throw new Error('esbuild failed');
      },
      0,
    );
    await tick();
    assert.equal(read(file), 'placeholder');
    assert.match(String(errors[0]), /files-b.*esbuild failed/s);
    buildAfterFirstCompile('files-b', {[file]: 'placeholder'}, async () => ({[file]: 'second try'}), 0);
    await tick();
    assert.equal(read(file), 'second try');
  } finally {
    console.error = log;
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('writeGenerated: the cache or an awaited build in a production build; placeholders first under `npm start`', async () => {
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-background-gen-'));
  const file = path.join(own, 'engine.js');
  const env = process.env.NODE_ENV;
  let builds = 0;
  const build = async () => {
    builds += 1;
    return {[file]: 'built'};
  };
  try {
    process.env.NODE_ENV = 'production';
    await writeGenerated('gen-a', {[file]: 'cached'}, {[file]: 'placeholder'}, build);
    assert.equal(read(file), 'cached');
    assert.equal(builds, 0, 'a cached text needs no build');
    await writeGenerated('gen-a', undefined, {[file]: 'placeholder'}, build);
    assert.equal(read(file), 'built', 'the production build waits for the build');
    assert.equal(builds, 1);

    fs.rmSync(file);
    process.env.NODE_ENV = 'development';
    await writeGenerated('gen-b', undefined, {[file]: 'placeholder'}, build, 100);
    assert.equal(read(file), 'placeholder', 'the dev server does not wait');
    assert.equal(builds, 1);
    await tick(300);
    assert.equal(read(file), 'built', 'the build runs after the first compile and the quiet time');
  } finally {
    process.env.NODE_ENV = env;
    fs.rmSync(own, {recursive: true, force: true});
  }
});
