/**
 * StyleSheet: what each member returns, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, logged, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/StyleSheet.mdx';
const row = (member: string) => sentenceOf(PAGE, `| \`${member}`);

test('StyleSheet: the API table — `create` and `resolve` return their argument, `flatten` and `compose` merge, the constants', async () => {
  assert.ok(row('create(').includes('Returns `styles` unchanged'));
  assert.ok(row('resolve(').includes('Returns `value` unchanged'));
  assert.ok(
    row('flatten(').includes(
      '(later keys win) into a new object. An object is returned as it is; a missing value gives `{}`',
    ),
  );
  assert.ok(
    row('compose(').includes('`style2` wins. At runtime a missing argument counts as an empty object'),
  );
  assert.ok(row('hairlineWidth').includes('`1`'));
  assert.ok(
    row('absoluteFill`').includes("`{position: 'absolute', left: 0, top: 0, width: '100%', height: '100%'}`"),
  );
  assert.ok(row('absoluteFillObject').includes('The same object as `absoluteFill`'));
  const [values] = await logged(
    'StyleSheet',
    `const styles = {a: {width: 1}};
const a = {width: 1, height: 2};
const b = {width: 3};
const flat = StyleSheet.flatten([a, b]);
console.log(JSON.stringify({
  created: StyleSheet.create(styles) === styles,
  resolved: StyleSheet.resolve(styles) === styles,
  flat, flatIsNew: flat !== a && flat !== b,
  flatObject: StyleSheet.flatten(a as never) === a,
  flatMissing: StyleSheet.flatten(undefined as never),
  composed: StyleSheet.compose(a, b),
  composedMissing: StyleSheet.compose(a, undefined as never),
  hairline: StyleSheet.hairlineWidth,
  fill: StyleSheet.absoluteFill,
  same: StyleSheet.absoluteFill === StyleSheet.absoluteFillObject,
}));`,
  );
  assert.deepEqual(values, {
    created: true,
    resolved: true,
    flat: {width: 3, height: 2},
    flatIsNew: true,
    flatObject: true,
    flatMissing: {},
    composed: {width: 3, height: 2},
    composedMissing: {width: 1, height: 2},
    hairline: 1,
    fill: {position: 'absolute', left: 0, top: 0, width: '100%', height: '100%'},
    same: true,
  });
});
