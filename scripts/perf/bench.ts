/**
 * `npm run bench`: this site side by side with the stock Docusaurus 2.4.3 site, measured in one run (PERF-1
 * to PERF-6).
 *
 *   npm run bench                       everything: builds, bytes, Lighthouse ×3, navigation ×5
 *   npm run bench -- --runs 1           one Lighthouse run per page instead of three (quicker, noisier)
 *   npm run bench -- --skip-lighthouse  builds, bytes and navigation only
 *   npm run bench -- --skip-applied     Lighthouse with its simulated throttling only (no applied-throttling
 *   runs) npm run bench -- --skip-phones      no runs on the calibrated low-tier and mid-tier phones
 *   (PERF-12) npm run bench -- --only-phones      Lighthouse on the calibrated phones only (after three
 *   calibration runs) npm run bench -- --build-runs 3     three cold and three warm builds per site, medians
 *   reported npm run bench -- --tap-runs 21      first taps per site and phone (default 11, alternating
 *   between the sites) npm run bench -- --fresh-stock      recreate the stock site (it is kept in the temp
 *   folder between runs)
 *
 * Steps: prepare the stock site (scripts/perf/stockSite.ts) → cold build of each (after `docusaurus clear`),
 * then a warm build of each (webpack's persistent cache in place), alternating sites so machine noise falls
 * on both → serve both builds gzip-compressed (scripts/perf/staticServer.ts) → first-load bytes of `/`, a doc
 * page, an API page and `/blog` (./sites.ts) → Lighthouse mobile and desktop → Lighthouse on each phone
 * class, then the first tap on a doc page's menu button on that phone (./firstTap.ts); each round of phone
 * runs re-reads the host's speed (./phoneClasses.ts HostSpeed) → prefetched-link navigation. Prints the table
 * and writes it to bench-results/ (git-ignored) as JSON and Markdown. This rebuilds `build/`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {docusaurusBin, numberOption, option} from './cli';
import {measureCommand, type CommandCost} from './buildCost';
import {measureFirstLoad} from './firstLoad';
import {median} from '../lib/median';
import {HostSpeed, PHONE_CLASSES, cpuSlowdown, type PhoneClass} from './phoneClasses';
import {lighthouseRun, medianScores, type FormFactor, type LighthouseScores} from './lighthouse';
import {measurePrefetchedNavigation} from './navigation';
import {measureFirstTap} from './firstTap';
import {OURS, STOCK, type SitePlan} from './sites';
import {
  goals,
  markdownGoals,
  markdownTable,
  mobileSummaryTable,
  rows,
  PHONE_ROUTE_ROWS,
  ROUTE_ROWS,
  type PhoneRouteRow,
  type RouteRow,
  type SiteFigures,
} from './report';
import {serveCompressed} from './staticServer';
import {measurePlayground, type PlaygroundTimings} from './playground';
import {
  measurePlaygroundTypes,
  playgroundTypesMarkdown,
  type PlaygroundTypesTimings,
} from './playgroundTypes';
import {prepareStockSite, stockVersions, STOCK_TEMPLATE} from './stockSite';
import {STOCK_FIRST_LOAD_JS} from './budgets';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS_DIR = path.join(SITE_ROOT, 'bench-results');

const ENV = {NO_UPDATE_NOTIFIER: '1', CI: '1'};

async function build(site: SitePlan, cold: boolean): Promise<CommandCost> {
  if (cold)
    await measureCommand(process.execPath, [docusaurusBin(site.dir), 'clear'], {cwd: site.dir, env: ENV});
  const cost = await measureCommand(process.execPath, [docusaurusBin(site.dir), 'build'], {
    cwd: site.dir,
    env: ENV,
  });
  console.log(
    `  ${site.label} ${cold ? 'cold' : 'warm'} build: ${(cost.wallMs / 1000).toFixed(1)} s wall, ${(cost.cpuMs / 1000).toFixed(1)} s CPU`,
  );
  return cost;
}

function countHtml(dir: string): number {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html')).length;
}

/** Cold and warm builds of each site, alternating between the sites; the median of each figure. */
async function buildCosts(
  sites: SitePlan[],
  buildRuns: number,
): Promise<Map<SitePlan, SiteFigures['build']>> {
  const costs = new Map<SitePlan, {cold: CommandCost[]; warm: CommandCost[]}>(
    sites.map((site) => [site, {cold: [], warm: []}]),
  );
  for (let i = 0; i < buildRuns; i++) {
    for (const site of sites) costs.get(site)!.cold.push(await build(site, true));
    for (const site of sites) costs.get(site)!.warm.push(await build(site, false));
  }
  const medianCost = (list: CommandCost[]): CommandCost => ({
    wallMs: median(list.map((c) => c.wallMs)),
    cpuMs: median(list.map((c) => c.cpuMs)),
    peakRssBytes: median(list.map((c) => c.peakRssBytes)),
  });
  return new Map(
    sites.map((site) => [
      site,
      {cold: medianCost(costs.get(site)!.cold), warm: medianCost(costs.get(site)!.warm)},
    ]),
  );
}

/**
 * Lighthouse scores of one route kind on every site: runs alternate between the sites (ours, stock, ours, …)
 * so that a noisy minute on this machine falls on both, then each figure is the median of its own runs.
 * `beforeRound` runs before each round, to set what both sites of that round share (the phone's slowdown).
 */
async function medianScoresPerSite(
  urls: string[],
  runs: number,
  run: (url: string) => Promise<LighthouseScores>,
  beforeRound: () => void = () => {},
): Promise<LighthouseScores[]> {
  const runsPerSite: LighthouseScores[][] = urls.map(() => []);
  for (let r = 0; r < runs; r++) {
    beforeRound();
    for (const [i, url] of urls.entries()) runsPerSite[i].push(await run(url));
  }
  return runsPerSite.map(medianScores);
}

/** What the phone rows were measured at: the host's first estimate and the slowdowns the rounds used. */
interface Calibration {
  /** The host's benchmarkIndex when the phone runs began (median of the latest readings then). */
  hostIndex: number;
  /** Lighthouse readings of the host over the whole run. */
  readings: number;
  /** Per phone class: the median CPU slowdown of its rounds, and the lowest and highest. */
  slowdown: Record<PhoneClass, {median: number; min: number; max: number}>;
}

/** The bench's Markdown report: the summary, the table of figures and the goals. */
function reportMarkdown(
  figures: SiteFigures[],
  environment: {
    date: string;
    node: string;
    cpus: string;
    memory: string;
    chromium: string;
    stock: Record<string, string>;
    calibration?: Calibration;
  },
  counts: {buildRuns: number; runs: number; navRuns: number; tapRuns: number},
): {markdown: string; table: ReturnType<typeof rows>; goalList: ReturnType<typeof goals>} {
  const [oursFigures, stockFigures] = figures;
  const table = rows(oursFigures, stockFigures);
  const goalList = goals(oursFigures, stockFigures);
  const stockJs = {
    home: stockFigures.routes.home.js.gzip,
    doc: stockFigures.routes.doc.js.gzip,
    blogList: stockFigures.routes.blog.js.gzip,
  };
  const markdown = [
    `# Bench ${environment.date}`,
    '',
    `${environment.cpus}, ${environment.memory}, Node ${environment.node}, Chromium ${environment.chromium}. ` +
      `Stock: ${STOCK_TEMPLATE} (${Object.entries(environment.stock)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}). ` +
      `Builds: median of ${counts.buildRuns}; Lighthouse: median of ${counts.runs}; navigation: median of ` +
      `${counts.navRuns}; first tap: median of ${counts.tapRuns}. Bytes as loaded on first load, gzip -6. Both sites served gzip-compressed from 127.0.0.1.` +
      (environment.calibration
        ? ` Phone classes: host benchmarkIndex ${environment.calibration.hostIndex} at the start, re-read before ` +
          `every round of side-by-side runs (${environment.calibration.readings} readings); CPU ` +
          Object.entries(environment.calibration.slowdown)
            .map(
              ([phone, x]) =>
                `×${x.median} (×${x.min}–×${x.max}) for the ${phone} phone (${PHONE_CLASSES[phone as PhoneClass]})`,
            )
            .join(', ') +
          '.'
        : ''),
    '',
    mobileSummaryTable(oursFigures, stockFigures),
    '',
    markdownTable(table),
    '',
    '## Goals (REQUIREMENTS.md PERF-)',
    '',
    markdownGoals(goalList),
    '',
    `Budget reference (scripts/perf/budgets.ts, stock measured ${STOCK_FIRST_LOAD_JS.measuredOn}): home ${STOCK_FIRST_LOAD_JS.home} B, ` +
      `doc ${STOCK_FIRST_LOAD_JS.doc} B, blog ${STOCK_FIRST_LOAD_JS.blogList} B; this run's stock: home ${stockJs.home} B, ` +
      `doc ${stockJs.doc} B, blog ${stockJs.blogList} B.`,
    '',
  ].join('\n');
  return {markdown, table, goalList};
}

/** The command line, read once (see the file header). */
export interface BenchOptions {
  runs: number;
  navRuns: number;
  tapRuns: number;
  buildRuns: number;
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
    freshStock: option('fresh-stock'),
    skipLighthouse: option('skip-lighthouse'),
    skipApplied: option('skip-applied'),
    skipPhones: option('skip-phones'),
    onlyPhones: option('only-phones'),
  };
}

/** What the phases share: both sites served, one Chromium, and the figures they fill in. */
interface BenchRun {
  options: BenchOptions;
  sites: SitePlan[];
  servers: {url: string}[];
  browser: Browser;
  figures: SiteFigures[];
  /** Every Lighthouse run reports the host's speed; the phone classes follow it (./phoneClasses.ts). */
  hostSpeed: HostSpeed;
  recordIndex: (scores: LighthouseScores) => LighthouseScores;
  urlsOf: (row: PhoneRouteRow) => string[];
  calibration?: Calibration;
  playground?: PlaygroundTimings;
  playgroundTypes?: PlaygroundTypesTimings;
}

/** One step of the bench on the served builds: when it runs, and what it measures into the run. */
interface Phase {
  name: string;
  when: (options: BenchOptions) => boolean;
  measure: (run: BenchRun) => Promise<void>;
}

async function firstLoadBytes(run: BenchRun): Promise<void> {
  for (const [i, site] of run.sites.entries()) {
    const routes = {} as SiteFigures['routes'];
    for (const row of ROUTE_ROWS) {
      const load = await measureFirstLoad(run.browser, run.servers[i].url + site.routes[row]);
      routes[row] = {path: site.routes[row], html: load.html, css: load.css, js: load.js};
    }
    run.figures[i].routes = routes;
  }
}

async function lighthouseSimulated({options, sites, figures, urlsOf, recordIndex}: BenchRun): Promise<void> {
  console.log(`Lighthouse 12.8.2, median of ${options.runs} …`);
  for (const f of figures) f.lighthouse = {mobile: {}, desktop: {}} as NonNullable<SiteFigures['lighthouse']>;
  for (const ff of ['mobile', 'desktop'] as FormFactor[]) {
    for (const row of ROUTE_ROWS) {
      const scores = await medianScoresPerSite(urlsOf(row), options.runs, (url) =>
        lighthouseRun(url, ff).then(recordIndex),
      );
      for (const [i, site] of sites.entries()) {
        figures[i].lighthouse![ff][row] = scores[i];
        console.log(
          `  ${site.label} ${ff} ${site.routes[row]}: perf ${scores[i].performance}, TBT ${scores[i].tbtMs} ms, LCP ${scores[i].lcpMs} ms, a11y ${scores[i].accessibility}, bp ${scores[i].bestPractices}, seo ${scores[i].seo}`,
        );
      }
    }
  }
}

async function lighthouseApplied({options, sites, figures, urlsOf}: BenchRun): Promise<void> {
  console.log(`Lighthouse mobile with applied (devtools) throttling, median of ${options.runs} …`);
  for (const f of figures) f.lighthouseApplied = {} as Record<RouteRow, LighthouseScores>;
  for (const row of ROUTE_ROWS) {
    const scores = await medianScoresPerSite(urlsOf(row), options.runs, (url) =>
      lighthouseRun(url, 'mobile', 'devtools'),
    );
    for (const [i, site] of sites.entries()) {
      figures[i].lighthouseApplied![row] = scores[i];
      console.log(
        `  ${site.label} mobile (applied) ${site.routes[row]}: perf ${scores[i].performance}, TBT ${scores[i].tbtMs} ms, LCP ${scores[i].lcpMs} ms`,
      );
    }
  }
}

async function phoneClasses(run: BenchRun): Promise<void> {
  const {options, sites, figures, urlsOf, hostSpeed, recordIndex, browser} = run;
  const {runs, tapRuns} = options;
  // Calibration runs when no simulated run measured the host yet.
  let tries = 0;
  while (hostSpeed.count < 3 && tries++ < 6) recordIndex(await lighthouseRun(urlsOf('home')[0], 'mobile'));
  const hostIndex = hostSpeed.current();
  const used = new Map<PhoneClass, number[]>();
  for (const phone of Object.keys(PHONE_CLASSES) as PhoneClass[]) {
    used.set(phone, []);
    // One slowdown per round, the same for both sites, from the host's latest readings.
    let roundSlowdown = cpuSlowdown(hostSpeed.current(), phone);
    const nextRound = () => {
      roundSlowdown = cpuSlowdown(hostSpeed.current(), phone);
      used.get(phone)!.push(roundSlowdown);
    };
    const phoneRun = (url: string) =>
      lighthouseRun(url, 'mobile', 'devtools', roundSlowdown).then(recordIndex);
    console.log(
      `Lighthouse mobile, ${phone} phone (benchmarkIndex ${PHONE_CLASSES[phone]}): host ${hostSpeed.current()} now, ` +
        `CPU ×${roundSlowdown} now, re-read every round, applied throttling, median of ${runs} …`,
    );
    for (const f of figures) f.phones = {...f.phones, [phone]: {}};
    for (const row of PHONE_ROUTE_ROWS) {
      const scores = await medianScoresPerSite(urlsOf(row), runs, phoneRun, nextRound);
      console.log(`  CPU ×${used.get(phone)!.slice(-runs).join(', ×')} in its rounds`);
      for (const [i, site] of sites.entries()) {
        figures[i].phones![phone]![row] = scores[i];
        console.log(
          `  ${site.label} ${phone} ${site.routes[row]}: perf ${scores[i].performance}, TBT ${scores[i].tbtMs} ms, DOM ${scores[i].domElements}`,
        );
      }
    }
    // One tap per site per round, alternating: Event Timing rounds to 8 ms and single taps on this host
    // spread from 72 to 224 ms, so five taps of one site, then five of the other, flipped the verdict
    // from run to run.
    const taps: number[][] = sites.map(() => []);
    for (let r = 0; r < tapRuns; r++) {
      if (r % runs === 0) nextRound();
      for (const i of sites.keys())
        taps[i].push(...(await measureFirstTap(browser, urlsOf('doc')[i], roundSlowdown, 1)));
    }
    for (const [i, site] of sites.entries()) {
      figures[i].firstTapMs = {...figures[i].firstTapMs, [phone]: taps[i]};
      console.log(`  ${site.label} ${phone} first tap on the menu button: ${taps[i].join(', ')} ms`);
    }
  }
  const spread = (list: number[]) => ({median: median(list), min: Math.min(...list), max: Math.max(...list)});
  run.calibration = {
    hostIndex,
    readings: hostSpeed.count,
    slowdown: Object.fromEntries(
      [...used].map(([phone, list]) => [phone, spread(list)]),
    ) as Calibration['slowdown'],
  };
}

// The stock site has no playground: these are ours alone (PLAY-12).
async function playgroundTimings(run: BenchRun): Promise<void> {
  console.log('Playground (ours) …');
  const playground = await measurePlayground(run.browser, run.servers[0].url);
  run.playground = playground;
  console.log(
    `  first picture ${playground.firstPictureMs} ms; edit to picture over ${playground.edits} edits: ` +
      `median ${playground.editMedianMs} ms, p95 ${playground.editP95Ms} ms; control to picture over ` +
      `${playground.controls} changes: median ${playground.controlMedianMs} ms, p95 ${playground.controlP95Ms} ms`,
  );
}

// The type checker's cost, ours alone (PLAY-14).
async function playgroundTypesTimings(run: BenchRun): Promise<void> {
  console.log('Playground types (ours) …');
  run.playgroundTypes = await measurePlaygroundTypes(
    run.browser,
    run.servers[0].url,
    path.join(run.sites[0].dir, 'build'),
  );
  console.log(playgroundTypesMarkdown(run.playgroundTypes));
}

async function prefetchedNavigation({options, sites, servers, browser, figures}: BenchRun): Promise<void> {
  console.log('Prefetched-link navigation …');
  for (const [i, site] of sites.entries()) {
    figures[i].navigationMs = await measurePrefetchedNavigation(
      browser,
      {
        from: servers[i].url + site.navigation.fromPath,
        linkHref: site.navigation.linkHref,
        heading: site.navigation.heading,
      },
      options.navRuns,
    );
  }
}

/** The bench's phases on the served builds, in the order they run. */
export const PHASES: readonly Phase[] = [
  {name: 'first-load bytes', when: () => true, measure: firstLoadBytes},
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

/** Writes the report to stdout and bench-results/ (JSON and Markdown, stamped and `latest`). */
function writeResults(run: BenchRun, stock: SitePlan): void {
  const {figures, options, playground, playgroundTypes, calibration} = run;
  const date = new Date().toISOString();
  const environment = {
    date,
    node: process.version,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    chromium: run.browser.version(),
    stock: stockVersions(stock.dir),
    calibration,
  };
  const {buildRuns, runs, navRuns, tapRuns} = options;
  const report = reportMarkdown(figures, environment, {buildRuns, runs, navRuns, tapRuns});
  const {table, goalList} = report;
  const markdown = playground
    ? `${report.markdown}\n## Playground (ours, PLAY-12)\n\n- first picture on a cold /playground: ${playground.firstPictureMs} ms\n` +
      `- edit to picture (debounce excluded), ${playground.edits} edits: median ${playground.editMedianMs} ms, ` +
      `p95 ${playground.editP95Ms} ms\n` +
      `- control to picture (INSP-3), ${playground.controls} changes: median ${playground.controlMedianMs} ms, ` +
      `p95 ${playground.controlP95Ms} ms\n` +
      (playgroundTypes ? playgroundTypesMarkdown(playgroundTypes) : '')
    : report.markdown;
  console.log(`\n${markdown}`);
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const stamp = date.replace(/[:.]/g, '-');
  const json = JSON.stringify(
    {
      environment,
      sites: figures,
      table,
      goals: goalList,
      medianNavigationMs: figures.map((f) => median(f.navigationMs)),
      playground,
      playgroundTypes,
    },
    null,
    2,
  );
  for (const name of [`bench-${stamp}`, 'latest']) {
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), json);
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), markdown);
  }
  console.log(`Written: bench-results/bench-${stamp}.{json,md} (and latest.*)`);
}

async function main(): Promise<void> {
  const options = readOptions();
  const ourPackage = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8'));
  console.log(`Preparing the stock site (${STOCK_TEMPLATE}, webpack ${ourPackage.overrides.webpack}) …`);
  const ours: SitePlan = {...OURS, dir: SITE_ROOT};
  const stock: SitePlan = {...STOCK, dir: prepareStockSite(ourPackage.overrides.webpack, options.freshStock)};
  const sites = [ours, stock];

  console.log(`Building (cold, then warm; alternating sites; ${options.buildRuns} of each) …`);
  const builds = await buildCosts(sites, options.buildRuns);

  const figures: SiteFigures[] = sites.map((site) => ({
    label: site.label,
    pages: countHtml(path.join(site.dir, 'build')),
    build: builds.get(site)!,
    routes: {} as SiteFigures['routes'],
    navigationMs: [],
  }));
  const servers = await Promise.all(sites.map((site) => serveCompressed(path.join(site.dir, 'build'))));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const hostSpeed = new HostSpeed();
  const run: BenchRun = {
    options,
    sites,
    servers,
    browser,
    figures,
    hostSpeed,
    recordIndex: (scores) => {
      hostSpeed.record(scores.benchmarkIndex);
      return scores;
    },
    urlsOf: (row) => sites.map((site, i) => servers[i].url + site.routes[row]),
  };
  try {
    for (const phase of PHASES) if (phase.when(options)) await phase.measure(run);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  writeResults(run, stock);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
