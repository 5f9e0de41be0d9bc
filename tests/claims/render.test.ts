/**
 * render: a second run over the nodes of a first one, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

test('render: "running the plugin again updates what it drew last time instead of drawing a second copy … Nodes that React Figma didn\'t create are left alone"', async () => {
  const sentence = sentenceOf('docs/api/render.mdx', 'Because of hydration, running the plugin again');
  assert.ok(sentence.includes('updates what it drew last time instead of drawing a second copy'));
  assert.ok(sentence.includes("Nodes that React Figma didn't create are left alone"));
  assertPageSays(
    'docs/why-react-figma.mdx',
    'Running the plugin again',
    'Running the plugin again updates those layers in place instead of drawing a second copy',
  );
  const {layers} = await draw({
    'src/ui.tsx': `import * as React from 'react';
import {Page, View, Rectangle, render} from 'react-figma';
const App = ({run}: {run: number}) => (
  <Page isCurrent name="P">
    <View name="Card" style={{width: 40, height: 20, backgroundColor: run === 1 ? '#ff0000' : '#0000ff'}}>
      <Rectangle name="Swatch" style={{width: 10, height: 10}} />
    </View>
  </Page>
);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
(async () => {
  await render(<App run={1} />);
  await wait(30);
  const hand = figma.createRectangle();
  hand.name = 'Hand';
  figma.currentPage.appendChild(hand);
  await render(<App run={2} />);
})();
`,
  });
  const named = (name: string) => layers.filter((l) => l.name === name);
  assert.equal(named('Card').length, 1, 'one card, not a second copy');
  assert.equal(named('Swatch').length, 1);
  assert.deepEqual(
    (named('Card')[0].props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 0, g: 0, b: 1}],
    'updated to the second run',
  );
  assert.equal(named('Hand').length, 1, 'the hand-made node stays');
});
