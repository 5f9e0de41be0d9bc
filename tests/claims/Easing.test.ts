/**
 * Easing: the formulas of the page's tables, compared with react-figma's curves run through the preview
 * engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, logged, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/Easing.mdx';
const SAMPLES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1];

/**
 * The first backticked cell after the name of a table row, as a JS function of `t` and `n` (π, cos, sqrt).
 */
function formulaOf(member: string): (t: number, n?: number) => number {
  const row = sentenceOf(PAGE, `| \`${member}(`);
  const cell = /^\|[^|]*\|\s*`([^`]+)`/.exec(row);
  assert.ok(cell, row);
  const js = cell[1].replace(/π/g, 'Math.PI').replace(/\b(cos|sqrt)\(/g, 'Math.$1(');
  return new Function('t', 'n', `return ${js};`) as (t: number, n?: number) => number;
}

test('Easing: linear, quad, cubic, sin, circle and exp follow the formulas in the "Easing curves" table', async () => {
  const names = ['linear', 'quad', 'cubic', 'sin', 'circle', 'exp'];
  const [curves] = (await logged(
    'Easing',
    `const samples = ${JSON.stringify(SAMPLES)};
console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(names)}.map((n) => [n, samples.map((t) => (Easing as unknown as Record<string, (t: number) => number>)[n](t))]))));`,
  )) as [Record<string, number[]>];
  for (const name of names) {
    const formula = formulaOf(name);
    SAMPLES.forEach((t, i) => assert.ok(Math.abs(curves[name][i] - formula(t)) < 1e-9, `${name}(${t})`));
  }
});

test('Easing: "`step0(n)` | `1` when `n` is greater than 0", "`step1(n)` | `1` when `n` is 1 or greater", "`ease(t)` … the cubic Bézier `(0.42, 0, 1, 1)`", "`poly(n)` | `t ** n`", "`out(easing)` … `1 - easing(1 - t)`", "`in(easing)` | `easing` unchanged"', async () => {
  assertPageSays(PAGE, '| `step0(n)`', '`1` when `n` is greater than 0, otherwise `0`');
  assertPageSays(PAGE, '| `step1(n)`', '`1` when `n` is 1 or greater, otherwise `0`');
  assertPageSays(PAGE, '| `ease(t)`', 'the cubic Bézier `(0.42, 0, 1, 1)`');
  assertPageSays(PAGE, '| `in(easing)`', '`easing` unchanged');
  const poly = formulaOf('poly');
  const out = sentenceOf(PAGE, '| `out(easing)`');
  assert.ok(out.includes('`1 - easing(1 - t)`'));
  const [values] = (await logged(
    'Easing',
    `const samples = ${JSON.stringify(SAMPLES)};
const steps = [-0.5, 0, 0.001, 0.999, 1, 1.5];
console.log(JSON.stringify({
  step0: steps.map(Easing.step0), step1: steps.map(Easing.step1),
  ease: samples.map((t) => Easing.ease(t) - Easing.bezier(0.42, 0, 1, 1)(t)),
  poly4: samples.map(Easing.poly(4)),
  out: samples.map((t) => Easing.out(Easing.cubic)(t) - (1 - Easing.cubic(1 - t))),
  in: samples.map((t) => Easing.in(Easing.quad)(t) - Easing.quad(t)),
}));`,
  )) as [Record<string, number[]>];
  assert.deepEqual(values.step0, [0, 0, 1, 1, 1, 1]);
  assert.deepEqual(values.step1, [0, 0, 0, 0, 1, 1]);
  for (const key of ['ease', 'out', 'in'])
    assert.ok(
      values[key].every((d) => Math.abs(d) < 1e-9),
      key,
    );
  SAMPLES.forEach((t, i) => assert.ok(Math.abs(values.poly4[i] - poly(t, 4)) < 1e-9, `poly(4)(${t})`));
});

test('Easing: "a value `N` above 1 crosses its target about `N` times and overshoots it about `N / 2` times"; the default overshoots once', async () => {
  assertPageSays(
    PAGE,
    '| `elastic(',
    "`0` doesn't overshoot; the default overshoots a little once; a value `N` above 1 crosses its target about `N` times and overshoots it about `N / 2` times",
  );
  const ns = [0, 1, 2, 3, 4, 5, 6, 8];
  const [curves] = (await logged(
    'Easing',
    `console.log(JSON.stringify(${JSON.stringify(ns)}.map((n) => {
  const f = Easing.elastic(n);
  return Array.from({length: 4001}, (_, i) => f(i / 4000));
})));`,
  )) as [number[][]];
  ns.forEach((n, k) => {
    // Offsets from the target; a sample within 1e-9 of it (the curve's ends, a crossing hit exactly) has no
    // side.
    const d = curves[k].map((y) => (Math.abs(y - 1) < 1e-9 ? 0 : y - 1));
    const sides = d.filter((v) => v !== 0).map(Math.sign);
    const crossings = sides.filter((s, i) => i > 0 && s !== sides[i - 1]).length;
    const overshoots = d.filter((v, i) => v > 0 && v >= (d[i - 1] ?? -1) && v > (d[i + 1] ?? -1)).length;
    assert.equal(crossings, n, `elastic(${n}) crosses 1 ${n} times`);
    assert.equal(overshoots, Math.ceil(n / 2), `elastic(${n}) has ${Math.ceil(n / 2)} peaks above 1`);
  });
});
