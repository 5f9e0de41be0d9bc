/**
 * Star: what dropped shape props and Yoga keys do to a star, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, appRerendered, assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/star.mdx';

test('star: "`pointCount` and `innerRadius` have no react-figma default … when you remove them later, it keeps the last values you set"', async () => {
  assertPageSays(PAGE, '**Shape:**', 'when you remove them later, it keeps the last values you set');
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Star',
      `<Star name="S" {...(first ? set : {})} style={{width: 20, height: 20}} />
       <Star name="Later" {...(first ? {} : set)} style={{width: 20, height: 20}} />`,
      'const set = {pointCount: 9, innerRadius: 0.3};',
    ),
  });
  assert.equal(byName('Later').props.pointCount, 9, 'the re-render ran');
  assert.deepEqual([byName('S').props.pointCount, byName('S').props.innerRadius], [9, 0.3]);
});

test('star: "Yoga keys such as `margin`, `position`, `top`, `left` and `alignSelf` do nothing on a `Star`"', async () => {
  assertPageSays(PAGE, 'the star renderer (`renderers/star.ts`)', 'do nothing on a `Star`');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Star',
      `<View name="Box" style={{width: 100, height: 100}}>
         <Star name="Margin" style={{width: 10, height: 10, marginLeft: 30, marginTop: 30}} />
         <Star name="End" style={{width: 10, height: 10, alignSelf: 'flex-end'}} />
       </View>`,
    ),
  });
  const box = byName('Box');
  assert.deepEqual([byName('Margin').x - box.x, byName('Margin').y - box.y], [0, 0], 'margin ignored');
  assert.equal(byName('End').x - box.x, 0, 'alignSelf ignored');
});
