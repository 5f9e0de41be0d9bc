/**
 * Frame: which frame props Component, Instance and ComponentSet take (tsc), and a raw `fills` prop
 * overwritten (engine).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, sentenceOf, typeCheckEach} from '../helpers/claims';

after(closeEngine);

const FRAME_ONLY = {
  cornerRadius: '{4}',
  strokes: '{[]}',
  clipsContent: '',
  layoutGrids: '{[]}',
  guides: '{[]}',
};
const TAKE_FEWER = {Instance: 'component={null as unknown as ComponentNode}', ComponentSet: ''};

const snippet = (element: string, extra: string, prop: string, value: string) =>
  `import * as React from 'react';\nimport {${element}} from 'react-figma';\nexport const A = () => <${element} ${extra} ${prop}${value ? `=${value}` : ''} />;\n`;

test('frame: "Component takes the frame props except `preset`; Instance and ComponentSet take fewer (no corners, strokes, `clipsContent`, grids or guides)"', () => {
  const sentence = sentenceOf('docs/api/frame.mdx', '[Component and Instance](/docs/api/component)');
  assert.ok(sentence.includes('Component takes the frame props except `preset`'));
  assert.ok(sentence.includes('no corners, strokes, `clipsContent`, grids or guides'));
  const files: Record<string, string> = {
    'Component-preset.tsx': snippet('Component', '', 'preset', "{{name: 'x', width: 1, height: 1}}"),
  };
  for (const [prop, value] of Object.entries(FRAME_ONLY)) {
    files[`Component-${prop}.tsx`] = snippet('Component', '', prop, value);
    for (const [element, extra] of Object.entries(TAKE_FEWER)) {
      files[`${element}-${prop}.tsx`] = snippet(element, extra, prop, value);
    }
  }
  const result = typeCheckEach(files);
  for (const prop of Object.keys(FRAME_ONLY)) {
    assert.deepEqual(result[`Component-${prop}.tsx`], [], `Component takes ${prop}`);
    for (const element of Object.keys(TAKE_FEWER)) {
      const errors = result[`${element}-${prop}.tsx`];
      assert.ok(
        errors.some((e) => e.includes('error TS2322:') && e.includes(prop)),
        `${element} rejects ${prop}: ${errors.join('\n')}`,
      );
    }
  }
  assert.ok(
    result['Component-preset.tsx'].some((e) => e.includes('preset')),
    'Component rejects preset',
  );
});

test('frame: "`fills` on a frame is overwritten … Use `backgrounds` or `style.backgroundColor` to color a frame"', async () => {
  const sentence = sentenceOf('docs/api/frame.mdx', '**`fills` on a frame is overwritten.**');
  assert.ok(sentence.includes('a frame given only `fills` ends up with no fill'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame} from 'react-figma';
const red = [{type: 'SOLID' as const, color: {r: 1, g: 0, b: 0}}];
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Fills" fills={red} style={{width: 10, height: 10}} />
    <Frame name="Backgrounds" backgrounds={red} style={{width: 10, height: 10}} />
  </Page>
);
`,
  });
  assert.deepEqual(byName('Fills').props.fills, [], 'fills alone end up empty');
  assert.deepEqual(
    (byName('Backgrounds').props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 1, g: 0, b: 0}],
  );
});

test('frame: "Figma itself acts only on `layoutAlign="STRETCH"`" — a MAX child is moved by Yoga only', async () => {
  const sentence = sentenceOf('docs/api/frame.mdx', 'Figma itself acts only on');
  assert.ok(sentence.includes('which then move a child in Yoga only'), sentence);
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Col" layoutMode="VERTICAL" counterAxisSizingMode="FIXED" style={{width: 200}}>
      <Rectangle name="M" layoutAlign="MAX" style={{width: 50, height: 20}} />
      <Rectangle name="S" layoutAlign="STRETCH" style={{height: 20}} />
    </Frame>
  </Page>
);
`,
  });
  // Yoga's alignSelf flex-end puts M at 200 - 50; Figma places it by counterAxisAlignItems (MIN).
  assert.deepEqual([byName('M').reactFigma?.x, byName('M').x], [150, 0]);
  assert.equal(byName('S').width, 200, 'STRETCH acts');
});

test('frame: "A frame with children is then resized by Yoga to fit its content, ignoring the preset\'s size"', async () => {
  const sentence = sentenceOf('docs/api/frame.mdx', 'Preset sizes may not survive layout');
  assert.ok(!sentence.includes('probably'), sentence);
  assert.ok(
    sentence.includes('an `iPhoneX` preset around one 40 × 20 rectangle comes out 40 × 20'),
    sentence,
  );
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Rectangle, FRAME_PRESETS} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Empty" preset={FRAME_PRESETS.iPhoneX} />
    <Frame name="Filled" preset={FRAME_PRESETS.iPhoneX}><Rectangle style={{width: 40, height: 20}} /></Frame>
    <Frame name="Kept" preset={FRAME_PRESETS.iPhoneX} style={{width: 375, height: 812}}><Rectangle style={{width: 40, height: 20}} /></Frame>
  </Page>
);
`,
  });
  const size = (name: string) => [byName(name).width, byName(name).height];
  assert.deepEqual(size('Empty'), [375, 812]);
  assert.deepEqual(size('Filled'), [40, 20]);
  assert.deepEqual(size('Kept'), [375, 812], 'the size repeated in style survives');
});
