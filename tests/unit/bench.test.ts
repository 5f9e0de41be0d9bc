/**
 * The bench's own arithmetic: what a command costs (CPU from /proc, peak memory of the tree) and how the
 * report judges the PERF-4 to PERF-6 goals. The figures of a real run are in PERFORMANCE.md.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {measureCommand} from '../../scripts/perf/buildCost';
import {p95} from '../../scripts/lib/median';
import {goals, markdownTable, mobileSummaryTable, rows, type SiteFigures} from '../../scripts/perf/report';
import {medianScores, type LighthouseScores} from '../../scripts/perf/lighthouse';
import {API_HTML_BUDGET, routeBudgetViolations} from '../../scripts/perf/budgets';
import type {FirstLoad} from '../../scripts/perf/firstLoad';
import {HostSpeed, cpuSlowdown, hostBenchmarkIndex} from '../../scripts/perf/phoneClasses';

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

const scores = (performance: number, other = 100, tbtMs = 10, domElements = 500): LighthouseScores => ({
  performance,
  accessibility: other,
  bestPractices: other,
  seo: other,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  domElements,
  failing: [],
});

function site(
  label: string,
  cpuMs: number,
  mobile: number[],
  navigationMs: number[],
  tbt: number[] = [10, 10, 10, 10],
  dom: number[] = [500, 500, 500, 500],
): SiteFigures {
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
        home: scores(mobile[0], 100, tbt[0], dom[0]),
        doc: scores(mobile[1], 100, tbt[1], dom[1]),
        api: scores(mobile[2], 100, tbt[2], dom[2]),
        blog: scores(mobile[3], 100, tbt[3], dom[3]),
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

test('goals: mobile performance ≥ stock and TBT ≤ 1.5 × stock on every route kind', () => {
  const stock = site('stock', 26_000, [97, 97, 97, 93], [20], [37, 80, 80, 266], [300, 212, 212, 400]);
  const judge = (ours: SiteFigures) => Object.fromEntries(goals(ours, stock).map((g) => [g.goal, g]));
  const even = judge(
    site('ours', 25_000, [97, 97, 98, 96], [50], [55, 120, 120, 132], [400, 900, 2700, 500]),
  );
  assert.equal(even['Lighthouse mobile performance ≥ stock on every route kind (median)'].met, true);
  assert.equal(even['Mobile TBT ours/stock ≤ 1.5 on every route kind'].met, true, '1.49, 1.5, 1.5, 0.5');
  assert.match(
    even['Mobile TBT ours/stock ≤ 1.5 on every route kind'].figure,
    /api 120 vs 80 ms, DOM 2700 vs 212/,
  );

  const api = judge(site('ours', 25_000, [97, 97, 96, 96], [50], [55, 120, 121, 132]));
  assert.equal(
    api['Lighthouse mobile performance ≥ stock on every route kind (median)'].met,
    false,
    'API 96 < 97',
  );
  assert.equal(api['Mobile TBT ours/stock ≤ 1.5 on every route kind'].met, false, 'API 121 > 1.5 × 80');
  const zero = judge(site('ours', 25_000, [97, 97, 97, 97], [50], [1, 0, 0, 0]));
  assert.equal(
    goals(
      site('ours', 1, [97, 97, 97, 97], [50], [0, 0, 0, 0]),
      site('stock', 1, [97, 97, 97, 97], [20], [0, 0, 0, 0]),
    ).find((g) => g.goal.startsWith('Mobile TBT'))?.met,
    true,
    'no blocking on either side',
  );
  assert.equal(zero['Mobile TBT ours/stock ≤ 1.5 on every route kind'].met, true, 'stock home TBT 37 ms');
});

test('the mobile summary gives performance, TBT with its ratio, and DOM size per route kind', () => {
  const summary = mobileSummaryTable(
    site('ours', 1, [95, 90, 85, 96], [50], [208, 303, 463, 132], [700, 1500, 2972, 600]),
    site('stock', 1, [97, 97, 97, 89], [20], [37, 80, 80, 266], [300, 212, 212, 400]),
  );
  assert.match(summary, /\| api \| 85 \/ 97 \| 463 \/ 80 ms \| 5\.79 \| 2972 \/ 212 \|/);
  assert.match(summary, /\| blog \| 96 \/ 89 \| 132 \/ 266 ms \| 0\.50 \| 600 \/ 400 \|/);
  const table = markdownTable(
    rows(
      site('ours', 1, [95, 90, 85, 96], [50], undefined, [700, 1500, 2972, 600]),
      site('stock', 1, [97, 97, 97, 89], [20]),
    ),
  );
  assert.match(table, /\| Lighthouse mobile api DOM elements \| 2972 \| 500 \| 5\.94 \|/);
  assert.match(table, /\| Lighthouse mobile api TBT \| 10 ms \| 10 ms \| 1\.00 \|/);
});

test('Lighthouse figures are medians figure by figure, not the figures of the median-score run', () => {
  const run = (performance: number, tbtMs: number, lcpMs: number, failing: string[]): LighthouseScores => ({
    ...scores(performance, 100, tbtMs),
    lcpMs,
    failing,
  });
  // The run with the median score (96) had the worst TBT; the median TBT is 40 ms.
  const median = medianScores([
    run(98, 40, 1900, ['a']),
    run(96, 300, 2000, ['b']),
    run(90, 20, 2600, ['c']),
  ]);
  assert.equal(median.performance, 96);
  assert.equal(median.tbtMs, 40);
  assert.equal(median.lcpMs, 2000);
  assert.deepEqual(median.failing, ['b']);
  // Every run's TBT is kept, in run order, so a report can show how far apart they were.
  assert.deepEqual(median.tbtRunsMs, [40, 300, 20]);
  assert.throws(() => medianScores([]), /no runs/);
});

test('applied-throttling figures are judged on their own, and shown beside the simulated ones', () => {
  const withApplied = (figures: SiteFigures, performance: number[], tbt: number[]): SiteFigures => ({
    ...figures,
    lighthouseApplied: {
      home: scores(performance[0], 100, tbt[0]),
      doc: scores(performance[1], 100, tbt[1]),
      api: scores(performance[2], 100, tbt[2]),
      blog: scores(performance[3], 100, tbt[3]),
    },
  });
  const stock = withApplied(site('stock', 1, [97, 97, 97, 93], [20]), [90, 88, 88, 80], [300, 400, 400, 500]);
  // Simulated: ours loses on TBT; applied: ours is ahead everywhere except the API page's TBT (700 > 1.5 ×
  // 400).
  const ours = withApplied(
    site('ours', 1, [97, 95, 95, 97], [50], [30, 90, 170, 30]),
    [92, 90, 89, 85],
    [200, 300, 700, 250],
  );
  const judged = Object.fromEntries(goals(ours, stock).map((g) => [g.goal, g]));
  assert.equal(judged['Mobile TBT ours/stock ≤ 1.5 on every route kind'].met, false);
  assert.equal(
    judged['Lighthouse mobile performance ≥ stock on every route kind, applied throttling (median)'].met,
    true,
  );
  const appliedTbt = judged['Mobile TBT ours/stock ≤ 1.5 on every route kind, applied throttling'];
  assert.equal(appliedTbt.met, false, 'API 700 > 1.5 × 400');
  assert.match(appliedTbt.figure, /api 700 vs 400 ms/);
  assert.match(
    mobileSummaryTable(ours, stock),
    /\| doc \| 95 \/ 97 \| 90 \/ 10 ms \| 9\.00 \| 500 \/ 500 \| 90 \/ 88 \| 300 \/ 400 ms \|/,
  );
  assert.match(
    markdownTable(rows(ours, stock)),
    /\| Lighthouse mobile, applied throttling, api TBT \| 700 ms \| 400 ms \| 1\.75 \|/,
  );
  // Without applied runs the summary keeps its five columns.
  assert.doesNotMatch(
    mobileSummaryTable(site('a', 1, [97, 97, 97, 97], [1]), site('b', 1, [97, 97, 97, 97], [1])),
    /applied/,
  );
});

test('an API page whose HTML grows past the ceiling is named with the bytes over; other kinds have no HTML ceiling', () => {
  const load = (htmlGzip: number): FirstLoad => ({
    url: 'http://127.0.0.1/docs/api/frame',
    html: {raw: htmlGzip * 5, gzip: htmlGzip},
    css: {raw: 0, gzip: 0},
    js: {raw: 0, gzip: 0},
    resources: [],
    thirdParty: [],
  });
  assert.deepEqual(routeBudgetViolations('/docs/api/frame', 'api', load(API_HTML_BUDGET)), []);
  assert.deepEqual(routeBudgetViolations('/docs/api/frame', 'api', load(API_HTML_BUDGET + 40)), [
    `/docs/api/frame: the HTML is ${API_HTML_BUDGET + 40} B gzip, 40 B over the API page budget of ${API_HTML_BUDGET} B (PERF-13)`,
  ]);
  assert.deepEqual(routeBudgetViolations('/docs/installation', 'doc', load(API_HTML_BUDGET + 40)), []);
});

test('PERF-12: the CPU slowdown makes this host score like each phone class, and never speeds a slow host up', () => {
  // The host of the issue's run: index 1774 gave ×6.72 for a low-tier and ×1.77 for a mid-tier phone.
  assert.equal(cpuSlowdown(1774, 'low-tier'), 6.72);
  assert.equal(cpuSlowdown(1774, 'mid-tier'), 1.77);
  // A host slower than a mid-tier phone runs at its own speed.
  assert.equal(cpuSlowdown(800, 'mid-tier'), 1);
  assert.throws(() => cpuSlowdown(Number.NaN, 'low-tier'), /no usable benchmarkIndex/);
  // The median of the runs that reported one: a busy moment (900) does not set the phone.
  assert.equal(hostBenchmarkIndex([1800, undefined, 900, 1750, 1790]), 1790);
  assert.throws(() => hostBenchmarkIndex([undefined]), /no Lighthouse run reported/);
});

test('PERF-12: the phone follows the host: each round takes its slowdown from the latest readings', () => {
  const speed = new HostSpeed(3);
  assert.throws(() => speed.current(), /no Lighthouse run reported/);
  // A quiet start: the first rounds are measured on a fast host.
  for (const reading of [2400, 2500, undefined, 2450]) speed.record(reading);
  assert.equal(speed.count, 3);
  assert.equal(speed.current(), 2450);
  assert.equal(cpuSlowdown(speed.current(), 'low-tier'), 9.28);
  // The host slows down (another job starts): two slow readings outvote the last fast one, and the next
  // round's low-tier phone is not slowed as far, so it stays a 264 phone and not a slower one.
  speed.record(1500);
  speed.record(1600);
  assert.equal(speed.current(), 1600);
  assert.equal(cpuSlowdown(speed.current(), 'low-tier'), 6.06);
  assert.throws(() => new HostSpeed(0), /window must be at least 1/);
});

test('PERF-12: each phone class is judged on its own: performance ≥ stock, TBT ≤ 0.75 × stock', () => {
  const phone = (performance: number[], tbt: number[]) => ({
    home: scores(performance[0], 100, tbt[0]),
    doc: scores(performance[1], 100, tbt[1]),
    api: scores(performance[2], 100, tbt[2]),
    blog: scores(performance[3], 100, tbt[3]),
  });
  const stock = {
    ...site('stock', 1, [90, 90, 90, 90], [20]),
    phones: {
      'low-tier': phone([75, 73, 73, 70], [1113, 1178, 1178, 1010]),
      'mid-tier': phone([90, 90, 90, 90], [186, 222, 222, 384]),
    },
  };
  // The issue's low-tier run: API 2 770 ms against 1 178 ms, and home 0.73, doc 0.98, blog 1.08.
  const ours = {
    ...site('ours', 1, [90, 90, 90, 90], [20]),
    phones: {
      'low-tier': phone([75, 73, 62, 73], [809, 1159, 2770, 1089]),
      'mid-tier': phone([91, 91, 91, 91], [100, 120, 150, 100]),
    },
  };
  const judged = Object.fromEntries(goals(ours, stock).map((g) => [g.goal, g]));
  const low = judged['Mobile TBT ours/stock ≤ 0.75 on every route kind, low-tier phone'];
  assert.equal(low.met, false);
  assert.match(low.figure, /api 2770 vs 1178 ms/);
  // Single figures (no runs kept) show no run list.
  assert.doesNotMatch(low.figure, /runs/);
  // A median of runs shows each run's TBT beside it: today's full bench, API 755 / 799 ms.
  const withApi = <F extends typeof ours>(figures: F, tbt: number[]): F => ({
    ...figures,
    phones: {
      ...figures.phones,
      'low-tier': {...figures.phones['low-tier'], api: medianScores(tbt.map((t) => scores(80, 100, t)))},
    },
  });
  const judgedWithRuns = goals(withApi(ours, [648, 755, 900]), withApi(stock, [1070, 799, 760]));
  const withRuns = Object.fromEntries(judgedWithRuns.map((g) => [g.goal, g]))[
    'Mobile TBT ours/stock ≤ 0.75 on every route kind, low-tier phone'
  ];
  assert.match(withRuns.figure, /api 755 vs 799 ms \(runs: 648, 755, 900 vs 1070, 799, 760\)/);
  assert.equal(
    judged['Lighthouse mobile performance ≥ stock on every route kind, low-tier phone (median)'].met,
    false,
    'API 62 < 73',
  );
  assert.equal(
    judged['Mobile TBT ours/stock ≤ 0.75 on every route kind, mid-tier phone'].met,
    true,
    '150 ≤ 0.75 × 222',
  );
  assert.equal(
    judged['Lighthouse mobile performance ≥ stock on every route kind, mid-tier phone (median)'].met,
    true,
  );
  assert.match(
    markdownTable(rows(ours, stock)),
    /\| Lighthouse mobile, low-tier phone, api TBT \| 2770 ms \| 1178 ms \| 2\.35 \|/,
  );
  // `--only-phones` measures no simulated runs: the phone goals are judged all the same.
  const {lighthouse: _ours, ...oursPhonesOnly} = ours;
  const {lighthouse: _stock, ...stockPhonesOnly} = stock;
  const phonesOnly = goals(oursPhonesOnly, stockPhonesOnly).map((g) => g.goal);
  assert.ok(
    phonesOnly.includes('Mobile TBT ours/stock ≤ 0.75 on every route kind, low-tier phone'),
    phonesOnly.join('\n'),
  );
});

test("PERF-12: the playground is a route kind of the phone runs, judged against stock's stand-in page", () => {
  const phone = (tbt: number[], playground?: LighthouseScores) => ({
    'low-tier': {
      home: scores(80, 100, tbt[0]),
      doc: scores(80, 100, tbt[1]),
      api: scores(80, 100, tbt[2]),
      blog: scores(80, 100, tbt[3]),
      ...(playground && {playground}),
    },
  });
  const stock = {
    ...site('stock', 1, [90, 90, 90, 90], [20]),
    phones: phone([1000, 1000, 1000, 1000], scores(75, 100, 1036)),
  };
  // Every other row is well under 0.75; the playground's 1 423 ms against stock's doc page (1 036 ms) is not.
  const ours = {
    ...site('ours', 1, [90, 90, 90, 90], [20]),
    phones: phone([500, 500, 500, 500], scores(70, 100, 1423)),
  };
  const judged = Object.fromEntries(goals(ours, stock).map((g) => [g.goal, g]));
  const tbt = judged['Mobile TBT ours/stock ≤ 0.75 on every route kind, low-tier phone'];
  assert.equal(tbt.met, false);
  assert.match(tbt.figure, /playground 1423 vs 1036 ms/);
  assert.equal(
    judged['Lighthouse mobile performance ≥ stock on every route kind, low-tier phone (median)'].met,
    false,
    'playground 70 < 75',
  );
  assert.match(
    markdownTable(rows(ours, stock)),
    /\| Lighthouse mobile, low-tier phone, playground TBT \| 1423 ms \| 1036 ms \| 1\.37 \|/,
  );
  // A result without the playground row (measured before it was one) is judged on the rows it has.
  const older = {...ours, phones: phone([500, 500, 500, 500])};
  const olderStock = {...stock, phones: phone([1000, 1000, 1000, 1000])};
  const judgedOlder = goals(older, olderStock).find(
    (g) => g.goal === 'Mobile TBT ours/stock ≤ 0.75 on every route kind, low-tier phone',
  );
  assert.equal(judgedOlder?.met, true);
  assert.doesNotMatch(judgedOlder?.figure ?? '', /playground/);
});

test('PERF-12: the first tap on the menu button is judged per phone class against stock, median of the runs', () => {
  const base = site('ours', 1, [90, 90, 90, 90], [20]);
  const stock = {...site('stock', 1, [90, 90, 90, 90], [20]), firstTapMs: {'low-tier': [96, 104, 120]}};
  // One slow run (300 ms) does not decide it: the median, 104 ms, is what is compared.
  const slower = {...base, firstTapMs: {'low-tier': [112, 300, 104]}};
  const level = {...base, firstTapMs: {'low-tier': [88, 104, 300]}};
  const judge = (ours: SiteFigures) =>
    goals(ours, stock).find(
      (g) => g.goal === "first tap on the menu button ≤ stock's, low-tier phone (median)",
    );
  assert.equal(judge(slower)?.met, false);
  assert.match(judge(slower)?.figure ?? '', /^112 vs 104 ms/);
  assert.equal(judge(level)?.met, true);
  // Not measured on one side (e.g. `--skip-phones`): no goal is claimed either way.
  assert.equal(judge(base), undefined);
  assert.match(
    markdownTable(rows(slower, stock)),
    /\| low-tier phone, first tap on a doc page's menu button → next paint \(median\) \| 112 ms \| 104 ms \| 1\.08 \|/,
  );
});

test('p95: the value at index floor(0.95 n) of the sorted values, whatever their order', () => {
  const hundred = Array.from({length: 100}, (_, i) => 100 - i);
  assert.equal(p95(hundred), 96);
  assert.equal(p95([3, 1, 2]), 3);
  assert.equal(p95([]), undefined);
});
