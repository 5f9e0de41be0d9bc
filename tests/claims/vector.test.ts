/**
 * Vector: its size from its geometry, a dropped `vectorPaths`, and its paint defaults, run through the
 * preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, appRerendered, assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/vector.mdx';
const TRIANGLE = "[{windingRule: 'NONZERO', data: 'M 0 0 L 40 0 L 20 30 Z'}]";

test('vector: "Figma computes the vector\'s size from its geometry. Yoga then uses that real size for layout"', async () => {
  assertPageSays(
    PAGE,
    '**Size:**',
    "Figma computes the vector's size from its geometry. Yoga then uses that real size for layout",
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Vector, Rectangle',
      `<View name="Column">
         <Vector name="V" vectorPaths={${TRIANGLE}} />
         <Rectangle name="After" style={{width: 10, height: 10}} />
       </View>`,
    ),
  });
  const v = byName('V');
  assert.deepEqual([v.width, v.height], [40, 30]);
  assert.equal(byName('After').y - v.y, 30, 'the next sibling starts below the 30 px of the path');
});

test('vector: "Removing `vectorPaths` or `vectorNetwork` does not clear the shape"', async () => {
  assertPageSays(
    PAGE,
    'Removing `vectorPaths` or `vectorNetwork` does not clear the shape',
    'the vector keeps its last geometry',
  );
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Vector',
      `<Vector name="V" vectorPaths={first ? [...triangle] : undefined} />
       <Vector name="Later" vectorPaths={first ? undefined : [...triangle]} />`,
      `const triangle = ${TRIANGLE} as const;`,
    ),
  });
  const triangle = [{windingRule: 'NONZERO', data: 'M 0 0 L 40 0 L 20 30 Z'}];
  assert.deepEqual(byName('Later').props.vectorPaths, triangle, 'the re-render ran');
  assert.deepEqual(byName('V').props.vectorPaths, triangle);
});

test('vector: "`fills` and `strokes` default to `[]` and `strokeWeight` to `0`" and `strokeCap: \'NONE\'` re-applied on every render', async () => {
  assertPageSays(PAGE, '- **Paint:**', '`fills` and `strokes` default to `[]` and `strokeWeight` to `0`');
  assertPageSays(PAGE, '**Defaults re-applied on every render:**', "`strokeCap: 'NONE'`");
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Vector',
      `<Vector name="V" vectorPaths={${TRIANGLE}} {...(first ? set : {})} />
       <Vector name="Later" vectorPaths={${TRIANGLE}} {...(first ? {} : set)} />`,
      `const paint = [{type: 'SOLID' as const, color: {r: 1, g: 0, b: 0}}];
const set = {fills: paint, strokes: paint, strokeWeight: 2, strokeCap: 'ROUND' as const};`,
    ),
  });
  assert.equal(byName('Later').props.strokeCap, 'ROUND', 'the re-render ran');
  const p = byName('V').props;
  assert.deepEqual([p.fills, p.strokes, p.strokeWeight, p.strokeCap], [[], [], 0, 'NONE']);
});
