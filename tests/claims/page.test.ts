/**
 * Page: what react-figma sends as a page background, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';

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
