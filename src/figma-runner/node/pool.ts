/** The parent side of ./previewWorker.ts: one worker thread, one request at a time, restarted if it dies. */
import {Worker} from 'node:worker_threads';
import type {UiEvent} from '../protocol/messages';
import type {
  NodeShellMessage,
  NodeShellRequest,
  NodeShellResult,
  NodeShellUiEventRequest,
} from '../protocol/run';
import {workerScript} from './realmCache';

interface Pending {
  id: number;
  /** A render (`live`: its run kept for events) or a reader's event on the live run. */
  request: Omit<NodeShellRequest, 'id'> | Omit<NodeShellUiEventRequest, 'id'>;
  resolve: (r: NodeShellResult) => void;
}

/** Extra time the parent allows over the worker's own settle timeout before it kills the worker (ms). */
const KILL_GRACE_MS = 5000;

export class PreviewPool {
  private child?: Worker;
  private ready?: Promise<void>;
  private queue: Pending[] = [];
  private busy?: Pending;
  private nextId = 1;
  /** Bumped by `close()`, so a start still building the worker's file forks nothing. */
  private generation = 0;
  private killTimer?: NodeJS.Timeout;

  /**
   * @param cwd the site folder (node_modules, tsconfig).
   * @param starterDir examples/starter.
   */
  constructor(
    private readonly cwd: string,
    private readonly starterDir: string,
  ) {}

  /** Renders `entry` of compiled `files`; a crash or timeout (ms) gives `{ok: false}`. `origins`: INSP-1. */
  render(
    files: Record<string, string>,
    entry: string,
    timeoutMs = 8000,
    origins = false,
    live = false,
  ): Promise<NodeShellResult> {
    return this.enqueue({files, entry, timeoutMs, ...(origins && {origins}), ...(live && {live})});
  }

  /**
   * A reader's action on the window of the last render, which must have been `live`; the result is the run
   * settled again (within `timeoutMs`), with the window's new `html`.
   */
  uiEvent(uiEvent: UiEvent, timeoutMs = 8000): Promise<NodeShellResult> {
    return this.enqueue({uiEvent, timeoutMs});
  }

  private enqueue(request: Pending['request']): Promise<NodeShellResult> {
    return new Promise((resolve) => {
      this.queue.push({id: this.nextId++, request, resolve});
      void this.pump();
    });
  }

  /** Starts the worker now, idle (no process kept alive), so the first `render` does not wait. */
  warm(): void {
    // A failed start is reported by the next render.
    if (!this.ready) this.start().catch(() => undefined);
  }

  /** Stops the worker (the pool starts a new one on the next request). */
  close(): void {
    this.generation += 1;
    void this.child?.terminate();
    this.child = undefined;
    this.ready = undefined;
  }

  private idle(on: boolean): void {
    if (on) this.child?.unref();
    else this.child?.ref();
  }

  private start(): Promise<void> {
    this.ready = this.spawn(this.generation);
    return this.ready;
  }

  /** Forks the worker's file (built on a miss); ready once the worker says so. @throws on a miss's build. */
  private async spawn(generation: number): Promise<void> {
    const {file, key} = await workerScript(this.cwd);
    if (generation !== this.generation)
      throw new Error('the preview pool was closed while its worker started');
    // A thread, not a process: no second Node in memory (PERF-21). Plain JS: none of the parent's flags.
    const child = new Worker(file, {
      workerData: {cwd: this.cwd, starterDir: this.starterDir, key},
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    child.stdout.resume();
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + String(d)).slice(-4000);
    });
    child.on('error', (e) => {
      stderr = `${stderr}${String(e?.stack ?? e)}\n`.slice(-4000);
    });
    this.child = child;
    if (!this.busy) this.idle(true);
    const ready = new Promise<void>((resolve) => {
      child.on('message', (text: string) => {
        const msg = JSON.parse(text) as NodeShellMessage;
        if (msg.ready) {
          resolve();
          return;
        }
        const {id, ...result} = msg;
        if (this.busy && id === this.busy.id) this.finish(result);
      });
    });
    child.on('exit', (code) => {
      if (this.child === child) {
        this.child = undefined;
        this.ready = undefined;
      }
      if (this.busy) {
        this.finish({ok: false, error: `the preview worker died (exit ${code}): ${stderr}`, logs: []});
      }
    });
    return ready;
  }

  private finish(result: NodeShellResult): void {
    clearTimeout(this.killTimer);
    const done = this.busy;
    this.busy = undefined;
    done?.resolve(result);
    // An idle worker must not keep a finished build's process alive.
    if (this.queue.length === 0) this.idle(true);
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.busy || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.busy = job;
    try {
      await (this.ready ?? this.start());
    } catch (e) {
      this.ready = undefined;
      this.finish({ok: false, error: `the preview worker could not start: ${String(e)}`, logs: []});
      return;
    }
    this.idle(false);
    this.killTimer = setTimeout(() => {
      // The worker missed its own deadline (a synchronous loop): stop it; the exit handler fails the job.
      void this.child?.terminate();
    }, job.request.timeoutMs + KILL_GRACE_MS);
    this.child!.postMessage(JSON.stringify({id: job.id, ...job.request}));
  }
}
