/**
 * The file tables of the plugins' READMEs (src/plugins/<name>/README.md) stay true: in every table with a
 * `file` column, each backticked path of that column names a file or folder that exists, read from the
 * README's folder, from the site root, or from the folder an earlier path of the same cell names (`src/x/`
 * (`a.ts`)). Every README under src/ stays short enough to read: the tests name the behaviours.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

/** The most lines a README under src/ may have (src/figma-runner's is the longest). */
const MAX_README_LINES = 200;

/** A backticked span that names a source file or a folder: `client/hints.ts`, `index.ts`, `client/`. */
const FILE = /^[\w@.-]+(?:\/[\w@.[\]-]+)*(?:\.(?:tsx?|jsx?|cjs|mjs|css|mdx?|json)|\/)$/;

/** Every README.md of a plugin folder, from the site root. */
function readmes(): string[] {
  return fs
    .readdirSync(path.join(SITE, 'src/plugins'))
    .map((name) => path.join('src/plugins', name, 'README.md'))
    .filter((file) => fs.existsSync(path.join(SITE, file)));
}

const cells = (row: string) =>
  row
    .replace(/^\||\|$/g, '')
    .split(' | ')
    .map((c) => c.trim());

/** Each path of the `file` column of the README's tables, with the folders it may be read from. */
function filePaths(readme: string): {path: string; bases: string[]}[] {
  const out: {path: string; bases: string[]}[] = [];
  let column = -1;
  for (const line of fs.readFileSync(path.join(SITE, readme), 'utf8').split('\n')) {
    if (!line.startsWith('|')) {
      column = -1;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line)) continue;
    if (column === -1) {
      column = cells(line).indexOf('file');
      if (column === -1) column = -2; // a table without a file column
      continue;
    }
    if (column < 0) continue;
    const bases = [path.dirname(readme), '.'];
    for (const m of (cells(line)[column] ?? '').matchAll(/`([^`\s]+)`/g)) {
      if (!FILE.test(m[1])) continue;
      out.push({path: m[1], bases: [...bases]});
      const named = bases.map((b) => path.join(b, m[1])).find((p) => fs.existsSync(path.join(SITE, p)));
      if (named) bases.push(m[1].endsWith('/') ? named : path.dirname(named));
    }
  }
  return out;
}

test('the plugin READMEs have file tables to check', () => {
  const named = readmes().flatMap(filePaths);
  assert.ok(named.length >= 60, `${named.length} paths in the file columns`);
});

for (const readme of readmes()) {
  test(`${readme}: every file its tables name exists`, () => {
    const missing = filePaths(readme)
      .filter(({path: p, bases}) => !bases.some((b) => fs.existsSync(path.join(SITE, b, p))))
      .map(({path: p}) => p);
    assert.deepEqual(missing, []);
  });
}

test(`every README under src/ has at most ${MAX_README_LINES} lines`, () => {
  const long = fs
    .readdirSync(path.join(SITE, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((f) => path.basename(f) === 'README.md')
    .map((f) => ({
      file: `src/${f}`,
      lines: fs
        .readFileSync(path.join(SITE, 'src', f), 'utf8')
        .trimEnd()
        .split('\n').length,
    }))
    .filter(({lines}) => lines > MAX_README_LINES)
    .map(({file, lines}) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
