/**
 * useWindowDimensions: its first value and when it re-renders, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/useWindowDimensions.mdx';

test('useWindowDimensions: "re-renders with the new `window` value, but only when `width`, `height`, `scale` or `fontScale` actually changed", defaults first', async () => {
  assert.ok(
    sentenceOf(PAGE, 'It subscribes to the `change` event').includes(
      'but only when `width`, `height`, `scale` or `fontScale` actually changed',
    ),
  );
  assert.ok(
    sentenceOf(PAGE, 'Until your code calls `Dimensions.set`').includes(
      '`width` and `height` are `Number.MAX_SAFE_INTEGER`, `scale` and `fontScale` are `1`',
    ),
  );
  const {logs, byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, Dimensions, useWindowDimensions} from 'react-figma';
const Probe = () => {
  const size = useWindowDimensions();
  console.log(JSON.stringify(size));
  return <Rectangle name={\`width \${size.width}\`} />;
};
const phone = {width: 375, height: 812, scale: 3, fontScale: 1};
export const App = () => {
  React.useEffect(() => {
    setTimeout(() => Dimensions.set({window: {...Dimensions.get('window')}, screen: Dimensions.get('screen')}), 5);
    setTimeout(() => Dimensions.set({window: phone, screen: phone}), 10);
    setTimeout(() => Dimensions.set({window: {...phone}, screen: phone}), 15);
  }, []);
  return <Page isCurrent name="P"><Probe /></Page>;
};
`,
  });
  byName('width 375');
  const max = Number.MAX_SAFE_INTEGER;
  assert.deepEqual(
    logs.filter((l) => l.startsWith('log: ')).map((l) => JSON.parse(l.slice(5)) as unknown),
    [
      {width: max, height: max, scale: 1, fontScale: 1},
      {width: 375, height: 812, scale: 3, fontScale: 1},
    ],
    'one render per real change: none for the same values set again',
  );
});
