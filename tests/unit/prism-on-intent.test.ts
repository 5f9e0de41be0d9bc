/**
 * Prism on a first load waits for the reader (src/plugins/code-highlighting/client/prismOnDemand.ts,
 * loadPrismOnIntent): nothing is fetched while the page loads; the first sign of interaction starts one load,
 * in an idle period after the next paint rather than inside the event's handler (PERF-12).
 */
// Own process: it stubs requestAnimationFrame and requestIdleCallback on globalThis when it loads.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadPrismOnIntent} from '../../src/plugins/code-highlighting/client/prismOnDemand';

// Node has no frames: a frame callback runs in a task of its own, as the browser's would before its paint.
// Idle periods come when a test says so (`idlePeriod`).
const idleTasks: (() => void)[] = [];
Object.assign(globalThis, {
  requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
  cancelAnimationFrame: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  requestIdleCallback: (task: () => void) => idleTasks.push(task),
});
/** Runs the idle tasks waiting now, as the browser's next idle period would. */
const idlePeriod = () => idleTasks.splice(0).forEach((task) => task());
/** Lets a frame and the timer set in it run. */
const afterFrame = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Waits until `done()` holds (the frame's timer may run late on a busy host), at most 2 s. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!done() && Date.now() < deadline) await afterFrame();
}

// First, while nothing is armed yet: a later test leaves the module armed.
test('PREFETCH-2: on a slow or data-saving connection an interaction loads nothing', async () => {
  const target = new EventTarget();
  let loads = 0;
  loadPrismOnIntent(target, () => (loads++, Promise.resolve()), true);
  target.dispatchEvent(new Event('pointerover'));
  target.dispatchEvent(new Event('keydown'));
  await afterFrame();
  idlePeriod();
  assert.equal(loads, 0);
});

test('Prism loads at the first interaction, once, and is armed again after a failed load', async () => {
  const target = new EventTarget();
  let loads = 0;
  let fail = true;
  const load = () => {
    loads++;
    return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
  };
  loadPrismOnIntent(target, load, false);
  loadPrismOnIntent(target, load, false); // a second island on the page arms nothing more
  assert.equal(loads, 0, 'no load before any interaction');
  target.dispatchEvent(new Event('pointerover'));
  assert.equal(loads, 0, 'nothing is requested inside the event handler');
  target.dispatchEvent(new Event('keydown'));
  await until(() => idleTasks.length > 0);
  assert.equal(loads, 0, 'after the paint, the load waits for an idle period');
  idlePeriod();
  await afterFrame();
  idlePeriod();
  assert.equal(
    loads,
    1,
    'one load for the first interaction, in idle time after the paint, the listeners removed',
  );
  fail = false;
  loadPrismOnIntent(target, load, false); // the failed load left it disarmed: the next island arms it again
  target.dispatchEvent(new Event('touchstart'));
  await until(() => idleTasks.length > 0);
  idlePeriod();
  assert.equal(loads, 2);
});
