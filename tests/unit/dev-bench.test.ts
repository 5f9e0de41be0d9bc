/**
 * `npm run bench:dev`'s arithmetic: spreads, the side-by-side table, the PERF-18 to PERF-21 verdicts and the
 * split of one edit from the profile hook's events. The figures of a real run are in PERFORMANCE.md.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {devGoals, devMarkdownTable, devRows, spread, type DevFigures} from '../../scripts/perf/devReport';
import {parseProfileLog, profileTable, splitEdit, type ProfileEvent} from '../../scripts/perf/devReport';

test('spread: median, nearest-rank p95, min and max; nothing measured is an error', () => {
  assert.deepEqual(spread([900, 300, 500, 700, 100]), {median: 500, p95: 900, min: 100, max: 900});
  // 20 values: the 19th smallest is the p95, not the largest.
  const twenty = Array.from({length: 20}, (_, i) => (i + 1) * 10);
  assert.equal(spread(twenty).p95, 190);
  assert.throws(() => spread([]), /no values/);
});

const site = (label: string, edits: DevFigures['edits'], scale = 1): DevFigures => ({
  label,
  cold: {servedMs: 10_000 * scale, h1Ms: 12_000 * scale},
  warm: {servedMs: 4000 * scale, h1Ms: 5000 * scale},
  edits,
  peakRssBytes: 2 ** 29 * scale,
});

test('the table has a row per start, per edit case either site has, and memory; n/a where stock has none', () => {
  const ours = site('ours', {guide: [500, 700, 600], example: [1500, 1200, 1900]}, 1.2);
  const stock = site('stock', {guide: [800, 900, 700], blog: [650]});
  const rows = devRows(ours, stock);
  const byFigure = new Map(rows.map((r) => [r.figure.split(',')[0], r]));
  assert.deepEqual(
    new Set(byFigure.keys()),
    new Set([
      'cold start: doc route answers',
      'cold start: doc’s <h1> on screen',
      'warm start: doc route answers',
      'warm start: doc’s <h1> on screen',
      'edit → visible',
      'drawing example edit → new Result figure',
      'peak memory of the dev server (RSS',
    ]),
  );
  const guide = rows.find((r) => r.figure.includes('guide'))!;
  assert.equal(guide.ours, '0.60 s (0.50–0.70, p95 0.70)');
  assert.equal(guide.ratio, 0.8);
  const blog = rows.find((r) => r.figure.includes('blog'))!;
  assert.equal(blog.ours, 'n/a');
  assert.equal(blog.ratio, undefined);
  assert.equal(byFigure.get('cold start: doc route answers')!.ratio, 1.2);
  const table = devMarkdownTable(rows);
  assert.match(table, /\| peak memory .* \| 0\.60 GiB \| 0\.50 GiB \| 1\.2× \|/);
  assert.match(table, /\| edit → visible, blog post, .* \| n\/a \| 0\.65 s .* \| {2}\|/);
});

test('goals: each verdict flips on its own threshold', () => {
  const stock = site('stock', {guide: [800, 800, 800]});
  const fine = site(
    'ours',
    {guide: [700, 750, 1400], api: [800, 700, 600], example: [1900, 1500, 1000]},
    1.5,
  );
  assert.deepEqual(
    devGoals(fine, stock).map((g) => g.met),
    [true, true, true, true, true],
  );
  const slow = site(
    'ours',
    {guide: [700, 750, 1600], api: [900, 850, 820], example: [2100, 1500, 1000]},
    1.6,
  );
  assert.deepEqual(
    devGoals(slow, stock).map((g) => g.met),
    [false, false, false, false, false],
  );
});

test('an edit splits into content reload, plugins, compiles, MDX and the browser’s part', () => {
  const t0 = 1000;
  const events: ProfileEvent[] = [
    // before the edit: not counted
    {ev: 'compile', start: 500, end: 900, mdxMs: 300, mdxModules: 1},
    {ev: 'compile', start: 1100, end: 1600, mdxMs: 200, mdxModules: 1},
    {ev: 'load', start: 1500, end: 2500},
    {ev: 'plugin', name: 'docs', phase: 'loadContent', start: 1510, end: 1900},
    {ev: 'plugin', name: 'docs', phase: 'contentLoaded', start: 1950, end: 2000},
    {ev: 'plugin', name: 'api', phase: 'loadContent', start: 1510, end: 2400},
    {ev: 'compile', start: 2600, end: 2900, mdxMs: 0, mdxModules: 0},
    // after the edit showed: not counted
    {ev: 'compile', start: 3500, end: 3700, mdxMs: 0, mdxModules: 0},
  ];
  assert.deepEqual(splitEdit(events, t0, 3000), {
    totalMs: 2000,
    reloadMs: 1000,
    pluginMs: {docs: 440, api: 890},
    compiles: 2,
    compileMs: 800,
    mdxMs: 200,
    browserMs: 100,
  });
  const table = profileTable({guide: [splitEdit(events, t0, 3000)]}, 1);
  assert.match(table, /\| guide \| 2000 \| 1000 \| api 890 \| 2 × = 800 \| 200 \| 100 \|/);
});

test('the hook’s log parses line by line, skipping a half-written last line', () => {
  const text =
    '{"ev":"load","start":1,"end":2}\n\n{"ev":"compile","start":3,"end":4,"mdxMs":0,"mdxModules":0}\n{"ev":"lo';
  assert.deepEqual(
    parseProfileLog(text).map((e) => e.ev),
    ['load', 'compile'],
  );
});
