/**
 * Prism on a first load waits for the reader (src/plugins/code-highlighting/client/prismOnDemand.ts,
 * loadPrismOnIntent): nothing is fetched while the page loads; the first sign of interaction starts one load.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadPrismOnIntent} from '../../src/plugins/code-highlighting/client/prismOnDemand';

// First, while nothing is armed yet: a later test leaves the module armed.
test('PREFETCH-2: on a slow or data-saving connection an interaction loads nothing', () => {
  const target = new EventTarget();
  let loads = 0;
  loadPrismOnIntent(target, () => (loads++, Promise.resolve()), true);
  target.dispatchEvent(new Event('pointerover'));
  target.dispatchEvent(new Event('keydown'));
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
  target.dispatchEvent(new Event('keydown'));
  assert.equal(loads, 1, 'one load for the first interaction, the listeners removed');
  await new Promise((resolve) => setImmediate(resolve));
  fail = false;
  loadPrismOnIntent(target, load, false); // the failed load left it disarmed: the next island arms it again
  target.dispatchEvent(new Event('touchstart'));
  assert.equal(loads, 2);
});
