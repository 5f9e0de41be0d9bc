/**
 * Rectangle: which of `fills` and `backgroundColor` wins, `x`/`y` against Yoga, and omitted props reset, run
 * through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, appRerendered, assertPageSays, closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/rectangle.mdx';

test('rectangle: "An explicit `fills` prop wins over `style.backgroundColor`"', async () => {
  assertPageSays(PAGE, '**Paint.**', 'An explicit `fills` prop wins over `style.backgroundColor`');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Rectangle',
      `<Rectangle name="R" fills={[{type: 'SOLID', color: {r: 0, g: 0, b: 1}}]} style={{width: 10, height: 10, backgroundColor: '#ff0000'}} />`,
    ),
  });
  assert.deepEqual(
    (byName('R').props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 0, g: 0, b: 1}],
  );
});

test('rectangle: "The `x` and `y` props exist, but the Yoga layout result overrides them, as it does `width` and `height`"', async () => {
  assertPageSays(PAGE, '**Placement.**', 'the Yoga layout result overrides them');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Rectangle',
      `<View name="Box" style={{width: 100, height: 100}}>
         <Rectangle name="First" style={{width: 10, height: 10}} />
         <Rectangle name="R" x={70} y={70} width={50} height={50} style={{width: 20, height: 20}} />
       </View>`,
    ),
  });
  const box = byName('Box');
  const r = byName('R');
  assert.deepEqual([r.x - box.x, r.y - box.y, r.width, r.height], [0, 10, 20, 20]);
});

test('rectangle: "Defaults re-applied on every render … A prop you omit is reset to its default"', async () => {
  const sentence = sentenceOf(PAGE, '**Defaults re-applied on every render:**');
  assert.ok(sentence.includes('`cornerRadius: 0`') && sentence.includes('`opacity: 1`'));
  assert.ok(sentence.includes('A prop you omit is reset to its default'));
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Rectangle',
      `<Rectangle name="R" {...(first ? set : {})} style={{width: 20, height: 20}} />
       <Rectangle name="Later" {...(first ? {} : set)} style={{width: 20, height: 20}} />`,
      "const set = {cornerRadius: 8, opacity: 0.5, strokeWeight: 3, strokeAlign: 'CENTER' as const};",
    ),
  });
  assert.equal(byName('Later').props.cornerRadius, 8, 'the re-render ran');
  const r = byName('R').props;
  assert.deepEqual([r.cornerRadius, r.opacity, r.strokeWeight, r.strokeAlign], [0, 1, 0, 'INSIDE']);
});
