/**
 * src/plugins/idle-prefetch: routes are prefetched one per idle period, never inside the call that asks for
 * them (PREFETCH-1 kept, PERF-12); preloads still run at once; the client module wraps whatever core assigns
 * to `window.docusaurus`; the plugin refuses to start when core no longer assigns or calls that object.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  withIdlePrefetch,
} from '../../src/plugins/idle-prefetch/client/prefetchQueue';
import {CORE_INTERNALS, checkCoreInternals} from '../../src/plugins/idle-prefetch';
import {withFakePackage} from '../helpers/fakePackage';
import {installIdlePrefetch} from '../../src/plugins/idle-prefetch/client/index';

/** A fake `requestIdleCallback`: idle tasks wait in `tasks` until `runIdlePeriod` runs the oldest. */
function fakeIdle() {
  const tasks: {task: () => void; timeout?: number}[] = [];
  Object.assign(globalThis, {
    requestIdleCallback: (task: () => void, options?: {timeout?: number}) =>
      tasks.push({task, timeout: options?.timeout}),
  });
  return {tasks, runIdlePeriod: () => tasks.shift()?.task()};
}

/** A stand-in for core's object that records its calls. */
function recordingApi() {
  const calls: string[] = [];
  return {
    calls,
    api: {
      prefetch: (routePath: string) => calls.push(`prefetch ${routePath}`),
      preload: (routePath: string) => calls.push(`preload ${routePath}`),
    },
  };
}

test('prefetches wait for idle periods, one route each, oldest first, each route once', () => {
  const {tasks, runIdlePeriod} = fakeIdle();
  const {calls, api} = recordingApi();
  const queued = withIdlePrefetch(api);
  // What opening the phone menu does: many links come on screen in one callback.
  for (const route of ['/docs/installation', '/docs/configure', '/docs/installation', '/docs/styling'])
    queued.prefetch(route);
  assert.deepEqual(calls, [], 'nothing is prefetched in the calling task');
  assert.equal(tasks.length, 1, 'one idle task at a time');
  assert.equal(tasks[0].timeout, PREFETCH_IDLE_TIMEOUT_MS, 'a busy page still prefetches after the timeout');
  runIdlePeriod();
  assert.deepEqual(calls, ['prefetch /docs/installation']);
  runIdlePeriod();
  runIdlePeriod();
  assert.deepEqual(calls, [
    'prefetch /docs/installation',
    'prefetch /docs/configure',
    'prefetch /docs/styling',
  ]);
  assert.equal(tasks.length, 0, 'no idle task is left once the queue is empty');
  // A route asked for later is queued again (core's own prefetch skips what it has fetched).
  queued.prefetch('/docs/styling');
  assert.equal(tasks.length, 1);
  delete (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback;
});

test('a preload (the reader hovers or touches a link) runs at once, even with prefetches queued', () => {
  fakeIdle();
  const {calls, api} = recordingApi();
  const queued = withIdlePrefetch(api);
  queued.prefetch('/docs/configure');
  queued.preload('/docs/running');
  assert.deepEqual(calls, ['preload /docs/running']);
  assert.ok(Object.isFrozen(queued), 'frozen, as the object it stands in for');
  delete (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback;
});

test('the client module wraps the object core assigns to window.docusaurus, behind an accessor set up earlier', () => {
  const {tasks, runIdlePeriod} = fakeIdle();
  type Api = {prefetch(p: string): unknown; preload(p: string): unknown};
  const fakeWindow = {} as {docusaurus?: Api};
  // An earlier script's accessor that records what it is given and hands out its own wrapper.
  const seenByEarlier: string[] = [];
  let earlierValue: Api | undefined;
  Object.defineProperty(fakeWindow, 'docusaurus', {
    configurable: true,
    get: () => earlierValue,
    set: (value: Api) => {
      earlierValue = {...value, prefetch: (p: string) => (seenByEarlier.push(p), value.prefetch(p))};
    },
  });
  installIdlePrefetch(fakeWindow);
  const {calls, api} = recordingApi();
  fakeWindow.docusaurus = api; // what clientEntry.js does
  fakeWindow.docusaurus!.prefetch('/docs/hmr'); // what <Link> does
  assert.deepEqual(calls, []);
  assert.equal(tasks.length, 1);
  runIdlePeriod();
  assert.deepEqual(calls, ['prefetch /docs/hmr']);
  assert.deepEqual(seenByEarlier, ['/docs/hmr'], "the earlier accessor's object is the one the queue calls");
  delete (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback;
});

test('installing twice on one window (the dev server reloading the module) still queues each prefetch once', () => {
  const {tasks, runIdlePeriod} = fakeIdle();
  const fakeWindow = {} as {docusaurus?: {prefetch(p: string): unknown}};
  installIdlePrefetch(fakeWindow);
  installIdlePrefetch(fakeWindow);
  const {calls, api} = recordingApi();
  fakeWindow.docusaurus = api;
  fakeWindow.docusaurus!.prefetch('/docs/hmr');
  // One wrapper: one idle period, then core's prefetch. Two would need two idle periods.
  assert.equal(tasks.length, 1);
  runIdlePeriod();
  assert.deepEqual(calls, ['prefetch /docs/hmr']);
  assert.equal(tasks.length, 0);
  delete (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback;
});

test('the installed @docusaurus/core still assigns and calls window.docusaurus as the plugin relies on', () => {
  assert.doesNotThrow(() => checkCoreInternals());
});

test('a core that no longer calls window.docusaurus.prefetch stops the plugin with the file named', () => {
  withFakePackage(
    CORE_INTERNALS,
    ({file}) => (file.endsWith('Link.js') ? 'prefetch(targetLink);' : undefined),
    (core) =>
      assert.throws(
        () => checkCoreInternals(core),
        (error: Error) => error.message.includes(path.join(core, 'lib/client/exports/Link.js')),
      ),
  );
});
