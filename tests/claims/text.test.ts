/**
 * Text: how a text layer is sized, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, drawInMain, IN_MAIN, sentenceOf} from '../helpers/claims';

after(closeEngine);

test('text: "with only a `style.maxWidth`, the text takes the width of its first layout … it wraps at that first width"', async () => {
  const sentence = sentenceOf('docs/api/text.mdx', 'with only a `style.maxWidth`');
  assert.ok(sentence.includes('wraps at that first width, not at `maxWidth`'));
  const long = 'A much longer line of text that needs room to wrap';
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => {
  const [text, setText] = React.useState('Short');
  React.useEffect(() => { setTimeout(() => setText(${JSON.stringify(long)}), 10); }, []);
  return (
    <Page isCurrent name="P">
      <Text name="Grown" style={{maxWidth: 200, fontSize: 14}}>{text}</Text>
      <Text name="First" style={{maxWidth: 200, fontSize: 14}}>Short</Text>
      <Text name="Fixed" style={{width: 200, fontSize: 14}}>{text}</Text>
    </Page>
  );
};
`,
  });
  const grown = byName('Grown');
  assert.equal(grown.props.characters, long);
  assert.equal(grown.width, byName('First').width, 'keeps the width "Short" gave it');
  assert.ok(grown.width < 200, 'narrower than maxWidth');
  assert.ok(grown.height > byName('Fixed').height, 'so it wraps onto more lines than at 200 px');
});

test('text: "a `textStyleId` or `fillStyleId` in `style` wins over the prop of the same name"', async () => {
  const sentence = sentenceOf('docs/api/text.mdx', '**Precedence.**');
  assert.ok(
    sentence.includes('a `textStyleId` or `fillStyleId` in `style` wins over the prop of the same name'),
  );
  const {logs} = await drawInMain({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text, useTextStyle, useFillPaintStyle} from 'react-figma';
${IN_MAIN}
export const App = () => {
  const big = useTextStyle({fontSize: 32}, {name: 'Big'});
  const small = useTextStyle({fontSize: 10}, {name: 'Small'});
  const red = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Red'});
  const blue = useFillPaintStyle({backgroundColor: '#0000ff'}, {name: 'Blue'});
  const ready = Boolean(big.textStyleId && small.textStyleId && red.fillStyleId && blue.fillStyleId);
  React.useEffect(() => {
    if (!ready) return;
    const names = {[big.textStyleId!]: 'Big', [small.textStyleId!]: 'Small', [red.fillStyleId!]: 'Red', [blue.fillStyleId!]: 'Blue'};
    // After react-figma's writes of this render have reached the main thread.
    setTimeout(() => {
      void inMain("const t = figma.currentPage.findOne((n) => n.name === 'T'); return [t.textStyleId, t.fillStyleId];").then(
        (ids: string[]) => console.log('ids ' + JSON.stringify(ids.map((id) => names[id]))),
      );
    }, 50);
  }, [ready]);
  return (
    <Page isCurrent name="P">
      <Text name="T" textStyleId={small.textStyleId} fillStyleId={blue.fillStyleId}
        style={{textStyleId: big.textStyleId, fillStyleId: red.fillStyleId}}>Hi</Text>
    </Page>
  );
};
`,
  });
  const line = logs.find((l) => l.startsWith('log: ids '));
  assert.equal(line, 'log: ids ["Big","Red"]', logs.join('\n'));
});

test('text: the known limitations, "each of these was run": `textDecorationLine`, `opacity: 0` in style, percentage `maxWidth`', async () => {
  const PAGE = 'docs/api/text.mdx';
  assert.ok(sentenceOf(PAGE, 'As of 0.31.0, each of these').includes("run in the site's engine"));
  assert.ok(!sentenceOf(PAGE, 'As of 0.31.0, each of these').includes('not been confirmed'));
  assert.ok(sentenceOf(PAGE, 'Percentage `maxWidth` values').includes('wraps the text at 50 px, not 100'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text, View} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Text name="Decorated" style={{textDecorationLine: 'underline'}}>Hi</Text>
    <Text name="Prop" textDecoration="UNDERLINE">Hi</Text>
    <Text name="Hidden" style={{opacity: 0}}>Hi</Text>
    <Text name="Half" style={{opacity: 0.5}}>Hi</Text>
    <View style={{width: 200}}>
      <Text name="Narrow" style={{maxWidth: '50%'}}>A line of text long enough to wrap</Text>
    </View>
  </Page>
);
`,
  });
  assert.equal(byName('Decorated').props.textDecoration, 'NONE');
  assert.equal(byName('Prop').props.textDecoration, 'UNDERLINE');
  assert.deepEqual([byName('Hidden').props.opacity, byName('Half').props.opacity], [1, 0.5]);
  assert.equal(byName('Narrow').width, 50);
});
