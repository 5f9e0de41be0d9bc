/**
 * The arithmetic of `npm run bench:trace` (./trace.ts): where a page's main-thread time goes on a cold first
 * load, from the tasks Lighthouse builds out of its trace and from the trace's JS sampling profile. Pure
 * functions, so the categorisation can be tested without a browser (tests/unit/trace-breakdown.test.ts).
 *
 * All times are milliseconds of the throttled main thread, from the trace's time origin (navigation start).
 */

/** Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js), the categories of its
 * `mainthread-work-breakdown` audit. */
export const TASK_GROUPS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'parseHTML',
  'paintCompositeRender',
  'garbageCollection',
  'other',
] as const;
export type TaskGroupId = (typeof TASK_GROUPS)[number];

/** The fields of a Lighthouse TaskNode (lighthouse/core/lib/tracehouse/main-thread-tasks.js) used here. */
export interface TaskLike {
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: {id: string};
  /** The trace event the task stands for (its name: "Layout", "UpdateLayoutTree", "RunTask", …). */
  event?: {name: string};
  parent?: TaskLike;
  children: TaskLike[];
}

/**
 * Lighthouse's long-task threshold: the part of a top-level task beyond 50 ms blocks input (TBT's
 * definition).
 */
export const LONG_TASK_MS = 50;

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** duration − 50 ms */
  blockingMs: number;
  /** Bundle of the script the task is attributed to (see bundleName), or "(no script)". */
  bundle: string;
}

export interface TaskBreakdown {
  /** Self time of every task that starts before the window's end, all groups. */
  totalMs: number;
  byGroup: Record<TaskGroupId, number>;
  /** Self time per bundle (bundleName of the task's attributable script), all groups. */
  byBundle: Record<string, number>;
  /** Self time per "group/event name", e.g. "styleLayout/Layout", "other/RunTask". */
  byEvent: Record<string, number>;
  /** The long tasks' blocking time split over groups in proportion to each group's self time in the task. */
  blockingByGroup: Record<TaskGroupId, number>;
  longTasks: LongTask[];
  /**
   * Sum of the long tasks' blocking parts, over the whole window (Lighthouse's TBT counts FCP to TTI only).
   */
  longTaskBlockingMs: number;
}

/**
 * A script URL as a bundle name: the file name without webpack's content hash ("main.4f1c2a.js" → "main.js",
 * "runtime~main.9b2e.js" → "runtime~main.js"); route chunks keep their chunk id ("17896441.ab12cd.js" →
 * "17896441.js"). The page itself (an HTML URL) is "(page)"; anything else without a URL is "(no script)".
 */
export function bundleName(url: string | undefined): string {
  if (!url) return '(no script)';
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  const file = pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return '(page)';
  const parts = file.slice(0, -3).split('.');
  // webpack names chunks [name].[contenthash].js; a hash is 8+ hex digits.
  if (parts.length > 1 && /^[0-9a-f]{8,}$/.test(parts[parts.length - 1])) parts.pop();
  return `${parts.join('.')}.js`;
}

/** The script a task's time is charged to: its first JS URL, as Lighthouse's bootup-time audit picks it. */
function taskScript(task: TaskLike): string | undefined {
  return task.attributableURLs.find((url) => /\.js(\?|$)/.test(url)) ?? task.attributableURLs[0];
}

/**
 * Main-thread time by Lighthouse task group and by bundle, and the long tasks, for the tasks that start
 * before `windowEndMs`. Self times add up to the main thread's busy time without double counting nested
 * tasks.
 */
export function breakdownTasks(tasks: readonly TaskLike[], windowEndMs: number): TaskBreakdown {
  const byGroup = Object.fromEntries(TASK_GROUPS.map((g) => [g, 0])) as Record<TaskGroupId, number>;
  const byBundle: Record<string, number> = {};
  const byEvent: Record<string, number> = {};
  const blockingByGroup = Object.fromEntries(TASK_GROUPS.map((g) => [g, 0])) as Record<TaskGroupId, number>;
  const longTasks: LongTask[] = [];
  let totalMs = 0;
  for (const task of tasks) {
    if (task.startTime >= windowEndMs || isMeasurement(task)) continue;
    const group = groupOf(task);
    byGroup[group] += task.selfTime;
    const event = `${group}/${task.event?.name ?? '?'}`;
    byEvent[event] = (byEvent[event] ?? 0) + task.selfTime;
    const bundle = bundleName(taskScript(task));
    byBundle[bundle] = (byBundle[bundle] ?? 0) + task.selfTime;
    totalMs += task.selfTime;
    if (!task.parent && task.duration > LONG_TASK_MS) {
      longTasks.push({
        startMs: task.startTime,
        durationMs: task.duration,
        blockingMs: task.duration - LONG_TASK_MS,
        bundle: bundleName(firstScriptInTree(task)),
      });
      const share = (task.duration - LONG_TASK_MS) / task.duration;
      // The task's blocking part is kept whole (it blocked input either way); only its split leaves the
      // profiler's self time out.
      for (const [g, ms] of Object.entries(selfTimeByGroup(task)))
        blockingByGroup[g as TaskGroupId] += ms * share;
    }
  }
  return {
    totalMs,
    byGroup,
    byBundle,
    byEvent,
    blockingByGroup,
    longTasks,
    longTaskBlockingMs: longTasks.reduce((sum, t) => sum + t.blockingMs, 0),
  };
}

/**
 * The profiler's own work (CpuProfiler::StartProfiling: V8 logging every function compiled so far when the
 * sampling profiler starts) is the measurement's, not the page's: left out of every figure here. Lighthouse's
 * TBT still includes it when it falls in a long task.
 */
function isMeasurement(task: TaskLike): boolean {
  return task.event?.name.startsWith('CpuProfiler::') ?? false;
}

function groupOf(task: TaskLike): TaskGroupId {
  return (TASK_GROUPS as readonly string[]).includes(task.group.id)
    ? (task.group.id as TaskGroupId)
    : 'other';
}

/** Self time per group over a task and everything nested in it. */
function selfTimeByGroup(task: TaskLike, into: Partial<Record<TaskGroupId, number>> = {}) {
  const group = groupOf(task);
  if (!isMeasurement(task)) into[group] = (into[group] ?? 0) + task.selfTime;
  for (const child of task.children) selfTimeByGroup(child, into);
  return into;
}

/** The first script attributed anywhere in a task's tree (a top-level RunTask has none of its own). */
function firstScriptInTree(task: TaskLike): string | undefined {
  const own = taskScript(task);
  if (own) return own;
  for (const child of task.children) {
    const found = firstScriptInTree(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The end of the measured window: the last resource's finish plus `afterMs` (2 000 ms: what a reader waits
 * before the page counts as settled). `finishTimesMs` are the trace's ResourceFinish times, ms from the
 * origin.
 * @throws Error when no resource finished (the page did not load).
 */
export function windowEnd(finishTimesMs: readonly number[], afterMs = 2000): number {
  if (finishTimesMs.length === 0) throw new Error('windowEnd: no ResourceFinish event in the trace');
  return Math.max(...finishTimesMs) + afterMs;
}

/**
 * The bucket a JS sample's time belongs to, from the original source of the sampled function (webpack source
 * map path, e.g. "webpack://site/./src/theme/TOC/index.tsx" or "./node_modules/react-dom/cjs/…"). Pseudo-frames
 * of V8's profiler keep their own names; `null` means the profile's idle time, which is not main-thread work.
 * Site code ("src/…") is labelled "site" because the stock site has a src/ too.
 */
export function sourceBucket(
  functionName: string,
  source: string | undefined,
  bundle: string,
): string | null {
  if (functionName === '(idle)' || functionName === '(root)') return null;
  if (functionName === '(program)') return '(browser: no JS on the stack)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (!source) return bundle === '(no script)' ? '(native or inline)' : `${bundle} (unmapped)`;
  const path = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^.*?\/node_modules\//, 'node_modules/');
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg === 'react-dom') return 'react-dom';
  if (pkg === 'react' || pkg === 'scheduler') return 'react, scheduler';
  if (pkg) return pkg;
  if (path.startsWith('webpack/')) return 'webpack runtime';
  if (path.startsWith('.docusaurus/') || path.includes('/.docusaurus/')) return 'generated .docusaurus/';
  const theme = /^src\/theme\/([^/.]+)/.exec(path);
  if (theme) return `site src/theme/${theme[1]}`;
  const client = /^src\/plugins\/([^/]+)\/client\//.exec(path);
  if (client) return `site src/plugins/${client[1]}/client`;
  const component = /^src\/components\/([^/.]+)/.exec(path);
  if (component) return `site src/components/${component[1]}`;
  if (path.startsWith('src/')) return `site ${path.split('/').slice(0, 2).join('/')}`;
  if (/^(docs|blog)\//.test(path) || /\.mdx?$/.test(path)) return 'content (MDX pages)';
  return path;
}

/** One node of a V8 CPU profile as the trace's ProfileChunk events carry it. */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
}

/** One sample: the sampled node and its time, ms from the trace's origin. */
export interface Sample {
  node: number;
  timeMs: number;
}

export interface SampleBreakdown {
  /** Self time per source bucket (sourceBucket), ms. */
  byBucket: Record<string, number>;
  /** Self time per bundle: the bundle of the innermost frame with a script URL (a native call such as
   * appendChild counts for the script that made it); samples with no script on the stack under their bucket.
   *
   */
  byBundle: Record<string, number>;
  /** Time with react-dom anywhere on the stack: React rendering, hydrating and committing, the components it
   * calls included. */
  underReactMs: number;
  /** Within underReactMs, self time per bucket (which components' code React spent it in). */
  underReactByBucket: Record<string, number>;
  /** Self time per function ("bucket › name @ source:line"), ms. */
  byFunction: Record<string, number>;
}

/** Where a frame came from in the original sources: the resolver answers from the bundle's source map. */
export type ResolveFrame = (frame: ProfileNode['callFrame']) => {
  source?: string;
  name?: string;
  line?: number;
};

/**
 * Longest gap charged to one sample: a longer one is the profiler pausing, not the sampled function running.
 */
const MAX_SAMPLE_MS = 20;

/**
 * Self time per bucket and per function from a CPU profile, for samples before `windowEndMs`. A sample's time
 * is the gap to the next sample (at most 20 ms); the last sample gets none.
 */
export function breakdownSamples(
  nodes: readonly ProfileNode[],
  samples: readonly Sample[],
  windowEndMs: number,
  resolve: ResolveFrame,
): SampleBreakdown {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  type Info = {bucket: string | null; fn: string; underReact: boolean; bundle: string | undefined};
  const info = new Map<number, Info>();
  const describe = (id: number): Info => {
    const known = info.get(id);
    if (known) return known;
    const node = byId.get(id);
    if (!node) return {bucket: '(unknown node)', fn: '(unknown node)', underReact: false, bundle: undefined};
    const {source, name, line} = node.callFrame.url ? resolve(node.callFrame) : {};
    const bucket = sourceBucket(
      node.callFrame.functionName,
      source,
      bundleName(node.callFrame.url || undefined),
    );
    const where = source ? `${source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '')}:${(line ?? 0) + 1}` : '';
    const fn = `${bucket} › ${name || node.callFrame.functionName || '(anonymous)'}${where ? ` @ ${where}` : ''}`;
    const parent = node.parent !== undefined ? describe(node.parent) : undefined;
    const result = {
      bucket,
      fn,
      underReact: Boolean(parent?.underReact) || bucket === 'react-dom',
      bundle: node.callFrame.url ? bundleName(node.callFrame.url) : parent?.bundle,
    };
    info.set(id, result);
    return result;
  };
  const byBucket: Record<string, number> = {};
  const byBundle: Record<string, number> = {};
  const underReactByBucket: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  let underReactMs = 0;
  for (let i = 0; i < samples.length - 1; i++) {
    if (samples[i].timeMs >= windowEndMs) break;
    const ms = Math.min(MAX_SAMPLE_MS, samples[i + 1].timeMs - samples[i].timeMs);
    const {bucket, fn, underReact, bundle} = describe(samples[i].node);
    if (bucket === null || ms <= 0) continue;
    byBucket[bucket] = (byBucket[bucket] ?? 0) + ms;
    byBundle[bundle ?? bucket] = (byBundle[bundle ?? bucket] ?? 0) + ms;
    byFunction[fn] = (byFunction[fn] ?? 0) + ms;
    if (underReact) {
      underReactMs += ms;
      underReactByBucket[bucket] = (underReactByBucket[bucket] ?? 0) + ms;
    }
  }
  return {byBucket, byBundle, underReactMs, underReactByBucket, byFunction};
}

/** A trace event of the fields read here (Chrome's trace event format; ts in µs). */
export interface TraceEventLike {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
      timeDeltas?: number[];
    };
  };
}

/**
 * The main thread's CPU profile from a trace's Profile and ProfileChunk events (category
 * disabled-by-default-v8.cpu_profiler): its nodes and samples, times in ms from `originUs` (the trace's time
 * origin, µs). Chunks of other threads are left out.
 * @throws Error when the thread has no Profile event (the category was not recorded).
 */
export function mainThreadProfile(
  events: readonly TraceEventLike[],
  thread: {pid: number; tid: number},
  originUs: number,
): {nodes: ProfileNode[]; samples: Sample[]} {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  if (!profile) throw new Error('mainThreadProfile: no Profile event on the main thread');
  const nodes: ProfileNode[] = [];
  const samples: Sample[] = [];
  let timeUs = profile.args?.data?.startTime ?? profile.ts;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
    const data = e.args?.data;
    nodes.push(...(data?.cpuProfile?.nodes ?? []));
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      timeUs += deltas[i] ?? 0;
      samples.push({node, timeMs: (timeUs - originUs) / 1000});
    });
  }
  // V8 can emit a sample slightly out of order across chunks; gaps are computed on sorted times.
  samples.sort((a, b) => a.timeMs - b.timeMs);
  return {nodes, samples};
}
