/**
 * `npm run bench:dev`'s arithmetic and table: the spread of a list of timings, the side-by-side rows of the
 * dev server's figures (ours, stock, ours/stock) and the PERF-18 to PERF-21 goals of REQUIREMENTS.md, met or
 * not.
 */
import {median} from '../lib/median';

/** What the bench edits on each site; the stock site has no API page, props table or drawing example. */
export const EDIT_CASES = ['guide', 'api', 'props', 'blog', 'example'] as const;
export type EditCase = (typeof EDIT_CASES)[number];

/** One site's figures from one `bench:dev` run; times in ms, memory in bytes. */
export interface DevFigures {
  label: string;
  /**
   * No `.docusaurus`, no `node_modules/.cache`: start until the doc route answers 200, and until its `<h1>`
   * shows.
   */
  cold: {servedMs: number; h1Ms: number};
  /** The same with the caches the cold start left. */
  warm: {servedMs: number; h1Ms: number};
  /**
   * Edit → visible in the open page, ms, one per edit (Infinity: not shown within the bench's bound); a case
   * the site does not have is absent.
   */
  edits: Partial<Record<EditCase, number[]>>;
  /**
   * Largest sum of RSS over the dev server's process tree, sampled every 200 ms over both starts and all
   * edits.
   */
  peakRssBytes: number;
}

export interface Spread {
  median: number;
  /** Nearest-rank 95th percentile: with 5 values, the largest. */
  p95: number;
  min: number;
  max: number;
}

/**
 * Median, nearest-rank p95, min and max of `values`.
 * @throws Error for an empty list (a case that measured nothing must not look fast).
 */
export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('spread of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(0.95 * sorted.length) - 1;
  return {median: median(sorted), p95: sorted[rank], min: sorted[0], max: sorted[sorted.length - 1]};
}

export interface DevRow {
  figure: string;
  ours: string;
  stock: string;
  /**
   * ours/stock of the headline figure (median for edits), rounded to 0.1; undefined when stock has no such
   * row.
   */
  ratio: number | undefined;
}

/** Seconds with two decimals; an edit that never showed (Infinity) reads "never". */
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'never');
const spreadText = (ms: number[]) => {
  const s = spread(ms);
  return `${seconds(s.median)} s (${seconds(s.min)}–${seconds(s.max)}, p95 ${seconds(s.p95)})`;
};
const ratio = (ours: number, stock: number) => Math.round((ours / stock) * 10) / 10;

const EDIT_LABELS: Record<EditCase, string> = {
  guide: 'edit → visible, guide',
  api: 'edit → visible, API page',
  props: 'edit → visible, props-table description',
  blog: 'edit → visible, blog post',
  example: 'drawing example edit → new Result figure',
};

/** The table's rows: starts, every edit case either site measured, and peak memory. */
export function devRows(ours: DevFigures, stock: DevFigures): DevRow[] {
  const startRows = (['cold', 'warm'] as const).flatMap((kind) =>
    (['servedMs', 'h1Ms'] as const).map((what) => ({
      figure: `${kind} start: ${what === 'servedMs' ? 'doc route answers' : 'doc’s <h1> on screen'}`,
      ours: `${seconds(ours[kind][what])} s`,
      stock: `${seconds(stock[kind][what])} s`,
      ratio: ratio(ours[kind][what], stock[kind][what]),
    })),
  );
  const editRows = EDIT_CASES.filter((c) => ours.edits[c] || stock.edits[c]).map((c) => {
    const o = ours.edits[c];
    const s = stock.edits[c];
    return {
      figure: `${EDIT_LABELS[c]}, median (min–max, p95)`,
      ours: o ? spreadText(o) : 'n/a',
      stock: s ? spreadText(s) : 'n/a',
      ratio: o && s ? ratio(spread(o).median, spread(s).median) : undefined,
    };
  });
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;
  return [
    ...startRows,
    ...editRows,
    {
      figure: 'peak memory of the dev server (RSS, process tree)',
      ours: gb(ours.peakRssBytes),
      stock: gb(stock.peakRssBytes),
      ratio: ratio(ours.peakRssBytes, stock.peakRssBytes),
    },
  ];
}

/** The rows as a Markdown table. */
export function devMarkdownTable(rows: DevRow[]): string {
  return [
    '| | ours | stock | ours/stock |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.ours} | ${r.stock} | ${r.ratio === undefined ? '' : `${r.ratio}×`} |`,
    ),
  ].join('\n');
}

export interface DevGoal {
  id: string;
  goal: string;
  met: boolean;
}

/** PERF-18 to PERF-21 (REQUIREMENTS.md) judged on one run's figures. */
export function devGoals(ours: DevFigures, stock: DevFigures): DevGoal[] {
  const edit = (c: EditCase) => (ours.edits[c] ? spread(ours.edits[c]) : undefined);
  const stockGuide = stock.edits.guide ? spread(stock.edits.guide).median : NaN;
  const fastEdit = (c: EditCase) => {
    const s = edit(c);
    return s !== undefined && s.median <= stockGuide && s.p95 <= 1500;
  };
  const example = edit('example');
  return [
    {id: 'PERF-18', goal: 'guide edit: median ≤ stock’s, p95 ≤ 1.5 s', met: fastEdit('guide')},
    {id: 'PERF-18', goal: 'API page edit: median ≤ stock’s guide edit, p95 ≤ 1.5 s', met: fastEdit('api')},
    {
      id: 'PERF-19',
      goal: 'drawing example edit: new figure within 2 s (p95)',
      met: example !== undefined && example.p95 <= 2000,
    },
    {
      id: 'PERF-20',
      goal: 'cold and warm start (doc route answers) ≤ 1.5× stock',
      met: ours.cold.servedMs <= 1.5 * stock.cold.servedMs && ours.warm.servedMs <= 1.5 * stock.warm.servedMs,
    },
    {id: 'PERF-21', goal: 'peak memory ≤ 1.5× stock', met: ours.peakRssBytes <= 1.5 * stock.peakRssBytes},
  ];
}

/** The goals as a Markdown list. */
export function devMarkdownGoals(goals: DevGoal[]): string {
  return goals.map((g) => `- ${g.id} ${g.goal}: ${g.met ? 'met' : 'NOT met'}`).join('\n');
}
