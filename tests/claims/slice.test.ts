/**
 * Slice: its auto-layout child props, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw} from '../helpers/claims';
import {componentPropDescriptions, propDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

test('slice: `layoutGrow` and `layoutAlign` — "Yoga never sees it", while a rectangle’s `layoutGrow` sets `flexGrow`', async () => {
  for (const prop of ['layoutGrow', 'layoutAlign'] as const) {
    assert.match(componentPropDescriptions.Slice[prop], /Yoga never sees it/);
  }
  assert.match(propDescriptions.layoutGrow, /also sets Yoga `flexGrow`/);
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Slice, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <View name="Slice row" style={{flexDirection: 'row', width: 300, height: 20}}>
      <Slice name="S" layoutGrow={1} style={{width: 50, height: 10}} />
    </View>
    <View name="Rectangle row" style={{flexDirection: 'row', width: 300, height: 20}}>
      <Rectangle name="R" layoutGrow={1} style={{width: 50, height: 10}} />
    </View>
  </Page>
);
`,
  });
  assert.equal(byName('R').width, 300, 'the rectangle grows');
  assert.equal(byName('S').width, 50, 'the slice does not');
});
