/**
 * `npm run bench`: this site beside the stock Docusaurus 2.4.3 site, in one run (PERF-4 to PERF-6, PERF-12).
 * Lighthouse runs through Lighthouse CI (`lhci collect`, budgets in lighthouserc.js), page loads through
 * tachometer; builds, phone calibration, first taps, navigation and the playground are ours.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {median} from '../lib/median';
import {docusaurusBin, numberOption, option} from './cli';
import {measureCommand, type CommandCost} from './buildCost';
import {HostSpeed, PHONE_CLASSES, cpuSlowdown, type PhoneClass} from './phoneClasses';
import {measurePrefetchedNavigation} from './navigation';
import {measureFirstTap} from './firstTap';
import {OURS, STOCK, ROUTE_ROWS, PHONE_ROUTE_ROWS, type PhoneRouteRow, type SitePlan} from './sites';
import {serveCompressed} from './staticServer';
import {measurePlayground} from './playground';
import {measurePlaygroundTypes, playgroundTypesMarkdown} from './playgroundTypes';
import {prepareStockSite, stockVersions, STOCK_TEMPLATE} from './stockSite';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS_DIR = path.join(SITE_ROOT, 'bench-results');
const LHCI = require.resolve('@lhci/cli/src/cli.js');
const TACH = require.resolve('tachometer/bin/tach.js');
const RC = path.join(SITE_ROOT, 'lighthouserc.js');
const ENV = {NO_UPDATE_NOTIFIER: '1', CI: '1'};

/** The command line (see README.md). */
export interface BenchOptions {
  runs: number;
  navRuns: number;
  tapRuns: number;
  buildRuns: number;
  samples: number;
  freshStock: boolean;
  skipLighthouse: boolean;
  skipApplied: boolean;
  skipPhones: boolean;
  onlyPhones: boolean;
}

function readOptions(): BenchOptions {
  return {
    runs: numberOption('runs', 3),
    navRuns: numberOption('nav-runs', 5),
    tapRuns: numberOption('tap-runs', 11),
    buildRuns: numberOption('build-runs', 1),
    samples: numberOption('samples', 20),
    freshStock: option('fresh-stock'),
    skipLighthouse: option('skip-lighthouse'),
    skipApplied: option('skip-applied'),
    skipPhones: option('skip-phones'),
    onlyPhones: option('only-phones'),
  };
}

/** A kind of Lighthouse run: lighthouserc.js holds each kind's budgets. */
type Kind = 'mobile' | 'desktop' | 'applied' | PhoneClass;

/** Median figures of one page's Lighthouse runs: category id → score 0–100, TBT ms, and each run's TBT. */
type Medians = Record<string, number> & {tbtMs: number; tbtRunsMs: number[]};

/** What the phases share and fill in. */
interface BenchRun {
  options: BenchOptions;
  sites: SitePlan[];
  /** Each site's served build, `http://127.0.0.1:port`. */
  origins: string[];
  urlsOf: (row: PhoneRouteRow) => string[];
  browser: Browser;
  work: string;
  hostSpeed: HostSpeed;
  out: Record<string, unknown>;
  lines: string[];
}

type Lhr = {
  requestedUrl: string;
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number; details?: {items?: {url?: string}[]}}>;
  environment?: {benchmarkIndex?: number};
};

type TachResult = {name: string; differences: ({absolute: {low: number; high: number}} | null)[]};

/** The Lighthouse reports lhci collected in `dir`, oldest first (lhci names them by time). */
function lhrsIn(dir: string): Lhr[] {
  const folder = path.join(dir, '.lighthouseci');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .sort((a, b) => Number(a.slice(4, -5)) - Number(b.slice(4, -5)))
    .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as Lhr);
}

/** Runs `node args` with our output; never spawnSync: the servers the tools load live in this process. */
function node(args: string[], options: {cwd?: string; env?: Record<string, string>} = {}): Promise<number> {
  const child = spawn(process.execPath, args, {
    ...options,
    env: {...process.env, ...ENV, ...options.env},
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** Runs lhci with `args` in `cwd`. @returns its exit code */
const lhci = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  node([LHCI, ...args, `--config=${RC}`], {cwd, env});

/** lhci collect's Lighthouse flags for one kind of run; `slowdown` is the phone's CPU slowdown. */
function kindFlags(kind: Kind, slowdown?: number): string[] {
  if (kind === 'desktop') return ['--settings.preset=desktop'];
  if (kind === 'mobile') return [];
  const applied = ['--settings.throttlingMethod=devtools'];
  return slowdown ? [...applied, `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`] : applied;
}

/**
 * One Lighthouse run of `url` through `lhci collect`, added to the reports in `dir`.
 * @throws Error when lhci fails (the page did not load, Chromium crashed).
 */
async function collect(
  run: BenchRun,
  dir: string,
  url: string,
  flags: string[],
  ours: boolean,
): Promise<Lhr> {
  fs.mkdirSync(dir, {recursive: true});
  const chrome = [`--chromePath=${chromiumPath()}`, `--settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`];
  if (
    (await lhci(dir, ['collect', '--additive', `--url=${url}`, '--numberOfRuns=1', ...chrome, ...flags])) !==
    0
  )
    throw new Error(`lhci collect failed on ${url}`);
  const lhr = lhrsIn(dir).at(-1)!;
  run.hostSpeed.record(lhr.environment?.benchmarkIndex);
  const origin = new URL(url).origin;
  const away = (lhr.audits['network-requests']?.details?.items ?? [])
    .map((item) => item.url ?? '')
    .filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  // OFFLINE-1 is ours: the stock template's blog shows avatars from github.com, which fail here.
  if (ours && away.length) throw new Error(`${url} loaded from another origin: ${away.join(', ')}`);
  return lhr;
}

/** Figure-by-figure medians of a page's runs (a slow run moves no figure). */
function medians(lhrs: Lhr[]): Medians {
  const tbtRunsMs = lhrs.map((l) => Math.round(l.audits['total-blocking-time'].numericValue ?? NaN));
  const scores = Object.keys(lhrs[0].categories).map((id) => [
    id,
    median(lhrs.map((l) => Math.round((l.categories[id].score ?? 0) * 100))),
  ]);
  return {...Object.fromEntries(scores), tbtMs: median(tbtRunsMs), tbtRunsMs};
}

const ratio = (ours: number, stock: number) => (stock > 0 ? (ours / stock).toFixed(2) : '–');

/**
 * Lighthouse of one kind on `rows`: rounds alternate the sites (ours, stock, …) so a noisy minute falls on
 * both; `slowdown` gives each round's CPU slowdown. Then lhci asserts ours against stock's medians.
 */
async function lighthouseKind(
  run: BenchRun,
  kind: Kind,
  rows: readonly PhoneRouteRow[],
  slowdown?: () => number,
): Promise<void> {
  const dirOf = (row: PhoneRouteRow, site: number) => path.join(run.work, kind, row, String(site));
  for (const dir of rows.flatMap((row) => [dirOf(row, 0), dirOf(row, 1)]))
    fs.rmSync(dir, {recursive: true, force: true});
  const used: number[] = [];
  for (let r = 0; r < run.options.runs; r++) {
    const x = slowdown?.();
    if (x) used.push(x);
    for (const row of rows)
      for (const [i, url] of run.urlsOf(row).entries())
        await collect(run, dirOf(row, i), url, kindFlags(kind, x), i === 0);
  }
  const figures: Record<string, Medians[]> = {};
  const stock: Record<string, {performance: number; tbtMs: number}> = {};
  for (const row of rows) {
    figures[row] = [0, 1].map((i) => medians(lhrsIn(dirOf(row, i))));
    stock[OURS.routes[row]] = {performance: figures[row][1].performance / 100, tbtMs: figures[row][1].tbtMs};
  }
  const stockFile = path.join(run.work, kind, 'stock.json');
  fs.writeFileSync(stockFile, JSON.stringify({kind, stock}));
  const failed: string[] = [];
  for (const row of rows)
    if ((await lhci(dirOf(row, 0), ['assert'], {LHCI_BENCH_STOCK: stockFile})) !== 0) failed.push(row);
  for (const row of rows)
    for (const i of [0, 1])
      await lhci(dirOf(row, i), [
        'upload',
        `--outputDir=${path.join(RESULTS_DIR, 'lhci', kind, row, String(i))}`,
      ]);
  run.out[kind] = {figures, slowdowns: used, assertionsFailed: failed};
  run.lines.push(
    `| ${kind}${used.length ? ` (CPU ×${used.join(', ×')})` : ''} | ` +
      rows
        .map((row) => {
          const [o, s] = figures[row];
          return `${row} ${o.performance}/${s.performance}, TBT ${o.tbtMs}/${s.tbtMs} ms (${ratio(o.tbtMs, s.tbtMs)})`;
        })
        .join('; ') +
      ` | ${failed.length ? `**lhci assert failed: ${failed.join(', ')}**` : 'lhci assert passed'} |`,
  );
}

/** Side-by-side page loads of each route kind through tachometer (first contentful paint and load end). */
async function pageLoads(run: BenchRun): Promise<void> {
  const browser = {name: 'chrome', headless: true, binary: chromiumPath(), addArguments: CHROMIUM_ARGS};
  const measurement = [
    {name: 'fcp', mode: 'performance', entryName: 'first-contentful-paint'},
    {
      name: 'load',
      mode: 'expression',
      expression: "performance.getEntriesByType('navigation')[0]?.loadEventEnd || undefined",
    },
  ];
  const results: Record<string, unknown> = {};
  for (const row of ROUTE_ROWS) {
    const config = path.join(run.work, `tach-${row}.json`);
    const json = path.join(run.work, `tach-${row}.out.json`);
    const benchmarks = run
      .urlsOf(row)
      .map((url, i) => ({name: `${row} ${i ? 'stock' : 'ours'}`, url, browser, measurement}));
    fs.writeFileSync(config, JSON.stringify({sampleSize: run.options.samples, timeout: 0, benchmarks}));
    // SE_OFFLINE: selenium uses the chromedriver on PATH (Debian's chromium-driver), never downloads one.
    const tach = () => node([TACH, '--config', config, '--json-file', json], {env: {SE_OFFLINE: 'true'}});
    if ((await tach()) !== 0 && (await tach()) !== 0) throw new Error(`tachometer failed twice on ${row}`);
    const {benchmarks: all} = JSON.parse(fs.readFileSync(json, 'utf8')) as {benchmarks: TachResult[]};
    results[row] = all;
    // tachometer's 95% interval of ours − stock, per measurement.
    const diff = (m: string) => {
      const index = (site: string) => all.findIndex((b) => b.name === `${row} ${site} [${m}]`);
      const {low, high} = all[index('ours')].differences[index('stock')]!.absolute;
      return `${m} ${Math.round(low)} to ${Math.round(high)} ms`;
    };
    run.lines.push(`| page load, ${row}: ours − stock (tachometer) | ${diff('fcp')}; ${diff('load')} | |`);
  }
  run.out.pageLoads = results;
}

async function lighthouseSimulated(run: BenchRun): Promise<void> {
  await lighthouseKind(run, 'mobile', ROUTE_ROWS);
  await lighthouseKind(run, 'desktop', ROUTE_ROWS);
}

async function lighthouseApplied(run: BenchRun): Promise<void> {
  await lighthouseKind(run, 'applied', ROUTE_ROWS);
}

/** Both phone classes: Lighthouse per round at the host's latest speed, then the first taps. */
async function phoneClasses(run: BenchRun): Promise<void> {
  const calibration = path.join(run.work, 'calibration');
  for (let tries = 0; run.hostSpeed.count < 3 && tries < 6; tries++)
    await collect(run, calibration, run.urlsOf('home')[0], [], true);
  run.out.hostIndexAtStart = run.hostSpeed.current();
  for (const phone of Object.keys(PHONE_CLASSES) as PhoneClass[]) {
    const next = () => cpuSlowdown(run.hostSpeed.current(), phone);
    await lighthouseKind(run, phone, PHONE_ROUTE_ROWS, next);
    // One tap per site per round, alternating: single taps spread widely on a shared host.
    const taps: number[][] = [[], []];
    let x = next();
    for (let r = 0; r < run.options.tapRuns; r++) {
      if (r % run.options.runs === 0) x = next();
      for (const [i, url] of run.urlsOf('doc').entries())
        taps[i].push(...(await measureFirstTap(run.browser, url, x, 1)));
    }
    run.out[`${phone} taps`] = taps;
    run.lines.push(`| ${phone} first tap, median | doc ${median(taps[0])}/${median(taps[1])} ms | |`);
  }
  run.out.hostReadings = run.hostSpeed.count;
}

async function playgroundTimings(run: BenchRun): Promise<void> {
  const p = await measurePlayground(run.browser, run.origins[0]);
  run.out.playground = p;
  run.lines.push(
    `| playground (ours) | first picture ${p.firstPictureMs} ms; edit median ${p.editMedianMs}, p95 ${p.editP95Ms} ms; ` +
      `control median ${p.controlMedianMs}, p95 ${p.controlP95Ms} ms | |`,
  );
}

async function playgroundTypesTimings(run: BenchRun): Promise<void> {
  const types = await measurePlaygroundTypes(run.browser, run.origins[0], path.join(SITE_ROOT, 'build'));
  run.out.playgroundTypes = types;
  console.log(playgroundTypesMarkdown(types));
}

async function prefetchedNavigation(run: BenchRun): Promise<void> {
  const times = [];
  for (const [i, site] of run.sites.entries()) {
    const from = run.origins[i] + site.navigation.fromPath;
    times.push(
      await measurePrefetchedNavigation(run.browser, {...site.navigation, from}, run.options.navRuns),
    );
  }
  run.out.navigationMs = times;
  run.lines.push(
    `| prefetched navigation, median | ${median(times[0])}/${median(times[1])} ms | PERF-5: < 100 ms |`,
  );
}

/** One step of the bench on the served builds: when it runs, and what it measures. */
interface Phase {
  name: string;
  when: (options: BenchOptions) => boolean;
  measure: (run: BenchRun) => Promise<void>;
}

/** The bench's phases on the served builds, in the order they run. */
export const PHASES: readonly Phase[] = [
  {name: 'page loads', when: (o) => !o.onlyPhones, measure: pageLoads},
  {
    name: 'Lighthouse, simulated',
    when: (o) => !o.skipLighthouse && !o.onlyPhones,
    measure: lighthouseSimulated,
  },
  {
    name: 'Lighthouse, applied',
    when: (o) => !o.skipLighthouse && !o.skipApplied && !o.onlyPhones,
    measure: lighthouseApplied,
  },
  {name: 'phone classes', when: (o) => !o.skipLighthouse && !o.skipPhones, measure: phoneClasses},
  {name: 'playground', when: () => true, measure: playgroundTimings},
  {name: 'playground types', when: () => true, measure: playgroundTypesTimings},
  {name: 'prefetched navigation', when: () => true, measure: prefetchedNavigation},
];

/** Cold and warm builds of each site, alternating between the sites; the median of each figure. */
async function buildCosts(sites: SitePlan[], runs: number): Promise<Record<string, CommandCost>[]> {
  const costs = sites.map(() => ({cold: [] as CommandCost[], warm: [] as CommandCost[]}));
  const bin = (site: SitePlan) => docusaurusBin(site.dir);
  for (let r = 0; r < runs; r++)
    for (const cold of [true, false])
      for (const [i, site] of sites.entries()) {
        if (cold) await measureCommand(process.execPath, [bin(site), 'clear'], {cwd: site.dir, env: ENV});
        const cost = await measureCommand(process.execPath, [bin(site), 'build'], {cwd: site.dir, env: ENV});
        console.log(
          `  ${site.label} ${cold ? 'cold' : 'warm'} build: ${(cost.cpuMs / 1000).toFixed(1)} s CPU`,
        );
        costs[i][cold ? 'cold' : 'warm'].push(cost);
      }
  const of = (list: CommandCost[]): CommandCost => ({
    wallMs: median(list.map((c) => c.wallMs)),
    cpuMs: median(list.map((c) => c.cpuMs)),
    peakRssBytes: median(list.map((c) => c.peakRssBytes)),
  });
  return costs.map(({cold, warm}) => ({cold: of(cold), warm: of(warm)}));
}

async function main(): Promise<void> {
  const options = readOptions();
  const webpack = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')).overrides.webpack;
  console.log(`Preparing the stock site (${STOCK_TEMPLATE}, webpack ${webpack}) …`);
  const sites: SitePlan[] = [
    {...OURS, dir: SITE_ROOT},
    {...STOCK, dir: prepareStockSite(webpack, options.freshStock)},
  ];
  console.log(`Building (cold, then warm; alternating sites; ${options.buildRuns} of each) …`);
  const builds = await buildCosts(sites, options.buildRuns);
  const pages = sites.map(
    (s) =>
      fs
        .readdirSync(path.join(s.dir, 'build'), {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.html')).length,
  );
  const servers = await Promise.all(sites.map((site) => serveCompressed(path.join(site.dir, 'build'))));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const cpu = builds.map((b) => b.cold.cpuMs / 1000);
  const run: BenchRun = {
    options,
    sites,
    origins: servers.map((s) => s.url),
    urlsOf: (row) => sites.map((site, i) => servers[i].url + site.routes[row]),
    browser,
    work: fs.mkdtempSync(path.join(os.tmpdir(), 'react-figma-bench-')),
    hostSpeed: new HostSpeed(),
    out: {builds, pages, stock: stockVersions(sites[1].dir), chromium: browser.version()},
    lines: [
      '| figure | ours / stock (ratio) | goal |',
      '| --- | --- | --- |',
      `| cold build CPU | ${cpu[0].toFixed(1)} / ${cpu[1].toFixed(1)} s for ${pages[0]} / ${pages[1]} pages (${ratio(cpu[0], cpu[1])}) | PERF-4: ≤ stock |`,
    ],
  };
  try {
    for (const phase of PHASES.filter((p) => p.when(options))) {
      const from = run.lines.length;
      // A failed phase is a finding: the others still run and the report says which failed.
      await phase.measure(run).catch((error: Error) => {
        console.error(`${phase.name} failed: ${error.stack ?? error}`);
        run.lines.push(`| ${phase.name} | **failed**: ${error.message.split('\n')[0]} | |`);
      });
      console.log(run.lines.slice(from).join('\n'));
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  const date = new Date().toISOString();
  const header = `# Bench ${date}\n\n${os.cpus().length} × ${os.cpus()[0]?.model}, Chromium ${browser.version()}, host benchmarkIndex at the phones' start ${run.out.hostIndexAtStart ?? '–'}. Lighthouse: median of ${options.runs} (lhci's reports in bench-results/lhci/); page loads: tachometer's tables above.\n`;
  const markdown = `${header}\n${run.lines.join('\n')}\n`;
  console.log(`\n${markdown}`);
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify({date, ...run.out}, null, 2));
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
