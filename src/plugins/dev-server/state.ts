/** The dev server's process-global state: `npm start`, the first compile, the background queue. */
import type {Compiler} from 'webpack';

/** Background job kinds in run order: the reader's figures, the next edit's needs, the playground's. */
const JOB_ORDER = ['figures', 'preview-worker', 'mdx-loader', 'runner-assets'] as const;
export type JobKind = (typeof JOB_ORDER)[number];

interface Job {
  kind: JobKind;
  run(): void;
}

/** The figures marker's state (./figures.ts), set when its webpack plugin is applied. */
export interface FiguresState {
  /** Markdown files being built, by absolute path: the loader context the remark plugin marks. */
  building: Map<string, {addDependency(file: string): void}>;
  /** Background drawings queued or running. */
  drawing: number;
  marker: string;
  /** Rewrites the marker, so webpack builds the pages that depend on it again. */
  touch(): void;
}

interface State {
  figures?: FiguresState;
  firstCompile: Promise<void>;
  firstCompileDone: boolean;
  resolveFirstCompile(): void;
  /** A compile runs: from webpack's `invalid`, `watchRun` or `compile` hook until `done` or `failed`. */
  compiling: boolean;
  /** A job has started and not yet settled. */
  running: boolean;
  queue: Job[];
  /** Keys of `runOnce` jobs queued, running or done in this process. */
  keys: Set<string>;
  /** Run before each `runner-assets` job, by name: each frees what an idle background resource holds. */
  releases: Map<string, () => void>;
}

/** On globalThis: plugin modules run again per reload, and remark plugins load through Node's require. */
const KEY = Symbol.for('react-figma-website.dev-server');

/** This process's state, created on first use. */
export function state(): State {
  const global = globalThis as unknown as Record<symbol, State | undefined>;
  if (!global[KEY]) {
    let resolve!: () => void;
    const firstCompile = new Promise<void>((r) => (resolve = r));
    global[KEY] = {
      firstCompile,
      firstCompileDone: false,
      resolveFirstCompile: resolve,
      compiling: false,
      running: false,
      queue: [],
      keys: new Set(),
      releases: new Map(),
    };
  }
  return global[KEY];
}

/** Whether this is `docusaurus start` (core 2.4.3's bin defaults `NODE_ENV=development`). */
export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** Whether this process is `docusaurus build` (@docusaurus/core 2.4.3's build sets `NODE_ENV=production`). */
export function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** Whether the dev server's first compile is done. */
export function firstCompileDone(): boolean {
  return state().firstCompileDone;
}

/** Starts the next job when the first compile is done, no compile runs and no job runs. */
function pump(): void {
  const s = state();
  if (!s.firstCompileDone || s.compiling || s.running || s.queue.length === 0) return;
  const rank = (job: Job) => JOB_ORDER.indexOf(job.kind);
  const next = s.queue.reduce((best, job) => (rank(job) < rank(best) ? job : best));
  s.queue.splice(s.queue.indexOf(next), 1);
  s.running = true;
  // An asset build is esbuild's biggest bundle: nothing idle should sit beside it (PERF-21).
  if (next.kind === 'runner-assets') for (const release of s.releases.values()) release();
  next.run();
}

/** Called when a job settles: the next one starts a turn later, so requests that waited are served first. */
function settled(): void {
  state().running = false;
  setImmediate(pump);
}

/** Queues `job` after the first compile, while no compile runs, one at a time, by `JOB_ORDER`. */
export function runInBackground<T>(kind: JobKind, job: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    state().queue.push({
      kind,
      run: () => Promise.resolve().then(job).then(resolve, reject).finally(settled),
    });
    void state().firstCompile.then(pump);
  });
}

/** `runInBackground` once per `key` per process; a failed job may come again. @returns undefined if seen. */
export function runOnce<T>(kind: JobKind, key: string, job: () => T | Promise<T>): Promise<T> | undefined {
  const s = state();
  if (s.keys.has(key)) return undefined;
  s.keys.add(key);
  const result = runInBackground(kind, job);
  result.catch(() => s.keys.delete(key));
  return result;
}

/**
 * Has `release` run before each runner-assets job (a build of the runner's assets). A later call with the
 * same `name` replaces it, as a plugin module that runs again per reload registers again.
 */
export function releaseBeforeAssetBuilds(name: string, release: () => void): void {
  state().releases.set(name, release);
}

/** Sets whether a compile runs; the end of the first one resolves the first-compile promise. */
export function compiling(running: boolean): void {
  const s = state();
  s.compiling = running;
  if (running) return;
  if (!s.firstCompileDone) {
    s.firstCompileDone = true;
    s.resolveFirstCompile();
  }
  // After the other `done` taps have sent the hot update and served the requests the compile held.
  setImmediate(pump);
}

/** The webpack plugin that drives the queue from the dev server's compiler hooks. */
export class BackgroundQueue {
  apply(compiler: Compiler): void {
    const start = () => compiling(true);
    compiler.hooks.invalid.tap('dev-server', start);
    compiler.hooks.watchRun.tap('dev-server', start);
    compiler.hooks.compile.tap('dev-server', start);
    compiler.hooks.done.tap({name: 'dev-server', stage: 100}, () => compiling(false));
    compiler.hooks.failed.tap('dev-server', () => compiling(false));
  }
}
