/**
 * Page: what react-figma sends as a page background, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw, sentenceOf} from '../helpers/claims';

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
