/**
 * render: a second run over the nodes of a first one, run through the preview engine. What a person or
 * another plugin does between the runs is done in the main thread (`inMain`).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, drawInMain, IN_MAIN, sentenceOf} from '../helpers/claims';

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
  const {layers} = await drawInMain({
    'src/ui.tsx': `import * as React from 'react';
import {Page, View, Rectangle, render} from 'react-figma';
${IN_MAIN}
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
  await inMain("const hand = figma.createRectangle(); hand.name = 'Hand'; figma.currentPage.appendChild(hand);");
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

test('render: "a ComponentSet never matches … Every run deletes the set and its variants and creates them again with new ids"', async () => {
  assertPageSays('docs/api/render.mdx', 'React hydrates the existing nodes', '`renderer.tsx:38-46`');
  assertPageSays(
    'docs/api/render.mdx',
    'React hydrates the existing nodes',
    'Every run deletes the set and its variants and creates them again with new ids',
  );
  assertPageSays(
    'docs/api/component.mdx',
    '- **Node type:** a `ComponentNode`',
    'reused on later runs. Inside a',
  );
  const {logs} = await drawInMain({
    'src/ui.tsx': `import * as React from 'react';
import {Page, ComponentSet, Component, render} from 'react-figma';
${IN_MAIN}
const App = () => (
  <Page isCurrent name="P">
    <Component name="Solo" style={{width: 10, height: 10}} />
    <ComponentSet name="Set"><Component name="size=s" style={{width: 10, height: 10}} /></ComponentSet>
  </Page>
);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
const ids = 'return Object.fromEntries(figma.currentPage.findAll((n) => n.type === "COMPONENT" || n.type === "COMPONENT_SET").map((n) => [n.name, n.id]));';
(async () => {
  await render(<App />);
  await wait(100);
  // A designer's instance of the variant, made by hand between the runs.
  const handMain = await inMain('const hand = figma.currentPage.findOne((n) => n.name === "size=s").createInstance(); figma.currentPage.appendChild(hand); return hand.mainComponent.id;');
  console.log(JSON.stringify(await inMain(ids)));
  await render(<App />);
  await wait(100);
  const found = await inMain(\`return figma.getNodeById(\${JSON.stringify(handMain)}) ? 'found' : 'deleted';\`);
  console.log(JSON.stringify({...(await inMain(ids)), handMain: found}));
})();
`,
  });
  const [first, second] = logs
    .filter((l) => l.startsWith('log: {'))
    .map((l) => JSON.parse(l.slice('log: '.length)) as Record<string, string | boolean>);
  assert.equal(second.Solo, first.Solo, 'a Component is reused');
  assert.notEqual(second.Set, first.Set, 'the set is new');
  assert.notEqual(second['size=s'], first['size=s'], 'and so is its variant');
  assert.equal(second.handMain, 'deleted', "the designer's instance points at a deleted main component");
});
