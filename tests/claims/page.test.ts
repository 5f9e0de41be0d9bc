/**
 * Page: what react-figma sends as a page background, and a page per run laid out, run through the preview
 * engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {
  appInPage,
  assertPageSays,
  closeEngine,
  draw,
  drawPageExample,
  reactFigmaFiles,
  sentenceOf,
  type Drawn,
} from '../helpers/claims';

after(closeEngine);

test('page: "Not a `linear-gradient(...)` string: react-figma sends it as a gradient paint"; a plain color is a solid one', async () => {
  const sentence = sentenceOf('docs/api/page.mdx', 'as a shortcut, `style.backgroundColor`');
  assert.ok(sentence.includes('Not a `linear-gradient(...)` string'));
  const project = (color: string) => ({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P" style={{backgroundColor: '${color}'}}><Rectangle style={{width: 10, height: 10}} /></Page>
);
`,
  });
  const types = async (color: string) =>
    ((await draw(project(color))).page.props.backgrounds as {type: string}[]).map((p) => p.type);
  assert.deepEqual(await types('linear-gradient(90deg, #ff0000, #0000ff)'), ['GRADIENT_LINEAR']);
  assert.deepEqual(await types('#ff0000'), ['SOLID']);
});

test('page: "Text on every page doesn\'t prevent it … the same way every time: not laid out"; one page per run lays out every layer', async () => {
  const sentence = sentenceOf('docs/api/page.mdx', 'only one page is sure to be laid out');
  assert.ok(!sentence.includes('Put text on every page'), sentence);
  assert.ok(sentence.includes("Text on every page doesn't prevent it"), sentence);
  assert.ok(sentence.includes('Draw one page per plugin run'), sentence);
  assert.ok(sentence.includes('`exhaustMap` in `yoga/yogaStream.ts:31`'), sentence);
  assert.ok(sentence.includes('only the Published page is sure to be laid out'), sentence);
  assert.ok(sentence.includes('starts every run with React and react-figma loaded anew'), sentence);
  assert.ok(
    sentence.includes(
      "draws the Drafts page the same way every time: not laid out, with the frame at a new frame's height of 100 px and its text at 0, 0",
    ),
    sentence,
  );
  assert.ok(sentence.includes('Whether Figma lays it out is not confirmed'), sentence);
  const drafts = (drawn: Drawn) => {
    const frame = drawn.others.find((p) => p.name === 'Drafts')?.children?.[0];
    return [frame?.height, frame?.children?.[0].x, frame?.children?.[0].y];
  };
  const published = (drawn: Drawn) => {
    const text = drawn.page.children?.[0]?.children?.[0];
    return [text?.x, text?.y];
  };
  // The same example after two different ones: no run sees what an earlier one left.
  await draw({'src/App.tsx': appInPage('Text', '<Text>first</Text>')});
  const first = await drawPageExample('docs/api/page.mdx', 'onCurrentChange={(isCurrent)');
  await draw({'src/App.tsx': appInPage('View', '<View style={{width: 10, height: 10}} />')});
  const later = await drawPageExample('docs/api/page.mdx', 'onCurrentChange={(isCurrent)');
  assert.deepEqual(
    [published(first), published(later)],
    [
      [16, 16],
      [16, 16],
    ],
    'Published is laid out each time',
  );
  assert.deepEqual(drafts(first), [100, 0, 0], "not laid out: a new frame's height, text at 0, 0");
  assert.deepEqual(drafts(later), drafts(first), 'the same every time');
  const stream = reactFigmaFiles().get('yoga/yogaStream.js') ?? '';
  assert.match(stream, /exhaustMap/, 'one pass at a time, the rest dropped');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Text',
      `<View name="Card" style={{width: 200, padding: 20, backgroundColor: '#ffffff'}}>
        <View name="Box" style={{width: 50, height: 30, backgroundColor: '#ff0000'}} />
        <Text name="Label">Label</Text>
      </View>`,
    ),
  });
  const [card, box, label] = ['Card', 'Box', 'Label'].map(byName);
  assert.deepEqual([box.x, box.y, label.x, label.y], [20, 20, 20, 50], 'every layer laid out');
  assert.ok(Math.abs(card.height - (20 + 30 + label.height + 20)) <= 1, `sized around them: ${card.height}`);
});

test('page: "`borderWidth` does, as a Yoga border: it insets the page\'s frames as a padding of that width would, and draws no outline"', async () => {
  assertPageSays(
    'docs/api/page.mdx',
    "A page's `style` is the style of the root",
    "`borderWidth` does, as a Yoga border: it insets the page's frames as a padding of that width would, and draws no outline",
  );
  const layers = async (style: string) => {
    const {byName, page} = await draw({
      'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P" style={${style}}><Rectangle name="R" style={{width: 10, height: 10}} /></Page>
);
`,
    });
    return {at: [byName('R').x, byName('R').y], pageProps: Object.keys(page.props)};
  };
  const border = await layers("{borderWidth: 10, borderColor: '#ff0000'}");
  assert.deepEqual(border.at, [10, 10]);
  assert.deepEqual(border.at, (await layers('{padding: 10}')).at, 'as a padding of 10 does');
  assert.deepEqual((await layers('{}')).at, [0, 0], 'without it');
  assert.ok(!border.pageProps.some((k) => /stroke/i.test(k)), `no outline: ${border.pageProps.join(', ')}`);
});
