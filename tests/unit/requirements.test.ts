/**
 * REQUIREMENTS.md is the one place the site's required behaviours are written down. This keeps the repository
 * pointing at it and at nothing outside the repository:
 * - every requirement id cited in any file (comments, test names, docs) is defined in REQUIREMENTS.md;
 * - no file refers to notes a maintainer cannot see (outside folders, section signs, tracker numbers).
 *
 * Files are those git would commit: tracked, plus untracked ones that are not ignored (so build output and
 * node_modules are skipped, and a new file is checked before its first commit).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

const REQUIREMENTS = path.join(SITE, 'REQUIREMENTS.md');

/** The id prefixes REQUIREMENTS.md uses, one per section. */
const PREFIXES = [
  'ROUTE',
  'NAV',
  'LOAD',
  'FAIL',
  'PREFETCH',
  'BUILD',
  'THEME',
  'CONTENT',
  'OFFLINE',
  'PERF',
  'DOWNLOAD',
  'ENGINE',
  'INSP',
];
const CITED_ID = new RegExp(`\\b(?:${PREFIXES.join('|')})-\\d+\\b`, 'g');
/** A definition is the bold id that starts a list item: `- **NAV-3** …`. */
const DEFINED_ID = new RegExp(`^- \\*\\*((?:${PREFIXES.join('|')})-\\d+)\\*\\*`, 'gm');
/**
 * References to things outside the repository: a path into the sibling notes folder, a section sign, or a
 * tracker number. Spelled with escapes so this file does not match itself.
 */
const OUTSIDE_REFERENCE = /\u0073hared\/|\u00a7|[Ii]\u0073sue[- ][0-9]/;

/** Text files git would commit, relative to the site root. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: SITE,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  return [...new Set(out.split('\0').filter(Boolean))]
    .filter((file) => fs.existsSync(path.join(SITE, file)) && fs.statSync(path.join(SITE, file)).isFile())
    .filter((file) => !/\.(png|ico|jpe?g|gif|webp|woff2?|ttf|otf)$/i.test(file))
    .filter((file) => !fs.readFileSync(path.join(SITE, file)).subarray(0, 8000).includes(0));
}

/** `file:line: text` for every line of `file` that matches `pattern`. */
function matchingLines(file: string, pattern: RegExp): string[] {
  return fs
    .readFileSync(path.join(SITE, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
}

const files = repositoryFiles();
const defined = [...fs.readFileSync(REQUIREMENTS, 'utf8').matchAll(DEFINED_ID)].map((m) => m[1]);

test('REQUIREMENTS.md defines each id once, with every section present', () => {
  assert.ok(defined.length > 30, `found only ${defined.length} ids`);
  const repeated = defined.filter((id, i) => defined.indexOf(id) !== i);
  assert.deepEqual(repeated, [], 'ids defined twice');
  for (const prefix of PREFIXES) {
    assert.ok(
      defined.some((id) => id.startsWith(`${prefix}-`)),
      `no ${prefix}- requirement`,
    );
  }
});

test('every requirement id cited anywhere in the repository is defined in REQUIREMENTS.md', () => {
  assert.ok(files.length > 100 && files.includes('REQUIREMENTS.md'), 'the file list covers the repository');
  const known = new Set(defined);
  const unknown = files.flatMap((file) =>
    [...fs.readFileSync(path.join(SITE, file), 'utf8').matchAll(CITED_ID)]
      .map((m) => m[0])
      .filter((id) => !known.has(id))
      .map((id) => `${file}: ${id}`),
  );
  assert.deepEqual(unknown, [], 'cited ids missing from REQUIREMENTS.md');
  // The check bites: an id one past the last of a section is reported.
  const last = Math.max(...defined.filter((id) => id.startsWith('NAV-')).map((id) => Number(id.slice(4))));
  assert.ok(!known.has(`NAV-${last + 1}`));
});

test('no file refers to notes outside the repository', () => {
  const hits = files.flatMap((file) => matchingLines(file, OUTSIDE_REFERENCE));
  assert.deepEqual(hits, [], 'cite a REQUIREMENTS.md id or a file in this repository instead');
  // The pattern catches each kind it is meant to.
  for (const sample of [
    'see ../sha' + 'red/spec.md',
    'spec \u00a79',
    'fixes is' + 'sue 5',
    'Is' + 'sue 12',
  ]) {
    assert.match(sample, OUTSIDE_REFERENCE, sample);
  }
});
