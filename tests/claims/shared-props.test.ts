/**
 * Shared props: how `backgroundColor` and `fills` meet on shapes and containers, and which auto-layout props
 * reach Yoga, run through the preview engine and react-figma's own transform.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';
import {componentPropDescriptions, propDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

const PAGE = 'docs/api/shared-props.mdx';
const require_ = createRequire(__filename);

const colors = (paints: unknown) => (paints as {color: unknown}[]).map((p) => p.color);

test('shared-props: "`style.backgroundColor` sets `fills` on shapes and `backgrounds` on containers … written after `fills` and wins"', async () => {
  const sentence = sentenceOf(PAGE, '`style.backgroundColor` sets');
  assert.ok(sentence.includes('`backgrounds` on containers (Frame, Component and a View with children)'));
  assert.match(propDescriptions.fills, /on shapes they win over `backgroundColor`/);
  for (const c of ['Frame', 'Component', 'View'])
    assert.match(componentPropDescriptions[c].fills, /written after/, c);
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Component, View, Rectangle, Ellipse, Text} from 'react-figma';
const red = [{type: 'SOLID' as const, color: {r: 1, g: 0, b: 0}}];
const style = {width: 10, height: 10, backgroundColor: '#0000ff'};
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Frame" fills={red} style={style} />
    <Component name="Component" fills={red} style={style} />
    <View name="View with children" fills={red} style={style}><Text>x</Text></View>
    <View name="View alone" fills={red} style={style} />
    <Rectangle name="Rectangle" fills={red} style={style} />
    <Ellipse name="Ellipse" fills={red} style={style} />
    <Frame name="Frame fills only" fills={red} style={{width: 10, height: 10}} />
  </Page>
);
`,
  });
  const blue = {r: 0, g: 0, b: 1};
  const redRgb = {r: 1, g: 0, b: 0};
  for (const c of ['Frame', 'Component', 'View with children'])
    assert.deepEqual(colors(byName(c).props.fills), [blue], c);
  for (const s of ['View alone', 'Rectangle', 'Ellipse'])
    assert.deepEqual(colors(byName(s).props.fills), [redRgb], s);
  assert.deepEqual(byName('Frame fills only').props.fills, [], 'a frame’s fills alone are overwritten');
});

test('shared-props: auto layout is mirrored into Yoga "except `itemSpacing`, `primaryAxisSizingMode` and `counterAxisSizingMode`"', () => {
  const sentence = sentenceOf(PAGE, 'react-figma mirrors these props into its Yoga layout');
  const frame = sentenceOf('docs/api/frame.mdx', 'react-figma keeps its own Yoga layout in step');
  const {transformAutoLayoutToYoga} = require_('react-figma/styleTransformers/transformAutoLayoutToYoga') as {
    transformAutoLayoutToYoga: (p: Record<string, unknown>) => Record<string, unknown>;
  };
  for (const [prop, value] of [
    ['itemSpacing', 8],
    ['primaryAxisSizingMode', 'AUTO'],
    ['counterAxisSizingMode', 'AUTO'],
  ] as const) {
    assert.deepEqual(transformAutoLayoutToYoga({[prop]: value}), {}, `${prop} has no Yoga counterpart`);
    assert.ok(sentence.includes(`\`${prop}\``) && frame.includes(`\`${prop}\``), `both pages name ${prop}`);
  }
  assert.deepEqual(
    transformAutoLayoutToYoga({layoutMode: 'HORIZONTAL'}),
    {flexDirection: 'row'},
    'the rest do',
  );
});
