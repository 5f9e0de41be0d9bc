/**
 * The sandbox relay (src/figma-runner/browser/relay.ts), its esbuild bundle run in a Node vm with a fake
 * parent page and a fake Worker: only the parent is heard, a worker per render, one at a time, kept for its
 * window's events until the next render; the watchdog answers for a worker that never does and starts a fresh
 * one, unless it says it is alive (PLAY-5, PLAY-10).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {build} from 'esbuild';
import {WATCHDOG_MS} from '../../src/figma-runner/browser/limits';
import type {RunnerMessage} from '../../src/figma-runner/protocol/messages';

/** A fake worker: records what it is sent; the test answers through `reply`. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: RunnerMessage[] = [];
  terminated = false;
  onmessage: ((event: {data: unknown}) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: RunnerMessage): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: RunnerMessage): void {
    this.onmessage?.({data});
  }
}

async function startRelay() {
  const {outputFiles} = await build({
    entryPoints: ['src/figma-runner/browser/relay.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  FakeWorker.started = [];
  const toPage: RunnerMessage[] = [];
  const parent = {postMessage: (message: RunnerMessage) => toPage.push(message)};
  const stranger = {};
  let listener: ((event: {source: unknown; data: unknown}) => void) | undefined;
  const timers: {fn: () => void; ms: number; cleared?: boolean}[] = [];
  const context = vm.createContext({
    parent,
    Worker: FakeWorker,
    Blob: class {},
    URL: {createObjectURL: () => 'blob:engine'},
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}) - 1,
    clearTimeout: (handle?: number) => {
      if (handle !== undefined && timers[handle]) timers[handle].cleared = true;
    },
    addEventListener: (type: string, fn: typeof listener) => {
      if (type === 'message') listener = fn;
    },
  });
  vm.runInContext(outputFiles[0].text, context);
  /** Engine bytes as the page transfers them: an ArrayBuffer of the relay's own realm. */
  const engine = (): ArrayBuffer => vm.runInContext('new ArrayBuffer(1)', context) as ArrayBuffer;
  const fromPage = (data: RunnerMessage, source: unknown = parent) => listener?.({source, data});
  return {toPage: () => plain(toPage), fromPage, stranger, timers, engine};
}

/** Messages made in the vm's realm, as plain objects of this one (deepEqual compares prototypes). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const render = (id: number): RunnerMessage => ({
  type: 'render',
  id,
  files: {'src/App.tsx': ''},
  active: 'src/App.tsx',
});

test('the relay announces itself and ignores messages from anything but its parent', async () => {
  const {toPage, fromPage, stranger, engine} = await startRelay();
  assert.deepEqual(toPage(), [{type: 'relay-ready'}]);
  fromPage({type: 'boot', engine: engine()}, stranger);
  assert.equal(FakeWorker.started.length, 0, 'a stranger cannot start the engine');
  fromPage({type: 'boot', engine: engine()});
  assert.equal(FakeWorker.started.length, 1);
});

test('renders wait for a ready worker, one worker each; a later request replaces a waiting one', async () => {
  const {toPage, fromPage, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  const [worker] = FakeWorker.started;
  fromPage(render(1));
  assert.equal(worker.sent.length, 0, 'nothing is sent before the worker is ready');
  worker.reply({type: 'ready'});
  assert.deepEqual(
    plain(worker.sent).map((m) => m.type === 'render' && m.id),
    [1],
  );
  fromPage(render(2));
  fromPage(render(3));
  const result = {ok: false as const, kind: 'runtime' as const, message: 'x'};
  worker.reply({type: 'result', id: 1, result});
  assert.deepEqual(toPage().slice(-1), [{type: 'result', id: 1, result}]);
  assert.ok(!worker.terminated, 'the answered run stays for its window');
  assert.equal(FakeWorker.started.length, 2, 'the next worker starts as the render answers');
  const next = FakeWorker.started[1];
  assert.equal(next.sent.length, 0, 'the waiting render waits for it to load');
  next.reply({type: 'ready'});
  assert.deepEqual(
    plain(next.sent).map((m) => m.type === 'render' && m.id),
    [3],
  );
  assert.equal(worker.sent.length, 1, 'the first worker got nothing more');
  assert.ok(worker.terminated, 'a worker runs one plugin: it ends as the next render starts');
});

const uiEvent = (id: number): RunnerMessage => ({type: 'ui-event', id, event: {target: 1, type: 'click'}});
const answer = (closed = false) => ({
  ok: false as const,
  kind: 'runtime' as const,
  message: 'x',
  window: {
    shown: true,
    visible: true,
    width: 300,
    height: 200,
    themeColors: false,
    closed,
    toasts: [],
    html: '<p data-rfw="1"></p>',
  },
});

test('an event goes to the last run; its answer keeps it; a closed window ends it; without a run it fails', async () => {
  const {toPage, fromPage, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  fromPage({type: 'dom', code: 'dom bundle'});
  const [first] = FakeWorker.started;
  first.reply({type: 'ready'});
  assert.deepEqual(plain(first.sent), [{type: 'dom', code: 'dom bundle'}], 'the DOM reaches a ready worker');
  first.reply({type: 'loaded'});
  fromPage(uiEvent(1));
  const none = toPage().at(-1);
  assert.ok(
    none?.type === 'result' && none.id === 1 && !none.result.ok && /not running/.test(none.result.message),
  );
  fromPage(render(2));
  first.reply({type: 'result', id: 2, result: answer()});
  const prepared = FakeWorker.started[1];
  prepared.reply({type: 'ready'});
  assert.deepEqual(plain(prepared.sent), [{type: 'dom', code: 'dom bundle'}], 'and every next worker');
  prepared.reply({type: 'loaded'});
  fromPage(uiEvent(3));
  assert.deepEqual(plain(first.sent.at(-1)), uiEvent(3), 'the event goes to the run that drew the window');
  assert.equal(prepared.sent.length, 1);
  first.reply({type: 'result', id: 3, result: answer()});
  assert.deepEqual(plain(toPage().at(-1)), {type: 'result', id: 3, result: answer()});
  assert.ok(!first.terminated && FakeWorker.started.length === 2, 'no new worker for an event');
  fromPage(uiEvent(4));
  first.reply({type: 'result', id: 4, result: answer(true)});
  assert.ok(first.terminated, 'closePlugin or figma.ui.close ends the run');
  fromPage(uiEvent(5));
  const ended = toPage().at(-1);
  assert.ok(ended?.type === 'result' && ended.id === 5 && !ended.result.ok);
});

test("the watchdog ends a run stuck in an event's handler; the prepared worker stays for the next render", async () => {
  const {toPage, fromPage, timers, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  const [first] = FakeWorker.started;
  first.reply({type: 'ready'});
  fromPage(render(1));
  first.reply({type: 'result', id: 1, result: answer()});
  fromPage(uiEvent(2));
  timers.at(-1)!.fn();
  const last = toPage().at(-1);
  assert.ok(last?.type === 'result' && last.id === 2 && !last.result.ok && last.result.kind === 'timeout');
  assert.ok(first.terminated, 'the looping run is stopped');
  assert.equal(FakeWorker.started.length, 2, 'the prepared worker is not replaced');
  assert.ok(!FakeWorker.started[1].terminated);
});

test('the watchdog answers with a timeout after WATCHDOG_MS and starts a fresh worker', async () => {
  const {toPage, fromPage, timers, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  FakeWorker.started[0].reply({type: 'ready'});
  fromPage(render(7));
  const watchdog = timers.at(-1)!;
  assert.equal(watchdog.ms, WATCHDOG_MS);
  watchdog.fn();
  const last = toPage().at(-1);
  assert.ok(last?.type === 'result' && last.id === 7 && !last.result.ok && last.result.kind === 'timeout');
  assert.equal(FakeWorker.started.length, 2);
  assert.ok(FakeWorker.started[0].terminated);
});

test("a render's `alive` restarts its watchdog; another render's does not, and silence still ends it", async () => {
  const {toPage, fromPage, timers, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  const [worker] = FakeWorker.started;
  worker.reply({type: 'ready'});
  fromPage(render(8));
  const first = timers.length - 1;
  worker.reply({type: 'alive', id: 8});
  assert.ok(timers[first].cleared, 'the first watchdog is cleared');
  const second = timers.length - 1;
  assert.ok(second > first && timers[second].ms === WATCHDOG_MS && !timers[second].cleared);
  worker.reply({type: 'alive', id: 5});
  assert.equal(timers.length - 1, second, "a stale render's alive arms nothing");
  assert.ok(!toPage().some((m) => m.type === 'result'), 'alive is not passed on to the page');
  timers[second].fn();
  const last = toPage().at(-1);
  assert.ok(last?.type === 'result' && last.id === 8 && !last.result.ok && last.result.kind === 'timeout');
  assert.equal(FakeWorker.started.length, 2);
});

test('a render waits, unwatched, until the worker has loaded the DOM and parser it was sent', async () => {
  const {fromPage, timers, engine} = await startRelay();
  fromPage({type: 'boot', engine: engine()});
  const [worker] = FakeWorker.started;
  worker.reply({type: 'ready'});
  fromPage({type: 'dom', code: 'dom bundle'});
  fromPage({type: 'parser', code: 'parser bundle'});
  fromPage(render(1));
  const armed = () => timers.filter((t) => t.ms === WATCHDOG_MS && !t.cleared).length;
  assert.deepEqual(
    plain(worker.sent).map((m) => m.type),
    ['dom', 'parser'],
    'the render is held while the scripts load',
  );
  assert.equal(armed(), 0, 'no watchdog runs while a slow host parses the bundles');
  worker.reply({type: 'loaded'});
  assert.equal(worker.sent.length, 2, 'one script still loading');
  worker.reply({type: 'loaded'});
  assert.deepEqual(plain(worker.sent.at(-1)), render(1));
  assert.equal(armed(), 1, 'the watchdog starts with the render');
});
