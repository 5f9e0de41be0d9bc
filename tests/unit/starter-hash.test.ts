/**
 * The starter's hash (src/plugins/markdown/starterFiles.ts `starterHash`), a cache key `npm start`
 * computes on every content reload, changes with the starter's own files only; the listing it uses
 * (src/plugins/common/fileCache.ts `filesUnder`) never reads inside node_modules or dist (an installed
 * starter holds thousands of files there).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {starterHash} from '../../src/plugins/markdown/starterFiles';
import {filesUnder} from '../../src/plugins/common/fileCache';

function starter(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starter-hash-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', '{}');
  write('src/code.tsx', 'export {};');
  write('src/node_modules_notes/a.txt', 'a folder whose name only starts like it');
  write('node_modules/react/index.js', 'module.exports = {};');
  write('dist/code.js', '');
  return dir;
}

test('filesUnder lists the starter’s own files and never reads a folder inside node_modules or dist', () => {
  const dir = starter();
  const read: string[] = [];
  const readdirSync = fs.readdirSync;
  fs.readdirSync = ((p: fs.PathLike, ...rest: never[]) => {
    read.push(path.relative(dir, String(p)));
    return (readdirSync as (...a: unknown[]) => unknown)(p, ...rest);
  }) as typeof fs.readdirSync;
  try {
    assert.deepEqual(filesUnder(dir, /^(node_modules|dist)$/), [
      'package.json',
      path.join('src', 'code.tsx'),
      path.join('src', 'node_modules_notes', 'a.txt'),
    ]);
  } finally {
    fs.readdirSync = readdirSync;
    fs.rmSync(dir, {recursive: true, force: true});
  }
  assert.deepEqual(
    read.filter((d) => /^(node_modules|dist)/.test(d)),
    [],
  );
});

test('the hash changes with a starter file, not with its node_modules', () => {
  const dir = starter();
  try {
    const before = starterHash(dir);
    fs.writeFileSync(path.join(dir, 'node_modules/react/index.js'), 'changed');
    assert.equal(starterHash(dir), before);
    fs.writeFileSync(path.join(dir, 'src/code.tsx'), 'export const changed = 1;');
    assert.notEqual(starterHash(dir), before);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
