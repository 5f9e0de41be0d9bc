/**
 * `npm run bench`: this site beside the stock Docusaurus 2.4.3 site in one run (PERF-4 to PERF-6, PERF-12):
 * Lighthouse through `lhci` (budgets in lighthouserc.js), page loads through tachometer; the rest is ours.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {median} from '../lib/median';
import {docusaurusBin, numberOption, option} from './cli';
import {measureCommand, type CommandCost} from './buildCost';
import {HostSpeed, PHONE_CLASSES, cpuSlowdown, type PhoneClass} from './phoneClasses';
import * as probes from './probes';
import {prepareStockSite, stockVersions, STOCK_TEMPLATE} from './stockSite';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS_DIR = path.join(SITE_ROOT, 'bench-results');
/** lhci's reports: `<kind>/<route kind>/<0 ours, 1 stock>/.lighthouseci/lhr-*.{json,html}`. */
const LHCI_DIR = path.join(RESULTS_DIR, 'lhci');
const ENV = {NO_UPDATE_NOTIFIER: '1', CI: '1'};
/** Route kind → [ours, stock's]; stock has no API page or playground: its doc page stands in. */
const ROUTES = {
  home: ['/', '/'],
  doc: ['/docs/installation', '/docs/intro'],
  api: ['/docs/api/frame', '/docs/intro'],
  blog: ['/blog', '/blog'],
  playground: ['/playground', '/docs/intro'],
};
type Row = keyof typeof ROUTES;
/** Every kind of Lighthouse run measures these (PERF-6); the phones add the playground (PERF-12). */
const ROUTE_ROWS: Row[] = ['home', 'doc', 'api', 'blog'];
/** PERF-5, per site: the page a reader starts on, the sidebar link followed, the target's `<h1>`. */
const NAVIGATION = [
  ['/docs/installation', '/docs/configure', 'Configuration'],
  ['/docs/tutorial-basics/create-a-document', '/docs/tutorial-basics/create-a-page', 'Create a Page'],
];

const readOptions = () => ({
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
});
/** The command line (see README.md). */
export type BenchOptions = ReturnType<typeof readOptions>;

/** A kind of Lighthouse run: lighthouserc.js holds each kind's budgets. */
type Kind = 'mobile' | 'desktop' | 'applied' | PhoneClass;
/** What the phases share; `origins`: each site's served build, `http://127.0.0.1:port`. */
type BenchRun = {options: BenchOptions; origins: string[]; browser: Browser; hostSpeed: HostSpeed};
type Phase = {name: string; when: (o: BenchOptions) => boolean; measure: (run: BenchRun) => Promise<void>};
type Lhr = {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number; details?: {items?: {url?: string}[]}}>;
  environment?: {benchmarkIndex?: number};
};

const out: Record<string, unknown> = {};
const lines = ['| figure | ours / stock (ratio) | goal |', '| --- | --- | --- |'];
const urlsOf = (run: BenchRun, row: Row) => run.origins.map((origin, i) => origin + ROUTES[row][i]);
const ratio = (ours: number, stock: number) => (stock > 0 ? (ours / stock).toFixed(2) : '–');

/** Serves a build on 127.0.0.1 as hosts do: clean URLs, gzip (simulated 4G charges raw bytes 3×). */
async function serveCompressed(dir: string): Promise<{url: string; server: http.Server}> {
  const gzip = compression();
  const server = http.createServer((req, res) =>
    gzip(
      req as never,
      res as never,
      () => void serveHandler(req, res, {public: dir, cleanUrls: true, directoryListing: false}),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server};
}

/** Runs `node args`, our output, to its exit code; not spawnSync: the servers the tools load live here. */
function node(args: string[], cwd?: string, env: Record<string, string> = {}): Promise<number> {
  const child = spawn(process.execPath, args, {cwd, env: {...process.env, ...ENV, ...env}, stdio: 'inherit'});
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const RC = `--config=${path.join(SITE_ROOT, 'lighthouserc.js')}`;
const lhci = (cwd: string, args: string[], env?: Record<string, string>) =>
  node([require.resolve('@lhci/cli/src/cli.js'), ...args, RC], cwd, env);

/** The Lighthouse reports lhci collected in `dir`, oldest first (`lhr-<ms>.json`). */
function lhrsIn(dir: string): Lhr[] {
  const folder = path.join(dir, '.lighthouseci');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => /^lhr-\d+\.json$/.test(f)) : [];
  return files.sort().map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')));
}

/** lhci collect's Lighthouse flags for one kind of run; `slowdown` is the phone's CPU slowdown. */
function kindFlags(kind: Kind, slowdown?: number): string[] {
  if (kind === 'desktop') return ['--settings.preset=desktop'];
  const cpu = slowdown ? [`--settings.throttling.cpuSlowdownMultiplier=${slowdown}`] : [];
  return kind === 'mobile' ? [] : ['--settings.throttlingMethod=devtools', ...cpu];
}

/** One `lhci collect` run of `url` into `dir`. @throws Error if lhci fails or ours left the origin. */
async function collect(run: BenchRun, dir: string, url: string, flags: string[], ours: boolean) {
  fs.mkdirSync(dir, {recursive: true});
  const chrome = [`--chromePath=${chromiumPath()}`, `--settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`];
  const args = ['collect', '--additive', `--url=${url}`, '--numberOfRuns=1', ...chrome, ...flags];
  if ((await lhci(dir, args)) !== 0) throw new Error(`lhci collect failed on ${url}`);
  const lhr = lhrsIn(dir).at(-1)!;
  run.hostSpeed.record(lhr.environment?.benchmarkIndex);
  const away = (lhr.audits['network-requests']?.details?.items ?? [])
    .map((item) => item.url ?? '')
    .filter((u) => /^https?:/.test(u) && new URL(u).origin !== new URL(url).origin);
  // Only ours: the stock template's blog shows avatars from github.com, which fail here.
  if (ours && away.length) throw new Error(`${url} loaded from another origin: ${away.join(', ')}`);
}

/** Figure-by-figure medians of a page's runs: category → score 0–100, TBT ms, and each run's TBT. */
function medians(lhrs: Lhr[]): Record<string, number> & {tbtMs: number} {
  const tbtRunsMs = lhrs.map((l) => Math.round(l.audits['total-blocking-time'].numericValue ?? NaN));
  const scores = Object.keys(lhrs[0].categories).map((id) => [
    id,
    median(lhrs.map((l) => Math.round((l.categories[id].score ?? 0) * 100))),
  ]);
  return {...Object.fromEntries(scores), tbtMs: median(tbtRunsMs), tbtRunsMs};
}

/**
 * Lighthouse of one kind on `rows`, rounds alternating the sites so a noisy minute falls on both, each at
 * `slowdown()` on a phone; then `lhci assert` judges ours against stock's medians.
 */
async function lighthouseKind(run: BenchRun, kind: Kind, rows: Row[], slowdown?: () => number) {
  const dirOf = (row: Row, site: number) => path.join(LHCI_DIR, kind, row, String(site));
  for (const row of rows) for (const i of [0, 1]) fs.rmSync(dirOf(row, i), {recursive: true, force: true});
  const used: number[] = [];
  for (let r = 0; r < run.options.runs; r++) {
    const x = slowdown?.();
    if (x) used.push(x);
    for (const row of rows)
      for (const [i, url] of urlsOf(run, row).entries())
        await collect(run, dirOf(row, i), url, kindFlags(kind, x), i === 0);
  }
  const figures = Object.fromEntries(
    rows.map((row) => [row, [0, 1].map((i) => medians(lhrsIn(dirOf(row, i))))]),
  );
  const stock = Object.fromEntries(
    rows.map((row) => [
      ROUTES[row][0],
      {performance: figures[row][1].performance / 100, tbtMs: figures[row][1].tbtMs},
    ]),
  );
  const stockFile = path.join(LHCI_DIR, kind, 'stock.json');
  fs.writeFileSync(stockFile, JSON.stringify({kind, stock}));
  const failed: Row[] = [];
  for (const row of rows)
    if ((await lhci(dirOf(row, 0), ['assert'], {LHCI_BENCH_STOCK: stockFile})) !== 0) failed.push(row);
  out[kind] = {figures, slowdowns: used, assertionsFailed: failed};
  const cells = rows.map((row) => {
    const [o, s] = figures[row];
    return `${row} ${o.performance}/${s.performance}, TBT ${o.tbtMs}/${s.tbtMs} ms (${ratio(o.tbtMs, s.tbtMs)})`;
  });
  const verdict = failed.length ? `**lhci assert failed: ${failed.join(', ')}**` : 'lhci assert passed';
  const cpu = used.length ? ` (CPU ×${used.join(', ×')})` : '';
  lines.push(`| ${kind}${cpu} | ${cells.join('; ')} | ${verdict} |`);
}

/** Page loads of each route kind, ours beside stock's, through tachometer: FCP and the load event. */
async function pageLoads(run: BenchRun): Promise<void> {
  const browser = {name: 'chrome', headless: true, binary: chromiumPath(), addArguments: CHROMIUM_ARGS};
  const load = "performance.getEntriesByType('navigation')[0]?.loadEventEnd || undefined";
  const fcp = {name: 'fcp', mode: 'performance', entryName: 'first-contentful-paint'};
  const measurement = [fcp, {name: 'load', mode: 'expression', expression: load}];
  for (const row of ROUTE_ROWS) {
    const [config, json] = ['json', 'out.json'].map((ext) => path.join(RESULTS_DIR, `tach-${row}.${ext}`));
    const benchmarks = urlsOf(run, row).map((url, i) => ({name: `${row} ${i}`, url, browser, measurement}));
    fs.writeFileSync(config, JSON.stringify({sampleSize: run.options.samples, timeout: 0, benchmarks}));
    const tach = [require.resolve('tachometer/bin/tach.js'), '--config', config, '--json-file', json];
    // SE_OFFLINE: selenium uses the chromedriver on PATH (Debian's chromium-driver), never downloads one.
    const env = {SE_OFFLINE: 'true'};
    if ((await node(tach, undefined, env)) && (await node(tach, undefined, env)))
      throw new Error('tachometer failed twice');
    type Result = {name: string; differences: ({absolute: {low: number; high: number}} | null)[]};
    const all = (JSON.parse(fs.readFileSync(json, 'utf8')) as {benchmarks: Result[]}).benchmarks;
    out[`page load ${row}`] = all;
    // tachometer's 95% interval of ours − stock, per measurement.
    const diff = (m: string) => {
      const index = (site: number) => all.findIndex((b) => b.name === `${row} ${site} [${m}]`);
      const {low, high} = all[index(0)].differences[index(1)]!.absolute;
      return `${m} ${Math.round(low)} to ${Math.round(high)} ms`;
    };
    lines.push(`| page load, ${row}: ours − stock (tachometer) | ${diff('fcp')}; ${diff('load')} | |`);
  }
}

/** Both phone classes: Lighthouse per round at the host's latest speed, then first taps alternating sites. */
async function phoneClasses(run: BenchRun): Promise<void> {
  for (let tries = 0; run.hostSpeed.count < 3 && tries < 6; tries++)
    await collect(run, path.join(LHCI_DIR, 'calibration'), urlsOf(run, 'home')[0], [], true);
  out.hostIndexAtStart = run.hostSpeed.current();
  for (const phone of Object.keys(PHONE_CLASSES) as PhoneClass[]) {
    const next = () => cpuSlowdown(run.hostSpeed.current(), phone);
    await lighthouseKind(run, phone, [...ROUTE_ROWS, 'playground'], next);
    const taps: number[][] = [[], []];
    let x = next();
    for (let r = 0; r < run.options.tapRuns; r++) {
      if (r % run.options.runs === 0) x = next();
      for (const [i, url] of urlsOf(run, 'doc').entries())
        taps[i].push(await probes.measureFirstTap(run.browser, url, x));
    }
    out[`${phone} taps`] = taps;
    lines.push(`| ${phone} first tap, median | doc ${median(taps[0])}/${median(taps[1])} ms | |`);
  }
  out.hostReadings = run.hostSpeed.count;
}

async function playground(run: BenchRun): Promise<void> {
  const {firstPictureMs: first, edit, control} = await probes.measurePlayground(run.browser, run.origins[0]);
  const types = await probes.measurePlaygroundTypes(run.browser, run.origins[0]);
  Object.assign(out, {playground: {first, edit, control}, playgroundTypes: types});
  lines.push(
    `| playground (ours): first picture; edit, control change (median, p95) | ${first} ms; ` +
      `${edit.median}, ${edit.p95} ms; ${control.median}, ${control.p95} ms | PLAY-12: first < 1 000 ms |`,
    `| playground types (ours): cold; warm (median, p95) | ${types.coldMs} ms; ${types.warm.median}, ` +
      `${types.warm.p95} ms | PLAY-14: 3 000 ms; p95 200 ms |`,
  );
}

async function prefetchedNavigation(run: BenchRun): Promise<void> {
  const times: number[][] = [[], []];
  for (let r = 0; r < run.options.navRuns; r++)
    for (const [i, [from, linkHref, heading]] of NAVIGATION.entries()) {
      const nav = {from: run.origins[i] + from, linkHref, heading};
      times[i].push(await probes.measurePrefetchedNavigation(run.browser, nav));
    }
  out.navigationMs = times;
  const [o, s] = times.map((t) => Math.round(median(t)));
  lines.push(`| prefetched navigation, median | ${o}/${s} ms | PERF-5: < 100 ms |`);
}

/** The bench's phases on the served builds, in the order they run, and when each runs. */
export const PHASES: readonly Phase[] = [
  {name: 'page loads', when: (o) => !o.onlyPhones, measure: pageLoads},
  {
    name: 'Lighthouse, simulated',
    when: (o) => !o.skipLighthouse && !o.onlyPhones,
    measure: (run) =>
      lighthouseKind(run, 'mobile', ROUTE_ROWS).then(() => lighthouseKind(run, 'desktop', ROUTE_ROWS)),
  },
  {
    name: 'Lighthouse, applied',
    when: (o) => !o.skipLighthouse && !o.skipApplied && !o.onlyPhones,
    measure: (run) => lighthouseKind(run, 'applied', ROUTE_ROWS),
  },
  {name: 'phone classes', when: (o) => !o.skipLighthouse && !o.skipPhones, measure: phoneClasses},
  {name: 'playground', when: () => true, measure: playground},
  {name: 'prefetched navigation', when: () => true, measure: prefetchedNavigation},
];

/** Cold and warm builds of each site, alternating between the sites: the median of each figure. */
async function buildCosts(dirs: string[], runs: number) {
  const costs = dirs.map(() => ({cold: [] as CommandCost[], warm: [] as CommandCost[]}));
  for (let r = 0; r < runs; r++)
    for (const cold of [true, false])
      for (const [i, cwd] of dirs.entries()) {
        const docusaurus = (command: string) =>
          measureCommand(process.execPath, [docusaurusBin(cwd), command], {cwd, env: ENV});
        if (cold) await docusaurus('clear');
        const cost = await docusaurus('build');
        console.log(`  ${cold ? 'cold' : 'warm'} build, site ${i}: ${(cost.cpuMs / 1000).toFixed(1)} s CPU`);
        costs[i][cold ? 'cold' : 'warm'].push(cost);
      }
  const of = (list: CommandCost[]) => {
    const m = (k: keyof CommandCost) => median(list.map((c) => c[k]));
    return {wallMs: m('wallMs'), cpuMs: m('cpuMs'), peakRssBytes: m('peakRssBytes')};
  };
  return costs.map(({cold, warm}) => ({cold: of(cold), warm: of(warm)}));
}

async function main(): Promise<void> {
  const options = readOptions();
  const webpack = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')).overrides.webpack;
  console.log(`Preparing the stock site (${STOCK_TEMPLATE}, webpack ${webpack}) …`);
  const dirs = [SITE_ROOT, prepareStockSite(webpack, options.freshStock)];
  console.log(`Building (cold, then warm; alternating sites; ${options.buildRuns} of each) …`);
  const builds = await buildCosts(dirs, options.buildRuns);
  const html = (dir: string) =>
    fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  const pages = dirs.map((dir) => html(path.join(dir, 'build')).length);
  const row = (label: string, of: (b: (typeof builds)[0]) => number, unit: string, goal = '') => {
    const [o, s] = builds.map(of);
    lines.push(`| ${label} | ${o.toFixed(1)} / ${s.toFixed(1)} ${unit} (${ratio(o, s)}) | ${goal} |`);
  };
  row(`cold build CPU, ${pages.join(' / ')} pages`, (b) => b.cold.cpuMs / 1000, 's', 'PERF-4: ≤ stock');
  row('cold build wall time', (b) => b.cold.wallMs / 1000, 's');
  row('cold build peak memory (RSS, process tree)', (b) => b.cold.peakRssBytes / 2 ** 20, 'MiB');
  row('warm build CPU', (b) => b.warm.cpuMs / 1000, 's');
  Object.assign(out, {builds, pages, stock: stockVersions(dirs[1])});
  const servers = await Promise.all(dirs.map((dir) => serveCompressed(path.join(dir, 'build'))));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  fs.rmSync(LHCI_DIR, {recursive: true, force: true});
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const run: BenchRun = {options, origins: servers.map((s) => s.url), browser, hostSpeed: new HostSpeed()};
  try {
    for (const phase of PHASES.filter((p) => p.when(options))) {
      const from = lines.length;
      // A failed phase is a finding: the others still run and the report says which failed.
      await phase.measure(run).catch((error: Error) => {
        console.error(`${phase.name} failed: ${error.stack ?? error}`);
        lines.push(`| ${phase.name} | **failed**: ${error.message.split('\n')[0]} | |`);
      });
      console.log(lines.slice(from).join('\n'));
    }
  } finally {
    await browser.close();
    servers.forEach((s) => s.server.close());
  }
  const date = new Date().toISOString();
  const host = `${os.cpus().length} × ${os.cpus()[0]?.model}, Chromium ${browser.version()}`;
  const markdown =
    `# Bench ${date}\n\n${host}, host benchmarkIndex at the phones' start ${out.hostIndexAtStart ?? '–'}. ` +
    `Lighthouse: median of ${options.runs} (lhci's reports in bench-results/lhci/).\n\n${lines.join('\n')}\n`;
  console.log(`\n${markdown}`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify({date, ...out}, null, 2));
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown);
}

if (require.main === module)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
