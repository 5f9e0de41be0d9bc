/**
 * The rows of docs/limitations.mdx against react-figma 0.31.0: the Figma calls it never makes (its compiled files),
 * the renderers it has, what its engine run does (the site's preview worker) and what `tsc` with the starter's
 * tsconfig accepts. Test names quote the page.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, assertPageSays, closeEngine, draw, reactFigmaFiles, typeCheck} from '../helpers/claims';

after(closeEngine);

test('"No file of react-figma 0.31.0 calls" the Figma APIs of the missing features', () => {
  const code = [...reactFigmaFiles().values()].join('\n');
  const missing = [
    'addComponentProperty', // Component properties
    'editComponentProperty',
    'setProperties',
    'importComponentByKeyAsync', // Instances of team library components
    'setRelaunchData', // Relaunch data
    'createSticky', // FigJam
    'createConnector',
    'createShapeWithText',
  ];
  assert.deepEqual(
    missing.filter((name) => code.includes(name)),
    [],
  );
  // The scan sees what react-figma does call.
  assert.deepEqual(
    ['createInstance', 'importStyleByKeyAsync', 'combineAsVariants', 'createImage'].filter(
      (n) => !code.includes(n),
    ),
    [],
  );
});

test('"renderers/index.ts lists only Figma design layers": no FigJam or DOM element has a renderer', async () => {
  const renderers = (await import('react-figma/renderers')) as Record<string, unknown>;
  assert.deepEqual(
    new Set(Object.keys(renderers).filter((k) => k !== 'default' && k !== '__esModule')),
    new Set([
      'rectangle',
      'text',
      'page',
      'frame',
      'component',
      'componentset',
      'instance',
      'star',
      'vector',
      'line',
      'group',
      'ellipse',
      'svg',
      'slice',
    ]),
  );
});

test('"exportAsyncCallback is never called"', async () => {
  const {layers, logs} = await draw({
    'src/App.tsx': appInPage(
      'Rectangle',
      "<Rectangle name=\"R\" style={{width: 10, height: 10}} exportAsyncSettings={{format: 'PNG'}} exportAsyncCallback={() => console.log('exported')} />",
    ),
  });
  assert.ok(!logs.some((line) => line.includes('exported')), logs.join('\n'));
  assert.ok(layers.some((n) => n.name === 'R'));
});

test('"Pass a Figma paint with the type GRADIENT_RADIAL … react-figma writes those paints unchanged"', async () => {
  const paint = {
    type: 'GRADIENT_RADIAL',
    gradientTransform: [
      [1, 0, 0],
      [0, 1, 0],
    ],
    gradientStops: [
      {position: 0, color: {r: 1, g: 1, b: 1, a: 1}},
      {position: 1, color: {r: 0, g: 0, b: 0, a: 1}},
    ],
  };
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Rectangle',
      `<Rectangle name="R" style={{width: 10, height: 10}} fills={[${JSON.stringify(paint)}]} />`,
    ),
  });
  assert.deepEqual(byName('R').props.fills, [paint]);
});

test('"a View 100% wide and 1 high, as the last child of a column, draws a bottom border"', async () => {
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Text',
      `<View name="Row" style={{width: 200, backgroundColor: '#ffffff'}}>
       <View name="Content" style={{height: 40}} />
       <View name="Border" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
     </View>`,
    ),
  });
  const row = byName('Row');
  const border = byName('Border');
  assert.deepEqual([border.x, border.y, border.width, border.height], [0, row.height - 1, row.width, 1]);
  assert.equal(row.height, 41);
});

test('"borderTopWidth … and the other per-side keys are not in the style typings, so TypeScript rejects them"', () => {
  const view = (key: string) =>
    "import * as React from 'react';\nimport {View} from 'react-figma';\n" +
    `export const Row = () => <View style={{${key}: 1}} />;`;
  const typeErrors = (code: string) => typeCheck({'Row.tsx': code});
  const errors = typeErrors(view('borderTopWidth'));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /borderTopWidth/);
  assert.deepEqual(typeErrors(view('borderWidth')), []);
});

test("\"`'100%'` is the column's width inside its padding: in a column with `padding: 10` the line stops 10 px short of each side\"; padding on a View inside lets it reach the edges", async () => {
  assertPageSays(
    'docs/limitations.mdx',
    'For a bottom border, make the last child',
    "`'100%'` is the column's width inside its padding: in a column with `padding: 10` the line stops 10 px short of each side, so when the line must reach the edges, put the padding on a View inside the column instead.",
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View name="Padded" style={{width: 200, padding: 10}}>
         <View style={{height: 40}} />
         <View name="Short" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
       </View>
       <View name="Column" style={{width: 200}}>
         <View style={{padding: 10}}><View style={{height: 40}} /></View>
         <View name="Full" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
       </View>`,
    ),
  });
  const span = (name: string, parent: string) => [byName(name).x - byName(parent).x, byName(name).width];
  assert.deepEqual(span('Short', 'Padded'), [10, 180]);
  assert.deepEqual(span('Full', 'Column'), [0, 200]);
});
