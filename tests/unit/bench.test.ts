/**
 * The bench's own arithmetic: what a command costs (CPU from /proc, peak memory of the tree) and how the report
 * judges the PERF-4 to PERF-6 goals. The figures of a real run are in PERFORMANCE.md.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {measureCommand} from '../../scripts/perf/buildCost';
import {goals, markdownTable, rows, type SiteFigures} from '../../scripts/perf/report';
import type {LighthouseScores} from '../../scripts/perf/lighthouse';

test('a command’s CPU time, wall time and peak memory are measured, children included', async () => {
  // A parent that starts a child which spins for 400 ms and holds 150 MB: both must be seen.
  const script = `
    const {spawnSync} = require('node:child_process');
    spawnSync(process.execPath, ['-e', "const b = Buffer.alloc(150e6, 1); const end = Date.now() + 400; while (Date.now() < end) {} b[0]"]);
  `;
  const cost = await measureCommand(process.execPath, ['-e', script], {cwd: process.cwd()});
  assert.ok(cost.wallMs >= 400, `wall ${cost.wallMs}`);
  assert.ok(cost.cpuMs >= 300 && cost.cpuMs < cost.wallMs * 2 + 500, `cpu ${cost.cpuMs} for a 400 ms spin`);
  assert.ok(cost.peakRssBytes >= 150e6, `peak ${cost.peakRssBytes}`);
  await assert.rejects(
    measureCommand(process.execPath, ['-e', 'console.error("boom"); process.exit(3)'], {cwd: process.cwd()}),
    /exited with 3[\s\S]*boom/,
  );
});

const scores = (performance: number, other = 100): LighthouseScores => ({
  performance,
  accessibility: other,
  bestPractices: other,
  seo: other,
  lcpMs: 1000,
  tbtMs: 10,
  cls: 0,
  failing: [],
});

function site(label: string, cpuMs: number, mobile: number[], navigationMs: number[]): SiteFigures {
  const bytes = {raw: 1000, gzip: 400};
  const route = (path: string) => ({path, html: bytes, css: bytes, js: bytes});
  const cost = {wallMs: cpuMs, cpuMs, peakRssBytes: 1e9};
  return {
    label,
    pages: 10,
    build: {cold: cost, warm: cost},
    routes: {home: route('/'), doc: route('/d'), api: route('/a'), blog: route('/b')},
    lighthouse: {
      mobile: {
        home: scores(mobile[0]),
        doc: scores(mobile[1]),
        api: scores(mobile[2]),
        blog: scores(mobile[3]),
      },
      desktop: {home: scores(100), doc: scores(100), api: scores(100), blog: scores(100, 99)},
    },
    navigationMs,
  };
}

test('goals: ≥ 95 mobile on all four routes, 100 elsewhere, CPU ≤ stock, navigation median < 100 ms', () => {
  const stock = site('stock', 26_000, [97, 97, 97, 97], [20, 20, 20]);
  const met = Object.fromEntries(
    goals(site('ours', 25_900, [99, 95, 95, 98], [50, 300, 60]), stock).map((g) => [g.goal, g.met]),
  );
  assert.equal(met['Lighthouse mobile performance ≥ 95 (median) on all four routes'], true);
  assert.equal(met['cold build CPU ≤ stock'], true);
  assert.equal(
    met['prefetched-link navigation < 100 ms to content'],
    true,
    'the median (60 ms) decides, not the outlier',
  );
  assert.equal(
    met['Lighthouse SEO = 100 on all four routes (mobile and desktop)'],
    false,
    'desktop blog SEO is 99',
  );

  const worse = Object.fromEntries(
    goals(site('ours', 26_100, [99, 94, 95, 98], [120, 130, 90]), stock).map((g) => [g.goal, g.met]),
  );
  assert.equal(worse['Lighthouse mobile performance ≥ 95 (median) on all four routes'], false);
  assert.equal(worse['cold build CPU ≤ stock'], false);
  assert.equal(worse['prefetched-link navigation < 100 ms to content'], false);
});

test('the table gives both sites and ours/stock per figure', () => {
  const table = markdownTable(
    rows(site('ours', 13_000, [99, 99, 99, 99], [50]), site('stock', 26_000, [97, 97, 97, 97], [20])),
  );
  assert.match(table, /\| cold build CPU \(user\+sys\) \| 13 s \| 26 s \| 0\.50 \|/);
  assert.match(table, /\| Lighthouse mobile home performance \| 99 \| 97 \| 1\.02 \|/);
  assert.match(table, /\| prefetched sidebar link → content \(median\) \| 50 ms \| 20 ms \| 2\.50 \|/);
});
