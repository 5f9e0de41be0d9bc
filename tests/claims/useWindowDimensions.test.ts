/**
 * useWindowDimensions: its first value, when it re-renders, and its known limitation (two sets in one task),
 * run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, draw} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/useWindowDimensions.mdx';
const MAX = Number.MAX_SAFE_INTEGER;
const PHONE = {width: 375, height: 812, scale: 3, fontScale: 1};

/**
 * Draws a probe that logs each render's value while `effect` (statements in a mount effect) sets Dimensions.
 */
async function renders(effect: string): Promise<unknown[]> {
  const {logs, byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, Dimensions, useWindowDimensions} from 'react-figma';
const Probe = () => {
  const size = useWindowDimensions();
  console.log(JSON.stringify(size));
  return <Rectangle name={\`width \${size.width}\`} />;
};
const phone = ${JSON.stringify(PHONE)};
export const App = () => {
  React.useEffect(() => {
${effect}
  }, []);
  return <Page isCurrent name="P"><Probe /></Page>;
};
`,
  });
  byName('width 375');
  return logs.filter((l) => l.startsWith('log: ')).map((l) => JSON.parse(l.slice(5)) as unknown);
}

test('useWindowDimensions: "re-renders with the new `window` value, but only when `width`, `height`, `scale` or `fontScale` actually changed", defaults first', async () => {
  assertPageSays(
    PAGE,
    'It subscribes to the `change` event',
    'but only when `width`, `height`, `scale` or `fontScale` actually changed',
  );
  assertPageSays(
    PAGE,
    'Until your code calls `Dimensions.set`',
    '`width` and `height` are `Number.MAX_SAFE_INTEGER`, `scale` and `fontScale` are `1`',
  );
  // Each set in a task of its own, each scheduled from the one before, so none can share a task under load.
  const seen = await renders(`    setTimeout(() => {
      Dimensions.set({window: {...Dimensions.get('window')}, screen: Dimensions.get('screen')});
      setTimeout(() => {
        Dimensions.set({window: phone, screen: phone});
        setTimeout(() => Dimensions.set({window: {...phone}, screen: phone}), 20);
      }, 20);
    }, 5);`);
  assert.deepEqual(
    seen,
    [{width: MAX, height: MAX, scale: 1, fontScale: 1}, PHONE],
    'one render per real change: none for the same values set again',
  );
});

test('useWindowDimensions, known limitation: "Two `Dimensions.set` calls in one task" render twice with equal values', async () => {
  assertPageSays(
    PAGE,
    'Two `Dimensions.set` calls in one task',
    're-render the component twice even when the second sets the same values',
  );
  const seen = await renders(`    setTimeout(() => {
      Dimensions.set({window: phone, screen: phone});
      Dimensions.set({window: {...phone}, screen: phone});
    }, 5);`);
  assert.deepEqual(seen, [{width: MAX, height: MAX, scale: 1, fontScale: 1}, PHONE, PHONE]);
});
