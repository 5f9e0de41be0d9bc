/**
 * Line: what `style.height` does to a line and its siblings, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

test('line: "`height` does not thicken the line … but Yoga still reserves that height in the layout, so the siblings after it move"', async () => {
  assertPageSays('docs/api/line.mdx', '- **Layout:** `width` (the length)', 'the siblings after it move');
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Line, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <View name="Column">
      <Line name="L" strokes={[{type: 'SOLID', color: {r: 0, g: 0, b: 0}}]} strokeWeight={1} style={{width: 100, height: 20}} />
      <Rectangle name="After" style={{width: 10, height: 10}} />
    </View>
  </Page>
);
`,
  });
  assert.equal(byName('L').height, 0, 'the line stays 0 px high');
  assert.equal(byName('After').y, 20, 'the next sibling starts below the reserved 20 px');
});
