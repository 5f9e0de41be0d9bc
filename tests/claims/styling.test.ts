/**
 * Styling: borders on Group and Svg, and what a missing font leaves unwritten, run through the preview engine
 * and the starter's tsc.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, assertPageSays, closeEngine, draw, sentenceOf, typeCheckEach} from '../helpers/claims';
import {componentPropDescriptions, propDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

const PAGE = 'docs/styling.mdx';

test('styling: "Group and Svg have no outline at all: Svg\'s typings reject `strokes`, and a Group ignores them"', async () => {
  assertPageSays(PAGE, 'Border keys are read by', "Svg's typings reject `strokes`, and a Group ignores them");
  const header = "import * as React from 'react';\nimport {Svg, Group} from 'react-figma';\n";
  const result = typeCheckEach({
    'Svg.tsx': `${header}export const A = () => <Svg source="<svg/>" strokes={[]} strokeWeight={2} />;\n`,
    'Group.tsx': `${header}export const A = () => <Group strokes={[]} strokeWeight={2} />;\n`,
  });
  assert.ok(
    result['Svg.tsx'].some((e) => e.includes('error TS2322:') && e.includes('strokes')),
    result['Svg.tsx'].join('\n'),
  );
  assert.deepEqual(result['Group.tsx'], [], 'Group’s typings take them');
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Group, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Group name="G" strokes={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]} strokeWeight={3}>
      <Rectangle style={{width: 10, height: 10}} />
    </Group>
  </Page>
);
`,
  });
  assert.equal(byName('G').props.strokes, undefined, 'no strokes are written to the group');
  assert.equal(byName('G').props.strokeWeight, undefined);
});

test('styling: a missing font — "the text properties … are not written. Layout, fills, strokes, effects and the other props are still applied"', async () => {
  assertPageSays(PAGE, 'If no installed font matches', 'are still applied');
  const {byName, logs} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Text name="T" style={{fontFamily: 'No Such Font', fontSize: 30, color: '#ff0000', opacity: 0.5, marginLeft: 12}}>Hello</Text>
  </Page>
);
`,
  });
  assert.ok(
    logs.some((l) => l.includes('Font No Such Font Regular not found')),
    'the warning',
  );
  const t = byName('T');
  assert.notEqual(t.props.characters, 'Hello', 'characters not written');
  assert.notEqual(t.props.fontSize, 30, 'font size not written');
  assert.equal(t.x, 12, 'layout applied');
  assert.equal(t.props.opacity, 0.5, 'blend applied');
  assert.deepEqual(
    (t.props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 1, g: 0, b: 0}],
    'fills applied',
  );
});

const row = (frameProps: string, child: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="Row">
    <Frame name="Row" layoutMode="HORIZONTAL" ${frameProps}>
      <Rectangle name="A" style={{width: 50, height: 40${child}}} />
    </Frame>
  </Page>
);`,
});

test('styling: "an auto-layout frame hugs its children unless you pass `FIXED`", whatever its style width', async () => {
  assertPageSays(
    PAGE,
    'hugs its children unless you pass',
    "react-figma writes `primaryAxisSizingMode` and `counterAxisSizingMode` as `'AUTO'`",
  );
  const hugging = await draw(row('style={{width: 300, height: 120}}', ''));
  assert.deepEqual([hugging.byName('Row').width, hugging.byName('Row').height], [50, 40]);
  const fixed = await draw(row('primaryAxisSizingMode="FIXED" style={{width: 300, height: 120}}', ''));
  assert.deepEqual([fixed.byName('Row').width, fixed.byName('Row').height], [300, 40]);
});

test('styling: "Padding in `style` reaches Yoga only"; the padding props reach Figma', async () => {
  assertPageSays(PAGE, 'Padding in `style` reaches Yoga only', 'use them on an auto-layout frame');
  const styled = await draw(row('style={{padding: 16}}', ''));
  assert.deepEqual([styled.byName('A').x, styled.byName('Row').width], [0, 50]);
  const props = await draw(row('paddingLeft={16} paddingRight={16}', ''));
  assert.deepEqual([props.byName('A').x, props.byName('Row').width], [16, 82]);
});

test('styling: "Figma does not read margins" inside an auto-layout frame', async () => {
  assertPageSays(PAGE, 'Figma does not read margins', 'moves it in Yoga only');
  const {byName} = await draw(row('', ', marginLeft: 30'));
  assert.equal(byName('A').x, 0);
});

test("styling: \"`'100%'` is the width of the parent's content box, inside its padding: in a 200-px parent with `padding: 10` the node is 180 px wide\"", async () => {
  assertPageSays(
    PAGE,
    'An offset of `0` is skipped',
    "`'100%'` is the width of the parent's content box, inside its padding: in a 200-px parent with `padding: 10` the node is 180 px wide. To span a parent that has padding, give the node its width in pixels, or move the padding to a View inside the parent.",
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View name="Padded" style={{width: 200, height: 40, padding: 10}}>
         <View name="Flow" style={{width: '100%', height: 5}} />
         <View name="Absolute" style={{position: 'absolute', top: 20, width: '100%', height: 5}} />
       </View>
       <View name="Pixels" style={{width: 200, height: 40, padding: 10}}>
         <View name="Wide" style={{position: 'absolute', top: 20, width: 200, height: 5}} />
       </View>
       <View name="Outer" style={{width: 200, height: 40}}>
         <View style={{padding: 10}} />
         <View name="Spanning" style={{position: 'absolute', top: 20, width: '100%', height: 5}} />
       </View>`,
    ),
  });
  const span = (name: string, parent: string) => [byName(name).x - byName(parent).x, byName(name).width];
  assert.deepEqual(span('Flow', 'Padded'), [10, 180]);
  assert.equal(byName('Absolute').width, 180, 'absolute, too');
  assert.deepEqual(span('Wide', 'Pixels'), [0, 200], 'in pixels it spans the padded parent');
  assert.deepEqual(span('Spanning', 'Outer'), [0, 200], 'with the padding moved inside, 100% spans it');
});

/** A 200-px column whose child asks for `layoutAlign="CENTER"`; a fixed row whose nested frame grows. */
const ALIGN_AND_GROW = `import * as React from 'react';
import {Page, Frame, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Col" layoutMode="VERTICAL" counterAxisSizingMode="FIXED" style={{width: 200}}>
      <Rectangle name="C" layoutAlign="CENTER" style={{width: 50, height: 20}} />
    </Frame>
    <Frame name="Row" layoutMode="HORIZONTAL" primaryAxisSizingMode="FIXED" style={{width: 300, marginTop: 20}}>
      <Rectangle name="A" style={{width: 50, height: 20}} />
      <Frame name="Nested" layoutMode="VERTICAL" layoutGrow={1} style={{flexGrow: 1}}>
        <Rectangle style={{width: 30, height: 20}} />
      </Frame>
    </Frame>
  </Page>
);
`;

test('styling: "Only `STRETCH` and `INHERIT` of `layoutAlign` act in Figma" — CENTER is centred by Yoga, at the start in Figma', async () => {
  const sentence = sentenceOf(PAGE, 'Only `STRETCH` and `INHERIT` of `layoutAlign` act in Figma');
  assert.ok(sentence.includes('is centred by Yoga and placed at the start by Figma'), sentence);
  for (const description of [
    propDescriptions.layoutAlign,
    ...['Slice', 'Ellipse', 'Star'].map((c) => componentPropDescriptions[c].layoutAlign),
  ])
    assert.match(description, /deprecated `'MIN'`, `'CENTER'` and `'MAX'`/);
  const {byName} = await draw({'src/App.tsx': ALIGN_AND_GROW});
  const c = byName('C');
  // (200 - 50) / 2 in Yoga; Figma's counterAxisAlignItems defaults to MIN.
  assert.deepEqual([c.reactFigma?.x, c.x], [75, 0]);
});

test('styling: a nested frame that grows: "react-figma writes `\'AUTO\'` unless you pass a sizing mode", and "the site\'s stand-in grows the frame either way"', async () => {
  const sentence = sentenceOf(PAGE, 'A nested auto-layout frame that stretches or grows needs `FIXED`');
  assert.ok(sentence.includes("the site's stand-in grows the frame either way"), sentence);
  assert.match(propDescriptions.layoutGrow, /Figma supports only 0 and 1/);
  const {byName} = await draw({'src/App.tsx': ALIGN_AND_GROW});
  const nested = byName('Nested');
  assert.equal(nested.props.counterAxisSizingMode, 'AUTO');
  assert.equal(nested.props.primaryAxisSizingMode, 'AUTO');
  // 300 - 50: the rest of the fixed row.
  assert.equal(nested.width, 250);
});
