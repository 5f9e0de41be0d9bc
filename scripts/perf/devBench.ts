/**
 * `npm run bench:dev`: the maintainers' loop (`docusaurus start`, edit, see it) of this site beside the stock
 * site (./stockSite.ts) in one run, PERF-18 to PERF-21. Options and steps: README.md.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {docusaurusBin, numberOption, option, startArgs, startNodeFlags} from './cli';
import {measureCommand, treeRss} from './buildCost';
import {prepareStockSite, stockVersions, STOCK_TEMPLATE} from './stockSite';
import * as report from './devReport';
import {pendingRunnerAssets} from '../../src/plugins/runner-assets/assets';

const SITE_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS = path.join(SITE_ROOT, 'bench-results', 'dev-latest');
const ENV = {NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', BROWSER: 'none'};
/** An edit the page has not shown by then counts as never shown (Infinity). */
const EDIT_TIMEOUT_MS = 60_000;
const PROFILE_LOG = path.join(os.tmpdir(), `dev-profile-${process.pid}.jsonl`);
const FIGURE = 'main figure img';
const STAR = '/docs/api/star';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An edit of `file` (in the site's folder) with `route` open: `from` becomes `to(i)`, or `to(i)` (a word no
 * page has) is appended; the page then shows that text, or with `figure` a new Result picture.
 */
type EditPlan = {file: string; route: string; from?: string; to?: (i: number) => string; figure?: boolean};
type Edits = Partial<Record<report.EditCase, EditPlan>>;
const paragraph = (i: number) => `Devbench paragraph ${i} zq${i}x.`;
const RATING = '<Rating value={4} />';
const rating = (i: number) => `<Rating value={${[2, 3, 1, 5, 0][i % 5]}} />`;

/** Per site: its label, the doc that times the starts, a page whose figure ends our cold start, the edits. */
const SITES = [
  {
    label: 'React Figma',
    docRoute: '/docs/installation',
    figureRoute: STAR,
    edits: {
      guide: {file: 'docs/installation.mdx', route: '/docs/installation'},
      api: {file: 'docs/api/frame.mdx', route: '/docs/api/frame'},
      props: {
        file: 'src/data/propDescriptions.ts', // a description only Star's own table shows
        route: STAR,
        from: 'Number of points of the star; Figma’s own default applies when omitted.',
        to: (i) => `Number of star points, devbench ${i} zq${i}y.`,
      },
      blog: {file: 'blog/2020-10-29-using-figma-variants.md', route: '/blog/2020/10/29/using-figma-variants'},
      example: {file: 'docs/api/star.mdx', route: STAR, from: RATING, to: rating, figure: true},
    } as Edits,
  },
  {
    label: 'stock',
    docRoute: '/docs/intro',
    figureRoute: '',
    edits: {
      guide: {file: 'docs/intro.md', route: '/docs/intro'},
      blog: {file: 'blog/2021-08-01-mdx-blog-post.mdx', route: '/blog/mdx-blog-post'},
    } as Edits,
  },
];
type DevSite = (typeof SITES)[number] & {dir: string};
type Splits = Record<string, report.EditSplit[]>;

let nextPort = 3900;

/** Starts `docusaurus start` in `dir`, sampling its tree's RSS every 200 ms; `profile` preloads the hook. */
function startServer(dir: string, profile: boolean) {
  const port = nextPort++;
  const hook = {NODE_OPTIONS: `--require ${__dirname}/devProfileHook.js`, DEV_PROFILE_LOG: PROFILE_LOG};
  const child = spawn(process.execPath, [...startNodeFlags(dir), docusaurusBin(dir), ...startArgs(port)], {
    cwd: dir,
    env: {...process.env, ...ENV, ...(profile ? hook : {})},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => (output = (output + d).slice(-2e4)));
  let peak = {bytes: 0, server: 0, processes: 0};
  const sampler = setInterval(() => {
    const tree = treeRss(child.pid!);
    const bytes = [...tree.values()].reduce((a, b) => a + b, 0);
    if (bytes > peak.bytes) peak = {bytes, server: tree.get(child.pid!) ?? 0, processes: tree.size};
  }, 200);
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  return {
    origin: `http://127.0.0.1:${port}`,
    peak: () => peak.bytes,
    peakLine: () => `peak RSS ${mib(peak.bytes)} (server ${mib(peak.server)}, ${peak.processes} processes)`,
    output: () => output,
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      // SIGTERM to the server alone: src/plugins/dev-server then saves webpack's cache for the warm start.
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(90_000)]);
      spawnSync('kill', ['-KILL', '--', `-${child.pid}`]); // the rest of its group, if any
    },
  };
}
type Server = ReturnType<typeof startServer>;

/** Starts the site's dev server; ms until the doc route answers 200 and until its `<h1>` shows in `page`. */
async function timedStart(site: DevSite, page: Page, profile: boolean) {
  const t0 = Date.now();
  const server = startServer(site.dir, profile);
  const url = server.origin + site.docRoute;
  while ((await fetch(url).catch(() => null))?.status !== 200) {
    if (Date.now() - t0 > 600_000) throw new Error(`${url} never answered:\n${server.output().slice(-3000)}`);
    await sleep(100);
  }
  const servedMs = Date.now() - t0;
  await page.goto(url, {timeout: 120_000});
  await page.locator('h1').first().waitFor({timeout: 120_000});
  return {server, ms: {servedMs, h1Ms: Date.now() - t0}};
}

/** Resolves once the first Result figure, scrolled into view (it is lazy), shows a picture not `before`. */
async function newFigure(page: Page, before: string | null, timeout: number) {
  await page.locator(FIGURE).first().scrollIntoViewIfNeeded({timeout});
  const shown = ([selector, old]: string[]) => {
    const img = document.querySelector<HTMLImageElement>(selector);
    return !!img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
  };
  await page.waitForFunction(shown, [FIGURE, before!], {timeout, polling: 'raf'});
}

/** `count` edits of `plan` in the open page, ms from each write until shown; the file gets its text back. */
async function timeEdits(server: Server, dir: string, plan: EditPlan, page: Page, count: number) {
  const file = path.join(dir, plan.file);
  const original = fs.readFileSync(file, 'utf8');
  await page.goto(server.origin + plan.route, {timeout: 120_000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
  const times: number[] = [];
  const windows: [number, number][] = [];
  try {
    for (let i = 0; i < count; i++) {
      const img = page.locator(FIGURE).first();
      const before = plan.figure
        ? await img.scrollIntoViewIfNeeded().then(() => img.getAttribute('src'))
        : null;
      const to = plan.to ?? paragraph;
      const next = plan.from ? original.replace(plan.from, to(i)) : `${original.trimEnd()}\n\n${to(i)}\n`;
      const t0 = Date.now();
      fs.writeFileSync(file, next);
      // Checked every frame: a locator's retries back off to 500 ms, which split edits into two groups.
      const inPage = (text: string) => document.body.textContent!.includes(text);
      const visible = plan.figure
        ? newFigure(page, before, EDIT_TIMEOUT_MS)
        : page.waitForFunction(inPage, to(i), {timeout: EDIT_TIMEOUT_MS, polling: 'raf'});
      const shown = await visible.then(() => true).catch(() => false);
      times.push(shown ? Date.now() - t0 : Infinity);
      windows.push([t0, Date.now()]);
      if (!shown) {
        // The next ones would not show either: a finding, not the end of the run.
        console.log(`  ${plan.file}: edit ${i} never shown\n${server.output().slice(-1500)}`);
        times.push(...Array<number>(count - 1 - i).fill(Infinity));
        break;
      }
      await sleep(1500); // the second compile a content reload starts
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  await sleep(3000);
  return {times, windows};
}

/** `docusaurus clear`, a cold start (ours: until the figure's picture), a warm start and the edits. */
async function measureSite(site: DevSite, browser: Browser, edits: number, splits?: Splits) {
  await measureCommand(process.execPath, [docusaurusBin(site.dir), 'clear'], {cwd: site.dir, env: ENV});
  const profile = !!splits && site.dir === SITE_ROOT;
  const context = await browser.newContext();
  const page = await context.newPage();
  const t0 = Date.now();
  const cold = await timedStart(site, page, profile);
  // Our cold start serves pages before their figures are drawn: stop once they are, for the warm start.
  if (site.figureRoute) await page.goto(cold.server.origin + site.figureRoute, {timeout: 120_000});
  if (site.figureRoute) await newFigure(page, null, 300_000);
  for (let s = 0; site.figureRoute && pendingRunnerAssets(site.dir).length && s < 600; s++) await sleep(500);
  await cold.server.stop();
  const figure = site.figureRoute ? `figure ${Date.now() - t0} ms, ` : '';
  console.log(`  ${site.label} cold: ${JSON.stringify(cold.ms)}, ${figure}${cold.server.peakLine()}`);
  const warm = await timedStart(site, page, profile);
  console.log(`  ${site.label} warm: ${JSON.stringify(warm.ms)}`);
  const times: report.DevFigures['edits'] = {};
  try {
    for (const [kind, plan] of Object.entries(site.edits) as [report.EditCase, EditPlan][]) {
      const result = await timeEdits(warm.server, site.dir, plan, page, edits);
      console.log(`  ${site.label} ${kind} edits: ${(times[kind] = result.times).join(', ')} ms`);
      if (!profile) continue;
      await sleep(2000);
      const events = report.parseProfileLog(fs.readFileSync(PROFILE_LOG, 'utf8'));
      splits![kind] = result.windows.map(([from, to]) => report.splitEdit(events, from, to));
    }
  } finally {
    await warm.server.stop();
    await context.close();
  }
  console.log(`  ${site.label} warm and edits: ${warm.server.peakLine()}`);
  const peakRssBytes = Math.max(cold.server.peak(), warm.server.peak());
  return {label: site.label, cold: cold.ms, warm: warm.ms, edits: times, peakRssBytes};
}

async function main(): Promise<void> {
  const edits = numberOption('edits', 5);
  const splits = option('profile') ? {} : undefined;
  const webpack = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')).overrides.webpack;
  const stockDir = option('ours-only') ? '' : prepareStockSite(webpack);
  const sites = [{...SITES[0], dir: SITE_ROOT}, ...(stockDir ? [{...SITES[1], dir: stockDir}] : [])];
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const figures: report.DevFigures[] = [];
  try {
    for (const site of sites) figures.push(await measureSite(site, browser, edits, splits));
  } finally {
    await browser.close();
  }
  const [ours, stock] = figures;
  if (!stock) return console.log(JSON.stringify({ours, splits}, null, 2));
  const date = new Date().toISOString();
  const versions = Object.entries(stockVersions(stockDir)).map(([k, v]) => `${k} ${v}`);
  const markdown = [
    `# Dev server bench ${date}\n`,
    `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}. Stock: ${STOCK_TEMPLATE} (${versions.join(', ')}). ` +
      `${edits} edits per case, each timed from the file write until the open page shows it.\n`,
    report.devMarkdownTable(report.devRows(ours, stock)),
    '\n## Goals (REQUIREMENTS.md PERF-)\n',
    ...report.devGoals(ours, stock).map((g) => `- ${g.id} ${g.goal}: ${g.met ? 'met' : 'NOT met'}`),
    ...(splits ? ['\n## Where our edits spend their time (median ms)\n', report.profileTable(splits)] : []),
  ].join('\n');
  console.log(`\n${markdown}`);
  fs.mkdirSync(path.dirname(RESULTS), {recursive: true});
  fs.writeFileSync(`${RESULTS}.md`, markdown);
  fs.writeFileSync(`${RESULTS}.json`, JSON.stringify({date, edits, sites: figures, splits}, null, 2));
}

// Exit when done: a run's process once stayed alive after writing its results, holding the heavy-job lock.
main()
  .catch((error) => console.error(error) ?? (process.exitCode = 1))
  .finally(() => process.exit());
