/**
 * Generated files rewritten with the same bytes keep their modification time
 * (src/plugins/common/writeIfChanged), so a content reload of `npm start` does not make webpack compile them
 * again.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {keepingUnchangedFiles, writeIfChanged} from '../../src/plugins/common/writeIfChanged';

const OLD = new Date('2020-01-01T00:00:00Z');

function oldFile(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, OLD, OLD);
  return file;
}

test('writeIfChanged: same bytes leave the file alone; other bytes or no file are written', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-'));
  try {
    const file = oldFile(dir, 'a.js', 'same');
    assert.equal(writeIfChanged(file, 'same'), false);
    assert.equal(fs.statSync(file).mtimeMs, OLD.getTime());
    assert.equal(writeIfChanged(file, Buffer.from('other')), true);
    assert.equal(fs.readFileSync(file, 'utf8'), 'other');
    assert.equal(writeIfChanged(path.join(dir, 'new.js'), 'new'), true);
    assert.equal(fs.readFileSync(path.join(dir, 'new.js'), 'utf8'), 'new');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('keepingUnchangedFiles: writes inside the work skip unchanged files; fs is restored after, even on a throw', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-'));
  const original = fs.writeFileSync;
  try {
    const same = oldFile(dir, 'generated.js', 'export default 1;');
    const changed = oldFile(dir, 'generated-constants.js', 'export const a = 1;');
    keepingUnchangedFiles(() => {
      fs.writeFileSync(same, 'export default 1;');
      fs.writeFileSync(changed, 'export const a = 2;');
    });
    assert.equal(fs.statSync(same).mtimeMs, OLD.getTime());
    assert.equal(fs.readFileSync(changed, 'utf8'), 'export const a = 2;');
    assert.equal(fs.writeFileSync, original);
    assert.throws(() => keepingUnchangedFiles(() => assert.fail('boom')), /boom/);
    assert.equal(fs.writeFileSync, original);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
