/**
 * One printed form of a diagnostic: `diagnosticText` over readerProgram's `typeCheckFiles` prints, line for
 * line, what the real `tsc --pretty false` (node_modules/.bin/tsc) prints for the same broken project.
 *
 * Run: node --import tsx --test tests/unit/figma-runner-diagnostic-text.test.ts
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {diagnosticText} from '../../src/figma-runner/protocol/typecheck';
import {typeCheckFiles} from '../../src/figma-runner/node/readerProgram';
import {linkReaderNodeModules} from '../../src/figma-runner/node/readerNodeModules';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A folder with the starter's tsconfig.json, the reader's node_modules and `files` written in it. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagnostic-text-'));
  made.push(dir);
  fs.copyFileSync(path.join(STARTER_DIR, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  linkReaderNodeModules(dir, path.join(SITE_ROOT, 'node_modules'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** What the site's tsc binary prints in `dir`, one string per line. */
function tscLines(dir: string): string[] {
  const tsc = path.join(SITE_ROOT, 'node_modules/.bin/tsc');
  // --preserveSymlinks as readerProgram sets it: the links of linkReaderNodeModules are the reader's
  // packages.
  const run = spawnSync(tsc, ['-p', '.', '--noEmit', '--pretty', 'false', '--preserveSymlinks'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return run.stdout.split('\n').filter((line) => line !== '');
}

const HEAD = "import * as React from 'react';\nimport {Frame, Text} from 'react-figma';\n";

const PROJECTS: Record<string, Record<string, string>> = {
  'semantic errors in two files, one with a chained message': {
    'src/App.tsx':
      `${HEAD}import {Card} from './Card';\nimport {Missing} from './Missing';\n` +
      'export const App = () => <Frame name="A" colour="red"><Card /></Frame>;\n',
    'src/Card.tsx': `${HEAD}export const Card = () => <Text characters={42} />;\n`,
  },
  'a syntax error': {'src/App.tsx': `${HEAD}export const App = () => <Frame name="A">;\n`},
};

for (const [name, files] of Object.entries(PROJECTS)) {
  test(`diagnosticText prints as tsc --pretty false: ${name}`, () => {
    const dir = project(files);
    const expected = tscLines(dir);
    assert.ok(expected.length > 1, `tsc finds too little: ${expected.join('\n')}`);
    const printed = typeCheckFiles(files, {dir, starterDir: STARTER_DIR}).map(diagnosticText);
    assert.deepEqual(printed.join('\n').split('\n'), expected);
  });
}

test('a diagnostic of no file prints without a place, as tsc prints one', () => {
  assert.equal(
    diagnosticText({
      file: '',
      start: 0,
      end: 0,
      line: 1,
      column: 1,
      code: 5023,
      category: 'error',
      message: 'M',
    }),
    'error TS5023: M',
  );
});
