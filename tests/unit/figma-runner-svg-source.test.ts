/**
 * The stand-in redraws an `Svg` whose `source` changes: react-figma 0.31.0 (`renderers/svg.ts`) moves the new
 * node's layers into the old frame, so the picture must show the new markup in the frame's first size.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw} from '../helpers/claims';

after(closeEngine);

test('a changed Svg source shows the new markup; the frame keeps its first size', async () => {
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Svg} from 'react-figma';
const first = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ff0000"/></svg>';
const second = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="5" fill="#00ff00"/></svg>';
export const App = () => {
  const [source, setSource] = React.useState(first);
  React.useEffect(() => {
    const t = setTimeout(() => setSource(second), 20);
    return () => clearTimeout(t);
  }, []);
  return (
    <Page isCurrent name="Icons">
      <Svg name="Icon" source={source} />
    </Page>
  );
};`,
  });
  const icon = byName('Icon');
  assert.match(String(icon.props.svgSource), /circle/);
  assert.deepEqual([icon.width, icon.height, icon.children.length], [40, 20, 0]);
});
