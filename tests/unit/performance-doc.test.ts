/**
 * PERFORMANCE.md stays a page of current figures: short, five fixed sections, no commit history, and no
 * measured figure that a README or a code comment under src/ states too. READMEs under src/ state no measured
 * time, size or date at all: a rule's constant is named by its REQUIREMENTS id or constant name instead.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

const MAX_LINES = 300;
/** The H2s, in any order; a heading may add words after its name ("Measuring: `npm run bench`"). */
const SECTIONS = ['Measuring', 'Budgets', 'Current figures', 'What paid', 'What did not pay'];
/** The one line that may name the commit the figures were measured at. */
const MEASURED_AT = /^Measured at\b/;
/** Sections holding measured figures; Measuring and Budgets hold the method and the limits. */
const FIGURE_SECTIONS = ['Current figures', 'What paid', 'What did not pay'];

/** A number; thousands may be grouped with a space, a no-break space or a comma. */
const NUMBER = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f,]\d{3})+|\d+(?:\.\d+)?)`;
/**
 * A number or a range with a unit: `1 002 KB`, `0.83 s`, `1,405 ms`, `2.3×`, `×14.73`, `55%`, `0.25–0.35 s`
 * (a range is one figure).
 */
const FIGURE = new RegExp(
  String.raw`(?<![\w.,×–])(?<!about |≈ ?)(×\s?)?(${NUMBER}(?:\s?[–-]\s?${NUMBER})?)(?:\s?(ms|s|MB|MiB|KB|KiB|B|%|×)(?!\w))?`,
  'g',
);

/**
 * The figures with a unit in `text`, normalised: `1 002 KB` → `1002 KB`, `×14.73` → `14.73 ×`. A number with
 * one significant digit (`4×`, `100 ms`, `1 s`) is a setting, a threshold or a round estimate, not a
 * measurement; so is a figure after "about" or "≈".
 */
function figuresOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const unit = m[3] ?? (m[1] ? '×' : undefined);
    const value = m[2].replace(/[ \u00a0\u202f,]/g, '').replace('-', '–');
    if (unit && !/^[1-9]0*$/.test(value)) out.push(`${value} ${unit}`);
  }
  return out;
}

/** A time or size with its unit (`120 ms`, `2.5 s`, `1–2 min`, `30 KB`, `1.2 MB`, `3 783 B`) or a date. */
const MEASURED = new RegExp(
  String.raw`(?<![\w.,×–-])${NUMBER}(?:\s?[–-]\s?${NUMBER})?\s?(?:ms|s|min|h|B|kB|KB|KiB|MB|MiB|GB|GiB)(?![\w])` +
    String.raw`|\b20\d\d-\d\d(?:-\d\d)?\b` +
    String.raw`|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)` +
    String.raw`(?: \d{1,2},)? 20\d\d\b`,
  'g',
);

/** Every measured figure of `text`, as `line N: figure`. */
function measuredIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(MEASURED)].map((m) => `line ${i + 1}: ${m[0]}`));
}

/** Words of 7–40 hex digits with at least one digit and one letter: what a commit hash looks like. */
function commitLike(line: string): string[] {
  return (line.match(/\b[0-9a-f]{7,40}\b/g) ?? []).filter((w) => /\d/.test(w) && /[a-f]/.test(w));
}

const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8');
const lines = () => read('PERFORMANCE.md').split('\n');

/** Every `README.md` under `dir`, relative to the site root. */
function readmes(dir: string): string[] {
  return fs
    .readdirSync(path.join(SITE, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => path.basename(f) === 'README.md')
    .map((f) => path.join(dir, f));
}

/** The comments of every script and stylesheet under src/ (line and block comments). */
function srcComments(): {file: string; text: string}[] {
  return fs
    .readdirSync(path.join(SITE, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(tsx?|jsx?|css)$/.test(f))
    .map((f) => path.join('src', f))
    .map((file) => ({
      file,
      // `//` after a colon or a quote is a URL in a string, not a comment.
      text: (read(file).match(/\/\*[\s\S]*?\*\/|(?<![:'"])\/\/[^\n]*/g) ?? []).join('\n'),
    }));
}

/** The lines of PERFORMANCE.md under the H2s whose names are given. */
function sectionLines(names: string[]): string[] {
  const out: string[] = [];
  let inside = false;
  for (const line of lines()) {
    if (line.startsWith('## ')) inside = names.some((n) => line.slice(3).startsWith(n));
    else if (inside) out.push(line);
  }
  return out;
}

test(`PERFORMANCE.md has at most ${MAX_LINES} lines`, () => {
  const count = read('PERFORMANCE.md').trimEnd().split('\n').length;
  assert.ok(count <= MAX_LINES, `${count} lines; history goes to commit bodies`);
});

test('its H2s are the five sections, each once', () => {
  const h2s = lines()
    .filter((l) => l.startsWith('## '))
    .map((l) => l.slice(3));
  const unknown = h2s.filter((h) => !SECTIONS.some((s) => h.startsWith(s)));
  assert.deepEqual(unknown, [], `allowed: ${SECTIONS.join(', ')}`);
  const names = h2s.map((h) => SECTIONS.find((s) => h.startsWith(s)));
  assert.deepEqual([...names].sort(), [...SECTIONS].sort());
});

test('it names a commit only on one "Measured at" line', () => {
  const all = lines();
  assert.ok(all.filter((l) => MEASURED_AT.test(l)).length <= 1, 'one "Measured at" line');
  const named = all
    .map((line, i) => ({line, at: i + 1}))
    .filter(({line}) => !MEASURED_AT.test(line))
    .flatMap(({line, at}) => commitLike(line).map((hash) => `line ${at}: ${hash}`));
  assert.deepEqual(named, []);
});

test('no measured figure of it is stated again in a README or a code comment under src/', () => {
  const ours = new Set(figuresOf(sectionLines(FIGURE_SECTIONS).join('\n')));
  const elsewhere = [
    ...[...readmes('src'), ...readmes('tests')].map((file) => ({file, text: read(file)})),
    ...srcComments(),
  ];
  const repeated = elsewhere.flatMap(({file, text}) =>
    [...new Set(figuresOf(text))].filter((f) => ours.has(f)).map((f) => `${f} (${file})`),
  );
  assert.deepEqual(repeated, [], 'a figure lives in one place: the mechanism README or PERFORMANCE.md');
});

test('no README under src/ states a measured time, size or date (PERFORMANCE.md holds them)', () => {
  const found = readmes('src').flatMap((file) => measuredIn(read(file)).map((f) => `${file} ${f}`));
  assert.deepEqual(found, [], 'name the constant or the REQUIREMENTS id; move a figure worth keeping');
});

test('the measured-figure pattern finds times, sizes and dates, not versions, ids or px', () => {
  assert.deepEqual(
    measuredIn('120 ms, 2.5 s, 1–2 min, 30 KB, 1.2 MB, 3 783 B, 2026-11-25, November 2026, 8 KiB'),
    ['120 ms', '2.5 s', '1–2 min', '30 KB', '1.2 MB', '3 783 B', '2026-11-25', 'November 2026', '8 KiB'].map(
      (f) => `line 1: ${f}`,
    ),
  );
  assert.deepEqual(
    measuredIn('react-figma 0.31.0, PERF-12, 0.5 px, 100×100, `WATCHDOG_MS`, 5 edits, A/B, 3s'),
    ['line 1: 3s'],
  );
});

test('the figure and commit patterns find what they must and nothing else', () => {
  assert.deepEqual(
    figuresOf(
      '1 002 KB, 0.83 s, 1,405 ms, 2.3×, ×14.73, 55%, PERF-12, 5 edits, 13 505 B, 4× CPU, 0.25–0.35 s',
    ),
    ['1002 KB', '0.83 s', '1405 ms', '2.3 ×', '14.73 ×', '55 %', '13505 B', '0.25–0.35 s'],
  );
  assert.deepEqual(commitLike('main at c129dbe, not deadbeef nor 1234567, a 40-char 0123456789abcdef0123'), [
    'c129dbe',
    '0123456789abcdef0123',
  ]);
});
