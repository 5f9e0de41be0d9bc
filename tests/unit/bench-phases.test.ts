/**
 * scripts/perf/bench.ts: which phases each command line of the file header runs, and in which order.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PHASES, type BenchOptions} from '../../scripts/perf/bench';

const DEFAULTS: BenchOptions = {
  runs: 3,
  navRuns: 5,
  tapRuns: 11,
  buildRuns: 1,
  samples: 20,
  freshStock: false,
  skipLighthouse: false,
  skipApplied: false,
  skipPhones: false,
  onlyPhones: false,
};

const phasesWith = (changes: Partial<BenchOptions>) =>
  PHASES.filter((p) => p.when({...DEFAULTS, ...changes})).map((p) => p.name);

const ALWAYS = ['playground', 'prefetched navigation'];

test('a plain run measures everything, page loads first and navigation last', () => {
  const all = phasesWith({});
  assert.deepEqual(new Set(all), new Set(PHASES.map((p) => p.name)));
  assert.equal(all[0], 'page loads');
  assert.equal(all.at(-1), 'prefetched navigation');
  assert.ok(
    all.indexOf('Lighthouse, simulated') < all.indexOf('phone classes'),
    'phones after the host is read',
  );
});

test('the options leave out what scripts/perf/README.md says', () => {
  assert.deepEqual(new Set(phasesWith({skipLighthouse: true})), new Set(['page loads', ...ALWAYS]));
  assert.deepEqual(
    new Set(phasesWith({skipApplied: true})),
    new Set(['page loads', ...ALWAYS, 'Lighthouse, simulated', 'phone classes']),
  );
  assert.deepEqual(
    new Set(phasesWith({skipPhones: true})),
    new Set(['page loads', ...ALWAYS, 'Lighthouse, simulated', 'Lighthouse, applied']),
  );
  assert.deepEqual(new Set(phasesWith({onlyPhones: true})), new Set([...ALWAYS, 'phone classes']));
});
