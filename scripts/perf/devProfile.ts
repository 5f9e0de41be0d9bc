/**
 * Where one edit's time goes under `npm start`, from the events ./devProfileHook.js logs: the content reload
 * (Docusaurus's whole `load`, and each plugin's loadContent and contentLoaded inside it), webpack's compiles
 * with their MDX modules' loader time (MDX compile and remark plugins), and the rest until the page shows the
 * edit.
 */
import {median} from '../lib/median';

/** One line of the hook's log; times are Date.now() ms. */
export type ProfileEvent =
  | {ev: 'load'; start: number; end: number}
  | {ev: 'plugin'; name: string; phase: 'loadContent' | 'contentLoaded'; start: number; end: number}
  | {ev: 'compile'; name?: string; start: number; end: number; mdxMs: number; mdxModules: number}
  /** The server process's `process.memoryUsage()` (bytes) once a second; read by hand, not split per edit. */
  | {ev: 'memory'; start: number; end: number; rss: number; heapUsed: number; external: number};

/** One edit, split. All times ms. */
export interface EditSplit {
  totalMs: number;
  /** Docusaurus's content reload (`load`): every plugin's lifecycle, routes, generated files. */
  reloadMs: number;
  /** Per plugin name: its loadContent plus contentLoaded inside the edit. */
  pluginMs: Record<string, number>;
  compiles: number;
  /** Sum of the webpack compiles' wall time. */
  compileMs: number;
  /** Loader time of the Markdown modules rebuilt, MDX compile and remark plugins included. */
  mdxMs: number;
  /** From the end of the last compile to the page showing the edit (HMR, browser update). */
  browserMs: number;
}

/**
 * Splits the edit written at `t0` and seen at `t1` by the events that started in between.
 * A reload that ended after `t1` still counts: it ran while the maintainer waited or right after.
 */
export function splitEdit(events: ProfileEvent[], t0: number, t1: number): EditSplit {
  const inside = events.filter((e) => e.start >= t0 && e.start <= t1);
  const sum = (list: {start: number; end: number}[]) => list.reduce((s, e) => s + (e.end - e.start), 0);
  const pluginMs: Record<string, number> = {};
  for (const e of inside)
    if (e.ev === 'plugin') pluginMs[e.name] = (pluginMs[e.name] ?? 0) + (e.end - e.start);
  const compiles = inside.filter((e) => e.ev === 'compile');
  const lastCompileEnd = Math.max(t0, ...compiles.map((e) => e.end).filter((end) => end <= t1));
  return {
    totalMs: t1 - t0,
    reloadMs: sum(inside.filter((e) => e.ev === 'load')),
    pluginMs,
    compiles: compiles.length,
    compileMs: sum(compiles),
    mdxMs: compiles.reduce((s, e) => s + e.mdxMs, 0),
    browserMs: t1 - lastCompileEnd,
  };
}

/** The hook's log file as events (blank and half-written lines skipped). */
export function parseProfileLog(text: string): ProfileEvent[] {
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() ? [JSON.parse(line) as ProfileEvent] : [];
    } catch {
      return [];
    }
  });
}

/**
 * One Markdown row per edit case: the median of each part over its edits, and the `topPlugins` slowest
 * plugins by median.
 */
export function profileTable(splits: Record<string, EditSplit[]>, topPlugins = 4): string {
  const ms = (v: number) => `${Math.round(v)}`;
  const lines = [
    '| edit | edit → visible | content reload | slowest plugins (loadContent + contentLoaded) | webpack compiles | MDX loader | last compile → visible |',
    '|---|---:|---:|---|---:|---:|---:|',
  ];
  for (const [kind, list] of Object.entries(splits)) {
    if (list.length === 0) continue;
    const med = (pick: (s: EditSplit) => number) => median(list.map(pick));
    const names = [...new Set(list.flatMap((s) => Object.keys(s.pluginMs)))];
    const plugins = names
      .map((name) => ({name, ms: med((s) => s.pluginMs[name] ?? 0)}))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, topPlugins)
      .filter((p) => p.ms > 0)
      .map((p) => `${p.name} ${ms(p.ms)}`)
      .join(', ');
    lines.push(
      `| ${kind} | ${ms(med((s) => s.totalMs))} | ${ms(med((s) => s.reloadMs))} | ${plugins || '—'} | ` +
        `${med((s) => s.compiles)} × = ${ms(med((s) => s.compileMs))} | ${ms(med((s) => s.mdxMs))} | ${ms(med((s) => s.browserMs))} |`,
    );
  }
  return lines.join('\n');
}
