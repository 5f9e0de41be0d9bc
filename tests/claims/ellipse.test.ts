/**
 * Ellipse: what a dropped `arcData` and Yoga keys do to an ellipse, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, appRerendered, assertPageSays, closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/ellipse.mdx';

test('ellipse: "`arcData` has no react-figma default. If you stop passing it, the ellipse keeps the last arc it had"', async () => {
  assertPageSays(PAGE, '**Arc:**', 'If you stop passing it, the ellipse keeps the last arc it had');
  const arc = {startingAngle: 0, endingAngle: 3, innerRadius: 0.5};
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Ellipse',
      `<Ellipse name="E" arcData={first ? ${JSON.stringify(arc)} : undefined} style={{width: 20, height: 20}} />
       <Ellipse name="Shown" arcData={first ? undefined : ${JSON.stringify(arc)}} style={{width: 20, height: 20}} />`,
    ),
  });
  assert.deepEqual(byName('Shown').props.arcData, arc, 'the re-render ran');
  assert.deepEqual(byName('E').props.arcData, arc, 'the dropped arc stays');
});

test('ellipse: "fills and strokes default to [] and strokeWeight to 0 … `style.backgroundColor` becomes its fills"', async () => {
  const sentence = sentenceOf(PAGE, '**Paint:**');
  assert.ok(sentence.includes('`fills` and `strokes` default to `[]` and `strokeWeight` to `0`'));
  assert.ok(sentence.includes('`style.backgroundColor` becomes its `fills`'));
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Ellipse',
      `<Ellipse name="Bare" style={{width: 10, height: 10}} />
       <Ellipse name="Colored" style={{width: 10, height: 10, backgroundColor: '#00ff00'}} />`,
    ),
  });
  const bare = byName('Bare').props;
  assert.deepEqual([bare.fills, bare.strokes, bare.strokeWeight], [[], [], 0]);
  assert.deepEqual(
    (byName('Colored').props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 0, g: 1, b: 0}],
  );
});

test('ellipse: "Yoga keys such as `margin`, `position`, `top`, `left` … do nothing on an `Ellipse`"', async () => {
  assertPageSays(PAGE, 'the ellipse renderer (`renderers/ellipse.ts`)', 'do nothing on an `Ellipse`');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Ellipse',
      `<View name="Box" style={{width: 100, height: 100}}>
         <Ellipse name="Margin" style={{width: 10, height: 10, marginLeft: 30, marginTop: 30}} />
         <Ellipse name="Absolute" style={{width: 10, height: 10, position: 'absolute', top: 50, left: 50}} />
       </View>`,
    ),
  });
  const box = byName('Box');
  assert.deepEqual([byName('Margin').x - box.x, byName('Margin').y - box.y], [0, 0], 'margin ignored');
  assert.deepEqual(
    [byName('Absolute').x - box.x, byName('Absolute').y - box.y],
    [0, 10],
    'top/left ignored: it follows the first ellipse in the column',
  );
});
