/**
 * Text: how a text layer is sized, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';

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
