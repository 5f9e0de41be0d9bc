/** `npm run bench:dev`'s arithmetic: spreads, rows, PERF-18 to PERF-21 verdicts, the `--profile` split. */
import {median} from '../lib/median';

/** What the bench edits, and its row; the stock site has no API page, props table or drawing example. */
const EDIT_LABELS = {
  guide: 'edit → visible, guide',
  api: 'edit → visible, API page',
  props: 'edit → visible, props-table description',
  blog: 'edit → visible, blog post',
  example: 'drawing example edit → new Result figure',
};
export type EditCase = keyof typeof EDIT_LABELS;

type Start = {servedMs: number; h1Ms: number};
type EditTimes = Partial<Record<EditCase, number[]>>;
/**
 * One site's figures from one run, ms and bytes. Cold: no `.docusaurus` or `node_modules/.cache`; warm: the
 * caches the cold start left. Edits: one per edit (Infinity: never shown), no key for a case the site lacks.
 * Peak: the RSS sum of the server's process tree, sampled every 200 ms over both starts and all edits.
 */
export type DevFigures = {label: string; cold: Start; warm: Start; edits: EditTimes; peakRssBytes: number};

/** Median, nearest-rank p95, min and max. @throws Error for none: nothing measured must not look fast. */
export function spread(values: number[]) {
  if (values.length === 0) throw new Error('spread of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1];
  return {median: median(sorted), p95, min: sorted[0], max: sorted.at(-1)!};
}

/** Seconds with two decimals; an edit that never showed (Infinity) reads "never". */
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'never');
const ratio = (ours: number, stock: number) => Math.round((ours / stock) * 10) / 10;

/** The table's rows: starts, each edit case either site has, peak memory; `ratio` of the headline figure. */
export function devRows(ours: DevFigures, stock: DevFigures) {
  const text = (ms?: number[], s = ms && spread(ms)) =>
    s ? `${seconds(s.median)} s (${seconds(s.min)}–${seconds(s.max)}, p95 ${seconds(s.p95)})` : 'n/a';
  const row = (figure: string, o: string, s: string, r?: number) => ({figure, ours: o, stock: s, ratio: r});
  const starts = (['cold', 'warm'] as const).flatMap((kind) =>
    (['servedMs', 'h1Ms'] as const).map((what) => {
      const [o, s] = [ours[kind][what], stock[kind][what]];
      const figure = `${kind} start: ${what === 'servedMs' ? 'doc route answers' : 'doc’s <h1> on screen'}`;
      return row(figure, `${seconds(o)} s`, `${seconds(s)} s`, ratio(o, s));
    }),
  );
  const edits = (Object.keys(EDIT_LABELS) as EditCase[])
    .filter((c) => ours.edits[c] || stock.edits[c])
    .map((c) => {
      const [o, s] = [ours.edits[c], stock.edits[c]];
      const r = o && s ? ratio(spread(o).median, spread(s).median) : undefined;
      return row(`${EDIT_LABELS[c]}, median (min–max, p95)`, text(o), text(s), r);
    });
  const [o, s] = [ours.peakRssBytes, stock.peakRssBytes].map(
    (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GiB`,
  );
  const memory = row(
    'peak memory of the dev server (RSS, process tree)',
    o,
    s,
    ratio(ours.peakRssBytes, stock.peakRssBytes),
  );
  return [...starts, ...edits, memory];
}

/** The rows as a Markdown table. */
export const devMarkdownTable = (rows: ReturnType<typeof devRows>) =>
  ['| | ours | stock | ours/stock |', '|---|---:|---:|---:|']
    .concat(
      rows.map(
        (r) => `| ${r.figure} | ${r.ours} | ${r.stock} | ${r.ratio === undefined ? '' : `${r.ratio}×`} |`,
      ),
    )
    .join('\n');

/** PERF-18 to PERF-21 (REQUIREMENTS.md) judged on one run's figures. */
export function devGoals(ours: DevFigures, stock: DevFigures) {
  const edit = (c: EditCase) => (ours.edits[c] ? spread(ours.edits[c]) : undefined);
  const stockGuide = stock.edits.guide ? spread(stock.edits.guide).median : NaN;
  const fastEdit = (c: EditCase) => (edit(c)?.median ?? Infinity) <= stockGuide && edit(c)!.p95 <= 1500;
  const starts =
    ours.cold.servedMs <= 1.5 * stock.cold.servedMs && ours.warm.servedMs <= 1.5 * stock.warm.servedMs;
  const example = (edit('example')?.p95 ?? Infinity) <= 2000;
  return [
    {id: 'PERF-18', goal: 'guide edit: median ≤ stock’s, p95 ≤ 1.5 s', met: fastEdit('guide')},
    {id: 'PERF-18', goal: 'API page edit: median ≤ stock’s guide edit, p95 ≤ 1.5 s', met: fastEdit('api')},
    {id: 'PERF-19', goal: 'drawing example edit: new figure within 2 s (p95)', met: example},
    {id: 'PERF-20', goal: 'cold and warm start (doc route answers) ≤ 1.5× stock', met: starts},
    {id: 'PERF-21', goal: 'peak memory ≤ 1.5× stock', met: ours.peakRssBytes <= 1.5 * stock.peakRssBytes},
  ];
}

/** One line of the profile hook's log; times are Date.now() ms. */
export type ProfileEvent =
  | {ev: 'load'; start: number; end: number}
  | {ev: 'plugin'; name: string; phase: 'loadContent' | 'contentLoaded'; start: number; end: number}
  | {ev: 'compile'; name?: string; start: number; end: number; mdxMs: number; mdxModules: number};

/**
 * One edit, split, ms: `reloadMs` is Docusaurus's `load`, `pluginMs` each plugin's two lifecycles, `mdxMs`
 * the loader time of the Markdown modules rebuilt, `browserMs` from the last compile to the page showing it.
 */
export type EditSplit = ReturnType<typeof splitEdit>;

/** Splits the edit written at `t0` and seen at `t1` by the events that started in between. */
export function splitEdit(events: ProfileEvent[], t0: number, t1: number) {
  const inside = events.filter((e) => e.start >= t0 && e.start <= t1);
  const sum = (list: {start: number; end: number}[]) => list.reduce((s, e) => s + (e.end - e.start), 0);
  const pluginMs: Record<string, number> = {};
  for (const e of inside)
    if (e.ev === 'plugin') pluginMs[e.name] = (pluginMs[e.name] ?? 0) + (e.end - e.start);
  const compiles = inside.filter((e) => e.ev === 'compile');
  return {
    totalMs: t1 - t0,
    reloadMs: sum(inside.filter((e) => e.ev === 'load')),
    pluginMs,
    compiles: compiles.length,
    compileMs: sum(compiles),
    mdxMs: compiles.reduce((s, e) => s + e.mdxMs, 0),
    browserMs: t1 - Math.max(t0, ...compiles.map((e) => e.end).filter((end) => end <= t1)),
  };
}

/** The hook's log file as events (blank and half-written lines skipped). */
export const parseProfileLog = (text: string): ProfileEvent[] =>
  text.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as ProfileEvent];
    } catch {
      return [];
    }
  });

/** A Markdown row per edit case: the median of each part, and the `topPlugins` slowest plugins by median. */
export function profileTable(splits: Record<string, EditSplit[]>, topPlugins = 4): string {
  const lines = [
    '| edit | edit → visible | content reload | slowest plugins (loadContent + contentLoaded) | webpack compiles | MDX loader | last compile → visible |',
    '|---|---:|---:|---|---:|---:|---:|',
  ];
  for (const [kind, list] of Object.entries(splits).filter(([, l]) => l.length)) {
    const med = (pick: (s: EditSplit) => number) => Math.round(median(list.map(pick)));
    const plugins = [...new Set(list.flatMap((s) => Object.keys(s.pluginMs)))]
      .map((name) => ({name, ms: med((s) => s.pluginMs[name] ?? 0)}))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, topPlugins)
      .filter((p) => p.ms > 0);
    const [total, reload, n, compile, mdx, browser] = (
      ['totalMs', 'reloadMs', 'compiles', 'compileMs', 'mdxMs', 'browserMs'] as const
    ).map((k) => med((s) => s[k]));
    const names = plugins.map((p) => `${p.name} ${p.ms}`).join(', ') || '—';
    lines.push(`| ${kind} | ${total} | ${reload} | ${names} | ${n} × = ${compile} | ${mdx} | ${browser} |`);
  }
  return lines.join('\n');
}
