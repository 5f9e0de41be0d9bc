/**
 * The bench's side-by-side table: one row per figure, our site, the stock site and the ratio ours/stock
 * (below 1 means ours is smaller or faster, except for scores, where above 1 is better), plus the PERF- goals
 * of REQUIREMENTS.md with met / not met. Rendered as Markdown for the terminal and bench-results/*.md.
 */
import type {CommandCost} from './buildCost';
import type {Bytes} from './firstLoad';
import type {FormFactor, LighthouseScores} from './lighthouse';
import {median} from '../lib/median';
import {PHONE_CLASSES, type PhoneClass} from './phoneClasses';

export const ROUTE_ROWS = ['home', 'doc', 'api', 'blog'] as const;
export type RouteRow = (typeof ROUTE_ROWS)[number];

/**
 * The route kinds of the phone runs (PERF-12): the four above and the playground. The stock site has no
 * playground, so its doc page stands in, as it does on the API row (./sites.ts). The simulated and desktop
 * runs keep ROUTE_ROWS: their goals (PERF-6) name four routes.
 */
export const PHONE_ROUTE_ROWS = [...ROUTE_ROWS, 'playground'] as const;
export type PhoneRouteRow = (typeof PHONE_ROUTE_ROWS)[number];

export interface SiteFigures {
  label: string;
  /** HTML files in the build */
  pages: number;
  build: {cold: CommandCost; warm: CommandCost};
  routes: Record<RouteRow, {path: string; html: Bytes; css: Bytes; js: Bytes}>;
  lighthouse?: Record<FormFactor, Record<RouteRow, LighthouseScores>>;
  /** Lighthouse mobile with applied (devtools) throttling instead of the simulated default, when measured. */
  lighthouseApplied?: Record<RouteRow, LighthouseScores>;
  /** Applied-throttling runs per phone class (./phoneClasses.ts), when the bench ran them. */
  phones?: Partial<Record<PhoneClass, Partial<Record<PhoneRouteRow, LighthouseScores>>>>;
  /** prefetched sidebar link → content on screen, ms, one per run */
  navigationMs: number[];
  /** The first tap on the menu button of a doc page per phone class, ms, one per run (./firstTap.ts). */
  firstTapMs?: Partial<Record<PhoneClass, number[]>>;
}

export interface Row {
  figure: string;
  ours: number;
  stock: number;
  unit: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const s = (ms: number) => Math.round(ms / 100) / 10;

/** Every figure of both sites as rows: build cost, bytes, Lighthouse, navigation. */
function buildRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  return (['cold', 'warm'] as const).flatMap((kind) => [
    {
      figure: `${kind} build wall time`,
      ours: s(ours.build[kind].wallMs),
      stock: s(stock.build[kind].wallMs),
      unit: 's',
    },
    {
      figure: `${kind} build CPU (user+sys)`,
      ours: s(ours.build[kind].cpuMs),
      stock: s(stock.build[kind].cpuMs),
      unit: 's',
    },
    {
      figure: `${kind} build peak memory`,
      ours: Math.round(ours.build[kind].peakRssBytes / 2 ** 20),
      stock: Math.round(stock.build[kind].peakRssBytes / 2 ** 20),
      unit: 'MB',
    },
  ]);
}

function byteRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  return ROUTE_ROWS.flatMap((route) => {
    const o = ours.routes[route];
    const t = stock.routes[route];
    const name = `${route} (${o.path} vs ${t.path})`;
    return (['html', 'css', 'js'] as const).flatMap((kind) => [
      {
        figure: `${name} ${kind.toUpperCase()} gzip`,
        ours: kb(o[kind].gzip),
        stock: kb(t[kind].gzip),
        unit: 'KB',
      },
      {
        figure: `${name} ${kind.toUpperCase()} raw`,
        ours: kb(o[kind].raw),
        stock: kb(t[kind].raw),
        unit: 'KB',
      },
    ]);
  });
}

function lighthouseRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  if (!ours.lighthouse || !stock.lighthouse) return [];
  const [o, t] = [ours.lighthouse, stock.lighthouse];
  return (['mobile', 'desktop'] as const).flatMap((ff) =>
    ROUTE_ROWS.flatMap((route) => {
      const [a, b] = [o[ff][route], t[ff][route]];
      const name = `Lighthouse ${ff} ${route}`;
      return [
        {figure: `${name} performance`, ours: a.performance, stock: b.performance, unit: ''},
        {figure: `${name} accessibility`, ours: a.accessibility, stock: b.accessibility, unit: ''},
        {figure: `${name} best practices`, ours: a.bestPractices, stock: b.bestPractices, unit: ''},
        {figure: `${name} SEO`, ours: a.seo, stock: b.seo, unit: ''},
        {figure: `${name} LCP`, ours: a.lcpMs, stock: b.lcpMs, unit: 'ms'},
        {figure: `${name} TBT`, ours: a.tbtMs, stock: b.tbtMs, unit: 'ms'},
        {figure: `${name} CLS`, ours: a.cls, stock: b.cls, unit: ''},
        {figure: `${name} DOM elements`, ours: a.domElements, stock: b.domElements, unit: ''},
      ];
    }),
  );
}

function appliedRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  if (!ours.lighthouseApplied || !stock.lighthouseApplied) return [];
  const [o, t] = [ours.lighthouseApplied, stock.lighthouseApplied];
  return ROUTE_ROWS.flatMap((route) => {
    const name = `Lighthouse mobile, applied throttling, ${route}`;
    return [
      {figure: `${name} performance`, ours: o[route].performance, stock: t[route].performance, unit: ''},
      {figure: `${name} LCP`, ours: o[route].lcpMs, stock: t[route].lcpMs, unit: 'ms'},
      {figure: `${name} TBT`, ours: o[route].tbtMs, stock: t[route].tbtMs, unit: 'ms'},
    ];
  });
}

/** The phone route kinds both sites were measured on (a run with `--routes` or an older result has fewer). */
const measuredRows = (
  ours: Partial<Record<PhoneRouteRow, LighthouseScores>>,
  stock: Partial<Record<PhoneRouteRow, LighthouseScores>>,
): PhoneRouteRow[] => PHONE_ROUTE_ROWS.filter((r) => ours[r] && stock[r]);

function phoneRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  return (Object.keys(PHONE_CLASSES) as PhoneClass[]).flatMap((phone) => {
    const [o, t] = [ours.phones?.[phone], stock.phones?.[phone]];
    if (!o || !t) return [];
    return measuredRows(o, t).flatMap((route) => {
      const [a, b] = [o[route]!, t[route]!];
      const name = `Lighthouse mobile, ${phone} phone, ${route}`;
      return [
        {figure: `${name} performance`, ours: a.performance, stock: b.performance, unit: ''},
        {figure: `${name} TBT`, ours: a.tbtMs, stock: b.tbtMs, unit: 'ms'},
        {figure: `${name} LCP`, ours: a.lcpMs, stock: b.lcpMs, unit: 'ms'},
        {figure: `${name} DOM elements`, ours: a.domElements, stock: b.domElements, unit: ''},
      ];
    });
  });
}

function firstTapRows(ours: SiteFigures, stock: SiteFigures): Row[] {
  return (Object.keys(PHONE_CLASSES) as PhoneClass[]).flatMap((phone) => {
    const [o, t] = [ours.firstTapMs?.[phone], stock.firstTapMs?.[phone]];
    if (!o?.length || !t?.length) return [];
    const figure = `${phone} phone, first tap on a doc page's menu button → next paint (median)`;
    return [{figure, ours: Math.round(median(o)), stock: Math.round(median(t)), unit: 'ms'}];
  });
}

export function rows(ours: SiteFigures, stock: SiteFigures): Row[] {
  return [
    {figure: 'pages built (HTML files)', ours: ours.pages, stock: stock.pages, unit: ''},
    ...buildRows(ours, stock),
    ...byteRows(ours, stock),
    ...lighthouseRows(ours, stock),
    ...appliedRows(ours, stock),
    ...phoneRows(ours, stock),
    ...firstTapRows(ours, stock),
    {
      figure: 'prefetched sidebar link → content (median)',
      ours: Math.round(median(ours.navigationMs)),
      stock: Math.round(median(stock.navigationMs)),
      unit: 'ms',
    },
  ];
}

const ratio = (row: Row) =>
  row.stock === 0 ? (row.ours === 0 ? '1.00' : '–') : (row.ours / row.stock).toFixed(2);

/** The rows as a Markdown table. */
export function markdownTable(table: Row[]): string {
  const lines = ['| figure | ours | stock | ours/stock |', '|---|---:|---:|---:|'];
  for (const row of table) {
    const unit = row.unit ? ` ${row.unit}` : '';
    lines.push(`| ${row.figure} | ${row.ours}${unit} | ${row.stock}${unit} | ${ratio(row)} |`);
  }
  return lines.join('\n');
}

/** Most TBT ours may have per route kind, as a multiple of the stock site's (mobile, median run). */
export const TBT_RATIO_LIMIT = 1.5;
/** The same on a calibrated phone class (PERF-12). */
export const PHONE_TBT_RATIO_LIMIT = 0.75;

/**
 * Mobile Lighthouse per route kind, both sites side by side: performance, TBT (ms, with ours/stock) and DOM
 * elements. Empty when the run skipped Lighthouse.
 */
export function mobileSummaryTable(ours: SiteFigures, stock: SiteFigures): string {
  if (!ours.lighthouse || !stock.lighthouse) return '';
  const applied = ours.lighthouseApplied && stock.lighthouseApplied;
  const lines = [
    '| route kind | performance ours / stock | TBT ours / stock | TBT ours/stock | DOM elements ours / stock |' +
      (applied ? ' applied throttling: performance ours / stock | TBT ours / stock |' : ''),
    '|---|---:|---:|---:|---:|' + (applied ? '---:|---:|' : ''),
  ];
  for (const route of ROUTE_ROWS) {
    const o = ours.lighthouse.mobile[route];
    const t = stock.lighthouse.mobile[route];
    const tbtRatio = ratio({figure: '', ours: o.tbtMs, stock: t.tbtMs, unit: ''});
    const appliedCells = applied
      ? ` ${ours.lighthouseApplied![route].performance} / ${stock.lighthouseApplied![route].performance} | ` +
        `${ours.lighthouseApplied![route].tbtMs} / ${stock.lighthouseApplied![route].tbtMs} ms |`
      : '';
    lines.push(
      `| ${route} | ${o.performance} / ${t.performance} | ${o.tbtMs} / ${t.tbtMs} ms | ${tbtRatio} | ` +
        `${o.domElements} / ${t.domElements} |${appliedCells}`,
    );
  }
  return lines.join('\n');
}

export interface Goal {
  goal: string;
  met: boolean;
  figure: string;
}

/**
 * Each run's TBT of both sites, when the figures are medians of several runs: how far one run moves a ratio.
 * Same form as the first tap's run list.
 */
function tbtRuns(ours: LighthouseScores, stock: LighthouseScores): string {
  if (!ours.tbtRunsMs || !stock.tbtRunsMs || ours.tbtRunsMs.length < 2) return '';
  return ` (runs: ${ours.tbtRunsMs.join(', ')} vs ${stock.tbtRunsMs.join(', ')})`;
}

/**
 * The two goals against stock for one kind of Lighthouse run: performance ≥ stock and TBT ≤ TBT_RATIO_LIMIT ×
 * stock on every route kind.
 * @param kind words after the goal (`''` for the simulated default, `', applied throttling'`).
 * @param withDom whether the TBT figure names the DOM sizes too.
 */
function versusStockGoals<R extends PhoneRouteRow>(
  ours: Partial<Record<R, LighthouseScores>>,
  stock: Partial<Record<R, LighthouseScores>>,
  routes: readonly R[],
  kind: string,
  withDom: boolean,
  limit = TBT_RATIO_LIMIT,
): Goal[] {
  const [o, t] = [ours as Record<R, LighthouseScores>, stock as Record<R, LighthouseScores>];
  const dom = (r: R) => (withDom ? `, DOM ${o[r].domElements} vs ${t[r].domElements}` : '');
  return [
    {
      goal: `Lighthouse mobile performance ≥ stock on every route kind${kind} (median)`,
      met: routes.every((r) => o[r].performance >= t[r].performance),
      figure: routes.map((r) => `${r} ${o[r].performance} vs ${t[r].performance}`).join(', '),
    },
    {
      goal: `Mobile TBT ours/stock ≤ ${limit} on every route kind${kind}`,
      met: routes.every((r) => o[r].tbtMs <= limit * t[r].tbtMs),
      figure: routes
        .map((r) => `${r} ${o[r].tbtMs} vs ${t[r].tbtMs} ms${tbtRuns(o[r], t[r])}${dom(r)}`)
        .join('; '),
    },
  ];
}

/** Scores that every route must reach in the simulated runs (performance 95, the rest 100). */
function scoreGoals(lighthouse: NonNullable<SiteFigures['lighthouse']>): Goal[] {
  const mobile = ROUTE_ROWS.map((r) => [r, lighthouse.mobile[r]] as const);
  const desktop = ROUTE_ROWS.map((r) => [r, lighthouse.desktop[r]] as const);
  const list = (pairs: (readonly [string, number])[]) => pairs.map(([r, v]) => `${r} ${v}`).join(', ');
  const categories = [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ] as const;
  return [
    {
      goal: 'Lighthouse mobile performance ≥ 95 (median) on all four routes',
      met: mobile.every(([, l]) => l.performance >= 95),
      figure: list(mobile.map(([r, l]) => [r, l.performance])),
    },
    ...categories.map(([key, name]) => ({
      goal: `Lighthouse ${name} = 100 on all four routes (mobile and desktop)`,
      met: [...mobile, ...desktop].every(([, l]) => l[key] === 100),
      figure: `mobile: ${list(mobile.map(([r, l]) => [r, l[key]]))}; desktop: ${list(desktop.map(([r, l]) => [r, l[key]]))}`,
    })),
  ];
}

/** The goals PERF-4 to PERF-6 and PERF-12, judged on this run's figures. */
export function goals(ours: SiteFigures, stock: SiteFigures): Goal[] {
  const out: Goal[] = [];
  if (ours.lighthouse) {
    out.push(...scoreGoals(ours.lighthouse));
    if (stock.lighthouse)
      out.push(...versusStockGoals(ours.lighthouse.mobile, stock.lighthouse.mobile, ROUTE_ROWS, '', true));
    if (ours.lighthouseApplied && stock.lighthouseApplied) {
      out.push(
        ...versusStockGoals(
          ours.lighthouseApplied,
          stock.lighthouseApplied,
          ROUTE_ROWS,
          ', applied throttling',
          false,
        ),
      );
    }
    const desktop = ROUTE_ROWS.map((r) => `${r} ${ours.lighthouse!.desktop[r].performance}`);
    out.push({
      goal: 'Lighthouse desktop performance = 100',
      met: ROUTE_ROWS.every((r) => ours.lighthouse!.desktop[r].performance === 100),
      figure: desktop.join(', '),
    });
  }
  // The phone classes can run without the simulated runs (`--only-phones`).
  for (const phone of Object.keys(PHONE_CLASSES) as PhoneClass[]) {
    const [o, t] = [ours.phones?.[phone], stock.phones?.[phone]];
    // Every route kind measured on both sites is judged; a phone run always measures all of PHONE_ROUTE_ROWS.
    if (o && t) {
      out.push(
        ...versusStockGoals(o, t, measuredRows(o, t), `, ${phone} phone`, true, PHONE_TBT_RATIO_LIMIT),
      );
    }
    const [oTap, tTap] = [ours.firstTapMs?.[phone], stock.firstTapMs?.[phone]];
    if (oTap?.length && tTap?.length) {
      out.push({
        goal: `first tap on the menu button ≤ stock's, ${phone} phone (median)`,
        met: median(oTap) <= median(tTap),
        figure: `${Math.round(median(oTap))} vs ${Math.round(median(tTap))} ms (runs: ${oTap.join(', ')} vs ${tTap.join(', ')})`,
      });
    }
  }
  out.push({
    goal: 'cold build CPU ≤ stock',
    met: ours.build.cold.cpuMs <= stock.build.cold.cpuMs,
    figure: `${s(ours.build.cold.cpuMs)} s vs ${s(stock.build.cold.cpuMs)} s (${ours.pages} vs ${stock.pages} pages)`,
  });
  out.push({
    goal: 'prefetched-link navigation < 100 ms to content',
    met: median(ours.navigationMs) < 100,
    figure: `median ${Math.round(median(ours.navigationMs))} ms (runs: ${ours.navigationMs.map(Math.round).join(', ')})`,
  });
  return out;
}

/** Goals as a Markdown list. */
export function markdownGoals(list: Goal[]): string {
  return list.map((g) => `- ${g.met ? '✅ met' : '❌ not met'}: ${g.goal} — ${g.figure}`).join('\n');
}
