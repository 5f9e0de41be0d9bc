/**
 * `npm run bench:dev`: the maintainers' loop (`docusaurus start`, edit a file, see it) of this site beside
 * the stock Docusaurus 2.4.3 site (the bench's, ./stockSite.ts), in one run (PERF-18 to PERF-21).
 *
 *   npm run bench:dev                 cold and warm start of each site, 5 edits per case, peak memory
 *   npm run bench:dev -- --edits 9    9 edits per case
 *   npm run bench:dev -- --profile    also split each of our edits (./devProfile.ts): content reload,
 *   plugins,
 *                                     webpack, MDX, browser; the hook's timing wrappers add a little to our
 *                                     figures
 *   npm run bench:dev -- --ours-only  this site alone (a quick check while changing it; no ratios, no goals)
 *
 * Per site: `docusaurus clear` (removes `.docusaurus` and `node_modules/.cache`), a cold start until the doc
 * route answers and its `<h1>` shows in Chromium; stop; a warm start the same way, then, in the open page, N
 * edits per case (./devSites.ts): a paragraph appended to a guide, an API page and a blog post, a props-table
 * description changed, a drawing example's prop changed; each timed from the write until the page shows it
 * (HMR, no reload). Every edited file gets its text back at the end. Peak memory: the dev server's process
 * tree, sampled every 200 ms. Prints the table and writes it to bench-results/dev-latest.{json,md}
 * (git-ignored).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {docusaurusBin, numberOption, startArgs, startNodeFlags} from './cli';
import {measureCommand, treeRss} from './buildCost';
import {prepareStockSite, stockVersions, STOCK_TEMPLATE} from './stockSite';
import {
  devGoals,
  devMarkdownGoals,
  devMarkdownTable,
  devRows,
  type DevFigures,
  type EditCase,
} from './devReport';
import {parseProfileLog, profileTable, splitEdit, type EditSplit} from './devProfile';
import {FIGURE, OURS_DEV, STOCK_DEV, type DevSitePlan, type EditPlan} from './devSites';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS_DIR = path.join(SITE_ROOT, 'bench-results');
const ENV = {NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', BROWSER: 'none'};
/** A bound on one edit: an edit the page has not shown by then counts as never shown. */
const EDIT_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A running `docusaurus start` with its memory sampler. */
interface Server {
  origin: string;
  peakRssBytes(): number;
  /** At the peak: the server process's own RSS and the number of processes in its tree. */
  peakSplit(): {serverBytes: number; processes: number};
  output(): string;
  stop(): Promise<void>;
}

let nextPort = 3900;

/** The profile hook's log of our site's server, when `--profile` is given. */
const PROFILE_LOG = path.join(os.tmpdir(), `dev-profile-${process.pid}.jsonl`);
const profiling = process.argv.includes('--profile');

function startServer(dir: string, profile: boolean): Server {
  const port = nextPort++;
  const hook = profile
    ? {NODE_OPTIONS: `--require ${path.join(__dirname, 'devProfileHook.js')}`, DEV_PROFILE_LOG: PROFILE_LOG}
    : {};
  const child = spawn(process.execPath, [...startNodeFlags(dir), docusaurusBin(dir), ...startArgs(port)], {
    cwd: dir,
    env: {...process.env, ...ENV, ...hook},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
  let peak = 0;
  let split = {serverBytes: 0, processes: 0};
  const sampler = setInterval(() => {
    const tree = treeRss(child.pid!);
    const total = [...tree.values()].reduce((a, b) => a + b, 0);
    if (total <= peak) return;
    peak = total;
    split = {serverBytes: tree.get(child.pid!) ?? 0, processes: tree.size};
  }, 200);
  return {
    origin: `http://127.0.0.1:${port}`,
    peakRssBytes: () => peak,
    peakSplit: () => split,
    output: () => output,
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      // SIGTERM to the server alone: src/plugins/dev-server then closes the compiler, which writes webpack's
      // persistent cache (the next, warm start reads it); a killed group would lose it.
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(90_000)]);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is gone
      }
    },
  };
}

/** Polls `url` until it answers 200; ms from `t0`. */
async function untilServed(url: string, t0: number, server: Server): Promise<number> {
  const deadline = t0 + 600_000;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - t0;
    await sleep(100);
  }
  throw new Error(`${url} never answered 200:\n${server.output().slice(-3000)}`);
}

/** Starts the site's dev server and times the doc route's answer and its `<h1>` in `page`. */
async function timedStart(
  site: DevSitePlan,
  page: Page,
): Promise<{server: Server; servedMs: number; h1Ms: number}> {
  const t0 = Date.now();
  const server = startServer(site.dir, profiling && site.dir === SITE_ROOT);
  const url = server.origin + site.docRoute;
  const servedMs = await untilServed(url, t0, server);
  await page.goto(url, {timeout: 120_000});
  await page.locator('h1').first().waitFor({timeout: 120_000});
  return {server, servedMs, h1Ms: Date.now() - t0};
}

/** Opens `url` and waits until its first Result figure's image has loaded; ms from `t0`. */
async function untilFigure(url: string, page: Page, t0: number): Promise<number> {
  await page.goto(url, {timeout: 120_000});
  const img = page.locator(FIGURE).first();
  await img.waitFor({timeout: 300_000});
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => {
      const el = document.querySelector<HTMLImageElement>(selector);
      return !!el && el.complete && el.naturalWidth > 0;
    },
    FIGURE,
    {timeout: 120_000, polling: 100},
  );
  return Date.now() - t0;
}

/** Runs `plan`'s edits one after the other in an open page; ms per edit. Restores the file afterwards. */
async function timeEdits(server: Server, site: DevSitePlan, plan: EditPlan, page: Page, count: number) {
  const file = path.join(site.dir, plan.file);
  const original = fs.readFileSync(file, 'utf8');
  await page.goto(server.origin + plan.route, {timeout: 120_000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
  const times: number[] = [];
  const windows: [number, number][] = [];
  try {
    for (let i = 0; i < count; i++) {
      const before = await plan.state(page);
      const text = plan.change(original, i);
      const t0 = Date.now();
      fs.writeFileSync(file, text);
      // An edit the page never shows is a finding, not the end of the run: it counts as never (Infinity).
      const shown = await plan.visible(page, i, before, EDIT_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      times.push(shown ? Date.now() - t0 : Infinity);
      windows.push([t0, Date.now()]);
      if (!shown) {
        // The next ones would not show either: count them as never without waiting for each.
        console.log(`  ${plan.file}: edit ${i} not shown after ${EDIT_TIMEOUT_MS} ms; the case stops`);
        console.log(server.output().slice(-1500));
        times.push(...Array<number>(count - 1 - i).fill(Infinity));
        break;
      }
      // Let the dev server finish what the edit started (a second compile after the content reload).
      await sleep(1500);
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  await sleep(3000);
  return {times, windows};
}

/** The peak of one server's run and what it was made of, for the log. */
const peakLine = (server: Server): string => {
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  const {serverBytes, processes} = server.peakSplit();
  return `peak RSS ${mib(server.peakRssBytes())} (server process ${mib(serverBytes)}, ${processes} processes)`;
};

/** Each edit's split from the profile log (./devProfile.ts). */
const splits: Record<string, EditSplit[]> = {};

async function measureSite(site: DevSitePlan, browser: Browser, edits: number): Promise<DevFigures> {
  await measureCommand(process.execPath, [docusaurusBin(site.dir), 'clear'], {cwd: site.dir, env: ENV});
  let peak = 0;
  const context = await browser.newContext();
  try {
    const coldPage = await context.newPage();
    const t0 = Date.now();
    const cold = await timedStart(site, coldPage);
    // Our cold start serves pages before their Result figures are drawn (src/plugins/dev-server/figures.ts):
    // time the drawing page's figure too, and stop only once it is there, so the warm start finds them
    // cached.
    const figureMs = site.figureRoute
      ? await untilFigure(cold.server.origin + site.figureRoute, coldPage, t0)
      : 0;
    await coldPage.close();
    await cold.server.stop();
    peak = cold.server.peakRssBytes();
    console.log(
      `  ${site.label} cold: served ${cold.servedMs} ms, <h1> ${cold.h1Ms} ms, ` +
        `${figureMs ? `figure ${figureMs} ms, ` : ''}${peakLine(cold.server)}`,
    );

    const page = await context.newPage();
    const warm = await timedStart(site, page);
    console.log(`  ${site.label} warm: served ${warm.servedMs} ms, <h1> ${warm.h1Ms} ms`);
    const times: Partial<Record<EditCase, number[]>> = {};
    try {
      for (const [kind, plan] of Object.entries(site.edits) as [EditCase, EditPlan][]) {
        const result = await timeEdits(warm.server, site, plan, page, edits);
        times[kind] = result.times;
        if (profiling && site.dir === SITE_ROOT) {
          await sleep(2000);
          const events = parseProfileLog(fs.readFileSync(PROFILE_LOG, 'utf8'));
          splits[kind] = result.windows.map(([t0, t1]) => splitEdit(events, t0, t1));
        }
        console.log(`  ${site.label} ${kind} edits: ${times[kind].join(', ')} ms`);
      }
    } finally {
      await warm.server.stop();
    }
    peak = Math.max(peak, warm.server.peakRssBytes());
    console.log(`  ${site.label} warm and edits: ${peakLine(warm.server)}`);
    return {
      label: site.label,
      cold: {servedMs: cold.servedMs, h1Ms: cold.h1Ms},
      warm: {servedMs: warm.servedMs, h1Ms: warm.h1Ms},
      edits: times,
      peakRssBytes: peak,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const edits = numberOption('edits', 5);
  const ourPackage = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8'));
  const oursOnly = process.argv.includes('--ours-only');
  const stockDir = oursOnly ? '' : prepareStockSite(ourPackage.overrides.webpack);
  const sites: DevSitePlan[] = [
    {...OURS_DEV, dir: SITE_ROOT},
    ...(oursOnly ? [] : [{...STOCK_DEV, dir: stockDir}]),
  ];
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const figures: DevFigures[] = [];
  try {
    for (const site of sites) {
      console.log(`${site.label} …`);
      figures.push(await measureSite(site, browser, edits));
    }
  } finally {
    await browser.close();
  }
  const [ours, stock] = figures;
  if (!stock) {
    console.log(JSON.stringify({ours, splits}, null, 2));
    return;
  }
  const date = new Date().toISOString();
  const markdown = [
    `# Dev server bench ${date}`,
    '',
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}. Stock: ${STOCK_TEMPLATE} ` +
      `(${Object.entries(stockVersions(stockDir))
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}). ${edits} edits per case, each timed from the file write until the open page shows it.`,
    '',
    devMarkdownTable(devRows(ours, stock)),
    '',
    '## Goals (REQUIREMENTS.md PERF-)',
    '',
    devMarkdownGoals(devGoals(ours, stock)),
    '',
    ...(profiling
      ? ['## Where our edits spend their time (median ms per edit)', '', profileTable(splits), '']
      : []),
  ].join('\n');
  console.log(`\n${markdown}`);
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  fs.writeFileSync(path.join(RESULTS_DIR, 'dev-latest.md'), markdown);
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'dev-latest.json'),
    JSON.stringify({date, edits, sites: figures, splits}, null, 2),
  );
}

// Exit when done: the first run's process stayed alive after writing its results, holding the heavy-job lock.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
