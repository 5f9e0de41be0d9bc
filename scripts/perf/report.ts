/**
 * The bench's side-by-side table: one row per figure, our site, the stock site and the ratio ours/stock
 * (below 1 means ours is smaller or faster, except for scores, where above 1 is better), plus the PERF- goals of REQUIREMENTS.md
 * with met / not met. Rendered as Markdown for the terminal and bench-results/*.md.
 */
import type {CommandCost} from './buildCost';
import type {Bytes} from './firstLoad';
import type {FormFactor, LighthouseScores} from './lighthouse';
import {median} from '../lib/median';

export const ROUTE_ROWS = ['home', 'doc', 'api', 'blog'] as const;
export type RouteRow = (typeof ROUTE_ROWS)[number];

export interface SiteFigures {
  label: string;
  /** HTML files in the build */
  pages: number;
  build: {cold: CommandCost; warm: CommandCost};
  routes: Record<RouteRow, {path: string; html: Bytes; css: Bytes; js: Bytes}>;
  lighthouse?: Record<FormFactor, Record<RouteRow, LighthouseScores>>;
  /** Lighthouse mobile with applied (devtools) throttling instead of the simulated default, when measured. */
  lighthouseApplied?: Record<RouteRow, LighthouseScores>;
  /** prefetched sidebar link → content on screen, ms, one per run */
  navigationMs: number[];
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
export function rows(ours: SiteFigures, stock: SiteFigures): Row[] {
  const out: Row[] = [{figure: 'pages built (HTML files)', ours: ours.pages, stock: stock.pages, unit: ''}];
  for (const kind of ['cold', 'warm'] as const) {
    out.push(
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
    );
  }
  for (const route of ROUTE_ROWS) {
    const o = ours.routes[route];
    const t = stock.routes[route];
    const name = `${route} (${o.path} vs ${t.path})`;
    for (const kind of ['html', 'css', 'js'] as const) {
      out.push({
        figure: `${name} ${kind.toUpperCase()} gzip`,
        ours: kb(o[kind].gzip),
        stock: kb(t[kind].gzip),
        unit: 'KB',
      });
      out.push({
        figure: `${name} ${kind.toUpperCase()} raw`,
        ours: kb(o[kind].raw),
        stock: kb(t[kind].raw),
        unit: 'KB',
      });
    }
  }
  if (ours.lighthouse && stock.lighthouse) {
    for (const ff of ['mobile', 'desktop'] as const) {
      for (const route of ROUTE_ROWS) {
        const o = ours.lighthouse[ff][route];
        const t = stock.lighthouse[ff][route];
        const name = `Lighthouse ${ff} ${route}`;
        out.push(
          {figure: `${name} performance`, ours: o.performance, stock: t.performance, unit: ''},
          {figure: `${name} accessibility`, ours: o.accessibility, stock: t.accessibility, unit: ''},
          {figure: `${name} best practices`, ours: o.bestPractices, stock: t.bestPractices, unit: ''},
          {figure: `${name} SEO`, ours: o.seo, stock: t.seo, unit: ''},
          {figure: `${name} LCP`, ours: o.lcpMs, stock: t.lcpMs, unit: 'ms'},
          {figure: `${name} TBT`, ours: o.tbtMs, stock: t.tbtMs, unit: 'ms'},
          {figure: `${name} CLS`, ours: o.cls, stock: t.cls, unit: ''},
          {figure: `${name} DOM elements`, ours: o.domElements, stock: t.domElements, unit: ''},
        );
      }
    }
  }
  if (ours.lighthouseApplied && stock.lighthouseApplied) {
    for (const route of ROUTE_ROWS) {
      const o = ours.lighthouseApplied[route];
      const t = stock.lighthouseApplied[route];
      const name = `Lighthouse mobile, applied throttling, ${route}`;
      out.push(
        {figure: `${name} performance`, ours: o.performance, stock: t.performance, unit: ''},
        {figure: `${name} LCP`, ours: o.lcpMs, stock: t.lcpMs, unit: 'ms'},
        {figure: `${name} TBT`, ours: o.tbtMs, stock: t.tbtMs, unit: 'ms'},
      );
    }
  }
  out.push({
    figure: 'prefetched sidebar link → content (median)',
    ours: Math.round(median(ours.navigationMs)),
    stock: Math.round(median(stock.navigationMs)),
    unit: 'ms',
  });
  return out;
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

/** The goals PERF-4, PERF-5 and PERF-6, judged on this run's figures. */
export function goals(ours: SiteFigures, stock: SiteFigures): Goal[] {
  const out: Goal[] = [];
  if (ours.lighthouse) {
    const mobile = ROUTE_ROWS.map((r) => [r, ours.lighthouse!.mobile[r]] as const);
    const desktop = ROUTE_ROWS.map((r) => [r, ours.lighthouse!.desktop[r]] as const);
    const list = (pairs: (readonly [string, number])[]) => pairs.map(([r, v]) => `${r} ${v}`).join(', ');
    out.push({
      goal: 'Lighthouse mobile performance ≥ 95 (median) on all four routes',
      met: mobile.every(([, l]) => l.performance >= 95),
      figure: list(mobile.map(([r, l]) => [r, l.performance])),
    });
    for (const [key, name] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ] as const) {
      const all = [...mobile, ...desktop];
      out.push({
        goal: `Lighthouse ${name} = 100 on all four routes (mobile and desktop)`,
        met: all.every(([, l]) => l[key] === 100),
        figure: `mobile: ${list(mobile.map(([r, l]) => [r, l[key]]))}; desktop: ${list(desktop.map(([r, l]) => [r, l[key]]))}`,
      });
    }
    const stockMobile = stock.lighthouse?.mobile;
    if (stockMobile) {
      out.push({
        goal: 'Lighthouse mobile performance ≥ stock on every route kind (median)',
        met: mobile.every(([r, l]) => l.performance >= stockMobile[r].performance),
        figure: mobile.map(([r, l]) => `${r} ${l.performance} vs ${stockMobile[r].performance}`).join(', '),
      });
      out.push({
        goal: `Mobile TBT ours/stock ≤ ${TBT_RATIO_LIMIT} on every route kind`,
        met: mobile.every(([r, l]) => l.tbtMs <= TBT_RATIO_LIMIT * stockMobile[r].tbtMs),
        figure: mobile
          .map(
            ([r, l]) =>
              `${r} ${l.tbtMs} vs ${stockMobile[r].tbtMs} ms, DOM ${l.domElements} vs ${stockMobile[r].domElements}`,
          )
          .join('; '),
      });
    }
    const oursApplied = ours.lighthouseApplied;
    const stockApplied = stock.lighthouseApplied;
    if (oursApplied && stockApplied) {
      out.push({
        goal: 'Lighthouse mobile performance ≥ stock on every route kind, applied throttling (median)',
        met: ROUTE_ROWS.every((r) => oursApplied[r].performance >= stockApplied[r].performance),
        figure: ROUTE_ROWS.map(
          (r) => `${r} ${oursApplied[r].performance} vs ${stockApplied[r].performance}`,
        ).join(', '),
      });
      out.push({
        goal: `Mobile TBT ours/stock ≤ ${TBT_RATIO_LIMIT} on every route kind, applied throttling`,
        met: ROUTE_ROWS.every((r) => oursApplied[r].tbtMs <= TBT_RATIO_LIMIT * stockApplied[r].tbtMs),
        figure: ROUTE_ROWS.map((r) => `${r} ${oursApplied[r].tbtMs} vs ${stockApplied[r].tbtMs} ms`).join(
          '; ',
        ),
      });
    }
    out.push({
      goal: 'Lighthouse desktop performance = 100',
      met: desktop.every(([, l]) => l.performance === 100),
      figure: list(desktop.map(([r, l]) => [r, l.performance])),
    });
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
