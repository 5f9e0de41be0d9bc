/**
 * Group: where a group's children land inside a padded frame, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

test('group: "a group inside a frame with 40 px of padding draws its children at the frame\'s corner instead of 40 px in"', async () => {
  assertPageSays(
    'docs/api/group.mdx',
    '**Positions inside a group.**',
    "at the frame's corner instead of 40 px in",
  );
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Group, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Frame name="Card" style={{width: 200, height: 200, padding: 40}}>
      <Group name="G"><Rectangle name="A" style={{width: 50, height: 20}} /></Group>
    </Frame>
    <Frame name="Plain" style={{width: 200, height: 200, padding: 40}}>
      <Rectangle name="B" style={{width: 50, height: 20}} />
    </Frame>
  </Page>
);
`,
  });
  const card = byName('Card');
  assert.deepEqual(
    [byName('B').absX - byName('Plain').absX, byName('B').absY - byName('Plain').absY],
    [40, 40],
  );
  assert.deepEqual([byName('A').absX - card.absX, byName('A').absY - card.absY], [0, 0]);
});
