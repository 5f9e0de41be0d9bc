/**
 * StyleSheet: what each member returns, and what `absoluteFill` draws in a padded parent, run through the
 * preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, closeEngine, draw, logged, sentenceOf} from '../helpers/claims';

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

test('StyleSheet: "In a 320 × 180 parent with 16 px padding, the overlay is 288 × 148 at 0, 0"; both workarounds cover it', async () => {
  const sentence = sentenceOf(PAGE, '- `absoluteFill` stretches a child');
  assert.ok(!sentence.includes('In most layouts the result is the same'), sentence);
  assert.ok(sentence.includes('the overlay is 288 × 148 at 0, 0'), sentence);
  assert.ok(sentence.includes("`{position: 'absolute', width: 320, height: 180}`"), sentence);
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, StyleSheet',
      `<View name="Padded" style={{width: 320, height: 180, padding: 16}}>
        <View style={{width: 50, height: 20, backgroundColor: '#00ff00'}} />
        <View name="Overlay" style={[StyleSheet.absoluteFill, {backgroundColor: '#ff0000'}]} />
        <View name="Sized" style={{position: 'absolute', width: 320, height: 180, backgroundColor: '#0000ff'}} />
      </View>
      <View name="Outer" style={{width: 320, height: 180}}>
        <View name="Inner" style={{padding: 16}}><View style={{width: 50, height: 20, backgroundColor: '#00ff00'}} /></View>
        <View name="Fill" style={[StyleSheet.absoluteFill, {backgroundColor: '#ff0000'}]} />
      </View>`,
    ),
  });
  const box = (name: string) => {
    const l = byName(name);
    return [l.x, l.y, l.width, l.height];
  };
  assert.deepEqual(box('Overlay'), [0, 0, 288, 148]);
  assert.deepEqual(box('Sized'), [0, 0, 320, 180], 'the parent’s size in pixels');
  assert.deepEqual(box('Fill'), [0, 0, 320, 180], 'the padding moved to an inner View');
});
