/**
 * Dimensions: its default store, `set` replacing it, its listeners, and its typings without react-native, run
 * through the preview engine and the starter's tsc.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, logged, typeCheck} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/Dimensions.mdx';

test('Dimensions: "Until your code calls `set`, both `window` and `screen` are" MAX_SAFE_INTEGER × MAX_SAFE_INTEGER at scale 1, font scale 1', async () => {
  assertPageSays(PAGE, '| `width` |', '`Number.MAX_SAFE_INTEGER`');
  assertPageSays(PAGE, '| `height` |', '`Number.MAX_SAFE_INTEGER`');
  assertPageSays(PAGE, '| `scale` |', '`1`');
  assertPageSays(PAGE, '| `fontScale` |', '`1`');
  const [store] = await logged(
    'Dimensions',
    `console.log(JSON.stringify({window: Dimensions.get('window'), screen: Dimensions.get('screen')}));`,
  );
  const size = {width: Number.MAX_SAFE_INTEGER, height: Number.MAX_SAFE_INTEGER, scale: 1, fontScale: 1};
  assert.deepEqual(store, {window: size, screen: size});
});

test('Dimensions: "`set(dims)` **Replaces** the whole store … then calls every `change` handler"; "Adding the same function twice registers it once. Returns nothing"; `removeEventListener` unregisters', async () => {
  assertPageSays(
    PAGE,
    '| `set(dims)`',
    '**Replaces** the whole store with `dims`, then calls every `change` handler with the new store',
  );
  assertPageSays(
    PAGE,
    "| `addEventListener('change', handler)`",
    'Adding the same function twice registers it once. Returns nothing.',
  );
  assertPageSays(PAGE, "| `removeEventListener('change', handler)`", 'Unregisters `handler`');
  const [seen] = await logged(
    'Dimensions',
    `const calls: unknown[] = [];
const handler = (dims: unknown) => { calls.push(dims); };
const returned = [Dimensions.addEventListener('change', handler), Dimensions.addEventListener('change', handler)];
const phone = {width: 375, height: 812, scale: 3, fontScale: 1};
Dimensions.set({window: phone} as never);
const screenAfterSet = Dimensions.get('screen') ?? null;
Dimensions.removeEventListener('change', handler);
Dimensions.set({window: phone, screen: phone} as never);
console.log(JSON.stringify({returned: returned.map((r) => r === undefined), calls, screenAfterSet}));`,
  );
  assert.deepEqual(seen, {
    returned: [true, true],
    calls: [{window: {width: 375, height: 812, scale: 3, fontScale: 1}}],
    screenAfterSet: null,
  });
});

test('Dimensions: "With `skipLibCheck` on, `Dimensions` is typed as `any`; with it off, the compiler reports the missing `react-native` module"', () => {
  assertPageSays(
    PAGE,
    "Without `react-native` types in your project, TypeScript can't resolve them",
    'With `skipLibCheck` on, `Dimensions` is typed as `any`; with it off, the compiler reports the missing `react-native` module',
  );
  // A number assigned to a string compiles only when Dimensions is `any`.
  const files = {
    'App.tsx':
      "import {Dimensions} from 'react-figma';\nexport const s: string = Dimensions.get('window').width;\n",
  };
  assert.deepEqual(typeCheck(files, {skipLibCheck: true}), []);
  const off = typeCheck(files, {skipLibCheck: false});
  assert.ok(
    off.some((e) => e.includes('error TS2307:') && e.includes("'react-native'")),
    off.join('\n'),
  );
});
