/**
 * Data fetching: state that arrives after the first render reflows the canvas, run through the preview
 * engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

test('data fetching: "a list that grows from 0 to 20 items reflows on the canvas"', async () => {
  assertPageSays(
    'docs/data-fetching.mdx',
    'When the data arrives and you update state',
    'a list that grows from 0 to 20 items reflows on the canvas',
  );
  const {layers, byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Rectangle} from 'react-figma';
export const App = () => {
  const [items, setItems] = React.useState<number[]>([]);
  React.useEffect(() => {
    const timer = setTimeout(() => setItems(Array.from({length: 20}, (_, i) => i)), 10);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Page isCurrent name="P">
      <View name="List">
        <View name="Items">
          {items.map((i) => <Rectangle key={i} name={\`Item \${i}\`} style={{width: 50, height: 10}} />)}
        </View>
        <Rectangle name="Footer" style={{width: 50, height: 5}} />
      </View>
    </Page>
  );
};
`,
  });
  const items = layers.filter((l) => l.name.startsWith('Item '));
  assert.deepEqual(
    new Set(items.map((l) => l.y - byName('List').y)),
    new Set(Array.from({length: 20}, (_, i) => i * 10)),
    'the 20 items stacked',
  );
  assert.equal(byName('Footer').y - byName('List').y, 200, 'the footer moved below them');
});
