/**
 * `npm run bench:trace`: where the main thread's time goes on a cold first load on a phone, this site beside
 * the stock Docusaurus 2.4.3 site, per route kind of the bench (./sites.ts). PERF-12 asks for TBT ≤ 0.75 ×
 * stock on the low-tier phone; this tells which work makes up the difference before anything is cut.
 *
 *   npm run bench:trace                          low-tier phone, both sites, four route kinds, median of 3
 *   npm run bench:trace -- --runs 1              one run per page (quicker, noisier)
 *   npm run bench:trace -- --phone mid-tier      the mid-tier phone instead (./phoneClasses.ts)
 *   npm run bench:trace -- --host-index 2548     skip the three calibration runs, use this benchmarkIndex
 *   npm run bench:trace -- --routes home,doc     only these route kinds
 *   npm run bench:trace -- --skip-build          reuse the source-mapped builds of the last run
 *   npm run bench:trace -- --variant NAME        build this tree as "ours NAME" and compare it with the last
 *                                                run's build of ours instead of stock (before/after a change)
 *   npm run bench:trace -- --no-profile          without V8's sampling profiler (no per-module figures): what
 *                                                the profiler's own overhead adds to the task figures
 *
 * Each site is built once more into the temp folder with source maps (the same JS, plus .map files no page
 * links to; see buildWithSourceMaps), so the profiler's functions can be traced back to their modules. Both
 * builds are served gzip (./staticServer.ts). Every run is a Lighthouse 12 mobile run with applied (devtools)
 * throttling and the phone's CPU slowdown, as the bench's phone rows are, plus V8's sampling profiler in the
 * trace. From each trace: Lighthouse's main-thread tasks (its mainthread-work-breakdown groups, its
 * bootup-time attribution to scripts) and long tasks, and the profile's self time per source module
 * (./traceBreakdown.ts), all for the tasks that start before the last resource finished + 2 s. Each figure is
 * the median of its runs; runs alternate between the sites. Writes bench-results/trace-<date>.{json,md} and
 * trace-latest.*.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SourceMap} from 'node:module';
import {median} from '../lib/median';
import {measureCommand} from './buildCost';
import {lighthouseRaw, lighthouseRun} from './lighthouse';
import {PHONE_CLASSES, cpuSlowdown, hostBenchmarkIndex, type PhoneClass} from './phoneClasses';
import {PHONE_ROUTE_ROWS, type PhoneRouteRow} from './report';
import {OURS, STOCK, type SitePlan} from './sites';
import {serveCompressed} from './staticServer';
import {prepareStockSite, STOCK_DIR} from './stockSite';
import {
  breakdownSamples,
  breakdownTasks,
  mainThreadProfile,
  TASK_GROUPS,
  windowEnd,
  type ProfileNode,
  type TaskLike,
  type TraceEventLike,
} from './traceBreakdown';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS_DIR = path.join(SITE_ROOT, 'bench-results');
const TRACE_DIR = path.join(path.dirname(STOCK_DIR), 'trace');
/** V8's sampling profiler: Lighthouse leaves it out of its trace categories by default. */
const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Builds `site` with hidden source maps into `outDir`, through a config file that wraps the site's own
 * (Docusaurus 2 takes `--config`) and adds one plugin: source maps for the client bundle that map to each
 * module's file as its loader output it (`module: false`), not through the packages' own maps to their
 * sources, which would name "../src/hooks/…" with no package; no `sourceMappingURL` comment in the JS
 * (`append: false`); webpack's persistent cache off (modules cached by a normal build carry no source maps).
 * The wrapper sits in the site's folder while it builds, because Docusaurus resolves presets and plugins from
 * the config file's folder; it is deleted afterwards.
 * @throws Error when the build fails.
 */
async function buildWithSourceMaps(site: SitePlan, outDir: string): Promise<void> {
  const configFile = path.join(site.dir, '.trace-source-maps.config.js');
  fs.writeFileSync(
    configFile,
    [
      `const config = require(${JSON.stringify(path.join(site.dir, 'docusaurus.config.js'))});`,
      "const webpack = require('webpack');",
      'const site = config.default ?? config;',
      'module.exports = {',
      '  ...site,',
      '  plugins: [',
      '    ...(site.plugins ?? []),',
      '    () => ({',
      "      name: 'trace-source-maps',",
      '      configureWebpack: (_c, isServer) =>',
      '        isServer',
      '          ? {}',
      '          : {',
      '              devtool: false,',
      '              cache: false,',
      "              plugins: [new webpack.SourceMapDevToolPlugin({filename: '[file].map', append: false, module: false})],",
      '            },',
      '    }),',
      '  ],',
      '};',
      '',
    ].join('\n'),
  );
  const bin = path.join(site.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  let cost;
  try {
    cost = await measureCommand(
      process.execPath,
      [bin, 'build', site.dir, '--config', configFile, '--out-dir', outDir],
      {cwd: site.dir, env: {NO_UPDATE_NOTIFIER: '1', CI: '1'}},
    );
  } finally {
    fs.rmSync(configFile, {force: true});
  }
  const maps = (fs.readdirSync(outDir, {recursive: true}) as string[]).filter((f) => f.endsWith('.js.map'));
  if (maps.length === 0) throw new Error(`${site.label}: the source-mapped build wrote no .js.map files`);
  console.log(`  ${site.label}: built in ${(cost.wallMs / 1000).toFixed(1)} s, ${maps.length} source maps`);
}

/** Frame → original source through the bundle's .map in `outDir`; maps are read once per file. */
function frameResolver(baseUrl: string, outDir: string) {
  const maps = new Map<string, SourceMap | null>();
  return (frame: ProfileNode['callFrame']) => {
    if (!frame.url.startsWith(baseUrl)) return {};
    const file = path.join(outDir, new URL(frame.url).pathname);
    if (!maps.has(file)) {
      const mapFile = `${file}.map`;
      maps.set(
        file,
        fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
      );
    }
    const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
      {originalSource?: string; originalLine?: number; name?: string} | undefined;
    return {source: entry?.originalSource, line: entry?.originalLine, name: entry?.name};
  };
}

/** Every figure of one run, flat, so runs can be combined figure by figure. Keys: "group:…", "bundle:…", … */
type Figures = Record<string, number>;

/** One traced Lighthouse run of `url`: its figures and its host index. */
async function traceRun(
  url: string,
  baseUrl: string,
  outDir: string,
  slowdown: number,
  profile: boolean,
): Promise<{figures: Figures; benchmarkIndex?: number}> {
  const {lhr, artifacts} = await lighthouseRaw(url, 'mobile', 'devtools', {
    cpuSlowdownMultiplier: slowdown,
    ...(profile ? {additionalTraceCategories: [PROFILER_CATEGORY]} : {}),
  });
  const {ProcessedTrace} = await import('lighthouse/core/computed/processed-trace.js');
  const {MainThreadTasks} = await import('lighthouse/core/computed/main-thread-tasks.js');
  const context = {computedCache: new Map()} as never;
  const trace = artifacts.Trace;
  const processed = await ProcessedTrace.request(trace, context);
  const tasks = (await MainThreadTasks.request(trace, context)) as unknown as TaskLike[];
  const originUs = processed.timestamps.timeOrigin;
  const events = trace.traceEvents as unknown as TraceEventLike[];
  const main = processed.mainThreadEvents[0];
  const end = windowEnd(
    events
      .filter((e) => e.name === 'ResourceFinish' && e.pid === main.pid)
      .map((e) => (e.ts - originUs) / 1000),
  );
  const t = breakdownTasks(tasks, end);
  const samples = profile ? mainThreadProfile(events, main, originUs) : {nodes: [], samples: []};
  const s = breakdownSamples(samples.nodes, samples.samples, end, frameResolver(baseUrl, outDir));
  const figures: Figures = {
    'lighthouse:TBT': lhr.audits['total-blocking-time'].numericValue ?? NaN,
    'lighthouse:performance': Math.round((lhr.categories.performance?.score ?? 0) * 100),
    'window:end': end,
    'main:total': t.totalMs,
    'long:count': t.longTasks.length,
    'long:blocking': t.longTaskBlockingMs,
    'long:longest': Math.max(0, ...t.longTasks.map((l) => l.durationMs)),
    'react:inclusive': s.underReactMs,
  };
  for (const [k, v] of Object.entries(t.byGroup)) figures[`group:${k}`] = v;
  for (const [k, v] of Object.entries(t.byBundle)) figures[`bundle:${k}`] = v;
  for (const [k, v] of Object.entries(t.byEvent)) figures[`event:${k}`] = v;
  for (const [k, v] of Object.entries(t.blockingByGroup)) figures[`longGroup:${k}`] = v;
  for (const l of t.longTasks)
    figures[`longBundle:${l.bundle}`] = (figures[`longBundle:${l.bundle}`] ?? 0) + l.blockingMs;
  for (const [k, v] of Object.entries(s.byBucket)) figures[`source:${k}`] = v;
  for (const [k, v] of Object.entries(s.byBundle)) figures[`jsBundle:${k}`] = v;
  for (const [k, v] of Object.entries(s.underReactByBucket)) figures[`reactSource:${k}`] = v;
  for (const [k, v] of Object.entries(s.byFunction)) figures[`fn:${k}`] = v;
  return {figures, benchmarkIndex: lhr.environment?.benchmarkIndex};
}

/** The median of each figure over the runs; a figure a run lacks counts as 0 in it. */
function medianFigures(runs: readonly Figures[]): Figures {
  const keys = new Set(runs.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(runs.map((r) => r[k] ?? 0))]));
}

const ms = (v: number | undefined) => (v === undefined ? '—' : String(Math.round(v)));

/** Rows for the keys with `prefix`, largest first by max(ours, stock), at most `limit`, with ours − stock. */
function rowsOf(prefix: string, ours: Figures, stock: Figures, limit: number, minMs = 5): string[] {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(stock)])].filter((k) =>
    k.startsWith(prefix),
  );
  return keys
    .map((k) => ({k, o: ours[k] ?? 0, s: stock[k] ?? 0}))
    .filter((r) => Math.max(r.o, r.s) >= minMs)
    .sort((a, b) => Math.max(b.o, b.s) - Math.max(a.o, a.s))
    .slice(0, limit)
    .map(
      (r) =>
        `| ${r.k.slice(prefix.length)} | ${ms(r.o)} | ${ms(r.s)} | ${r.o - r.s >= 0 ? '+' : ''}${ms(r.o - r.s)} |`,
    );
}

/** The Markdown report of one route kind. */
function routeMarkdown(
  row: PhoneRouteRow,
  ours: Figures,
  stock: Figures,
  paths: [string, string],
  labels: [string, string],
): string {
  const fixed = (label: string, key: string) =>
    `| ${label} | ${ms(ours[key])} | ${ms(stock[key])} | ${(ours[key] ?? 0) - (stock[key] ?? 0) >= 0 ? '+' : ''}${ms((ours[key] ?? 0) - (stock[key] ?? 0))} |`;
  const head = [
    `| figure (ms unless said) | ${labels[0]} | ${labels[1]} | difference |`,
    '| --- | ---: | ---: | ---: |',
  ];
  return [
    `### ${row}: ${labels[0]} \`${paths[0]}\` vs ${labels[1]} \`${paths[1]}\``,
    '',
    ...head,
    fixed('Lighthouse TBT', 'lighthouse:TBT'),
    fixed('Lighthouse performance (score)', 'lighthouse:performance'),
    fixed('window end (last resource + 2 s)', 'window:end'),
    fixed('main thread, total', 'main:total'),
    ...TASK_GROUPS.map((g) => fixed(`· ${g}`, `group:${g}`)),
    fixed('long tasks (count)', 'long:count'),
    fixed('long tasks, blocking part (> 50 ms)', 'long:blocking'),
    fixed('longest task', 'long:longest'),
    fixed('React on the stack (render, hydrate, commit, components)', 'react:inclusive'),
    '',
    '**Blocking time of long tasks by group** (each long task’s part over 50 ms, split by its groups’ self time)',
    '',
    ...head,
    ...rowsOf('longGroup:', ours, stock, 7, 1),
    '',
    '**By trace event** (self time, "group/event")',
    '',
    ...head,
    ...rowsOf('event:', ours, stock, 14),
    '',
    '**JS samples by bundle** (self time; native calls count for the script that made them)',
    '',
    ...head,
    ...rowsOf('jsBundle:', ours, stock, 12),
    '',
    "**By Lighthouse's task attribution** (bootup-time's rule, all groups: a task is charged to the first script",
    'URL on its stack, so work started from a promise or timer lands on whichever script Chromium names for it)',
    '',
    ...head,
    ...rowsOf('bundle:', ours, stock, 12),
    '',
    '**Blocking time of long tasks by bundle** (same attribution)',
    '',
    ...head,
    ...rowsOf('longBundle:', ours, stock, 8, 1),
    '',
    '**JS samples by source module** (self time)',
    '',
    ...head,
    ...rowsOf('source:', ours, stock, 20),
    '',
    '**Under React, by source module** (self time)',
    '',
    ...head,
    ...rowsOf('reactSource:', ours, stock, 10),
    '',
    '**Top functions** (self time)',
    '',
    ...head,
    ...rowsOf('fn:', ours, stock, 15),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const runs = Number(argument('runs') ?? 3);
  const phone = (argument('phone') ?? 'low-tier') as PhoneClass;
  if (!(phone in PHONE_CLASSES))
    throw new Error(`--phone must be one of ${Object.keys(PHONE_CLASSES).join(', ')}`);
  const profile = !process.argv.includes('--no-profile');
  const rows = (argument('routes')?.split(',') ?? PHONE_ROUTE_ROWS) as PhoneRouteRow[];
  const ourPackage = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8'));
  const variant = argument('variant');
  // With --variant, this tree's build is compared with the last run's build of ours (before the change).
  const sites: SitePlan[] = variant
    ? [
        {...OURS, label: 'ours before', dir: SITE_ROOT},
        {...OURS, label: `ours ${variant}`, dir: SITE_ROOT},
      ]
    : [
        {...OURS, label: 'ours', dir: SITE_ROOT},
        {...STOCK, label: 'stock', dir: prepareStockSite(ourPackage.overrides.webpack)},
      ];
  const outDirs = [
    path.join(TRACE_DIR, 'build-ours'),
    path.join(TRACE_DIR, variant ? `build-ours-${variant}` : 'build-stock'),
  ];
  if (variant && !fs.existsSync(outDirs[0]))
    throw new Error(`--variant needs the build of ours from an earlier run in ${outDirs[0]}`);
  if (!process.argv.includes('--skip-build')) {
    console.log('Building with hidden source maps …');
    for (const [i, site] of sites.entries())
      if (!variant || i === 1) await buildWithSourceMaps(site, outDirs[i]);
  }
  const servers = await Promise.all(outDirs.map((dir) => serveCompressed(dir)));
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  try {
    let hostIndex = Number(argument('host-index'));
    if (!(hostIndex > 0)) {
      // As the bench does: the median benchmarkIndex of three Lighthouse runs.
      const indexes = [];
      for (let i = 0; i < 3; i++)
        indexes.push((await lighthouseRun(servers[0].url + sites[0].routes.home, 'mobile')).benchmarkIndex);
      hostIndex = hostBenchmarkIndex(indexes);
    }
    const slowdown = cpuSlowdown(hostIndex, phone);
    console.log(`Host benchmarkIndex ${hostIndex}: ${phone} phone = CPU ×${slowdown} (load ${load()})`);
    const result: Record<
      string,
      {paths: [string, string]; ours: Figures; stock: Figures; load: string[]; spread: number[][][]}
    > = {};
    for (const row of rows) {
      const perSite: Figures[][] = [[], []];
      const loads: string[] = [];
      for (let r = 0; r < runs; r++) {
        for (const [i, site] of sites.entries()) {
          const url = servers[i].url + site.routes[row];
          const {figures} = await traceRun(url, servers[i].url, outDirs[i], slowdown, profile);
          perSite[i].push(figures);
          loads.push(load());
          console.log(
            `  ${site.label} ${row} run ${r + 1}: TBT ${ms(figures['lighthouse:TBT'])} ms, main thread ` +
              `${ms(figures['main:total'])} ms, React ${ms(figures['react:inclusive'])} ms (load ${load()})`,
          );
        }
      }
      result[row] = {
        paths: [sites[0].routes[row], sites[1].routes[row]],
        ours: medianFigures(perSite[0]),
        stock: medianFigures(perSite[1]),
        load: loads,
        // Each run's TBT and main-thread total, ours then stock, to show the spread behind the medians.
        spread: perSite.map((list) =>
          list.map((f) => [Math.round(f['lighthouse:TBT']), Math.round(f['main:total'])]),
        ),
      };
    }
    const date = new Date().toISOString();
    const markdown = [
      `# Trace ${date}: ${phone} phone (benchmarkIndex ${PHONE_CLASSES[phone]})`,
      '',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}; host benchmarkIndex ${hostIndex}, CPU ×${slowdown}, ` +
        `Lighthouse mobile, applied throttling; median of ${runs} per page; ` +
        `${profile ? 'V8 sampling profiler on' : 'no profiler'}; load averages (1/5/15 min) after each run are in ` +
        'the JSON.',
      '',
      ...rows.map(
        (row) =>
          `${routeMarkdown(row, result[row].ours, result[row].stock, result[row].paths, [sites[0].label, sites[1].label])}\n` +
          `Runs (TBT / main-thread ms): ${sites[0].label} ${result[row].spread[0].map((r) => r.join(' / ')).join(', ')}; ` +
          `${sites[1].label} ${result[row].spread[1].map((r) => r.join(' / ')).join(', ')}. Load after each run: ` +
          `${result[row].load.map((l) => l.split(' ')[0]).join(', ')}.\n`,
      ),
    ].join('\n');
    console.log(`\n${markdown}`);
    fs.mkdirSync(RESULTS_DIR, {recursive: true});
    const json = JSON.stringify({date, phone, hostIndex, slowdown, runs, profile, routes: result}, null, 2);
    const stamp = date.replace(/[:.]/g, '-');
    for (const name of [`trace-${stamp}`, 'trace-latest']) {
      fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), json);
      fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), markdown);
    }
    console.log(`Written: bench-results/trace-${stamp}.{json,md} (and trace-latest.*)`);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
