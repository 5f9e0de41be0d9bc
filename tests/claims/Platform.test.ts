/**
 * Platform: its values and what `select` calls, run through the preview engine and the starter's tsc.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, logged, typeCheckEach} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/Platform.mdx';

test('Platform: "`Platform.OS` | `\'figma\'`", "`Platform.Version` | `1`", and `select` "Calls `params.figma()` … Returns `undefined` when there is no `figma` key"', async () => {
  assertPageSays(PAGE, '| `Platform.OS`', "`'figma'`");
  assertPageSays(PAGE, '| `Platform.Version`', '`1`');
  assertPageSays(
    PAGE,
    'There is no `default` fallback',
    'the result is `undefined`, even when a `default` key exists',
  );
  const [values] = await logged(
    'Platform',
    `const called: string[] = [];
const figma = () => { called.push('figma'); return 'F'; };
console.log(JSON.stringify({
  os: Platform.OS,
  version: Platform.Version,
  picked: Platform.select({figma, default: () => 'D'}),
  none: Platform.select({default: () => 'D'} as never) === undefined,
  called,
}));`,
  );
  assert.deepEqual(values, {os: 'figma', version: 1, picked: 'F', none: true, called: ['figma']});
});

test('Platform: "Every value must therefore be a function, and the types enforce that"', () => {
  assertPageSays(PAGE, 'React Figma **calls** the value', 'the types enforce that');
  const header = "import {Platform} from 'react-figma';\n";
  const result = typeCheckEach({
    'Value.tsx': `${header}export const a = Platform.select({figma: 3});\n`,
    'Function.tsx': `${header}export const a = Platform.select({figma: () => 3});\n`,
  });
  assert.ok(
    result['Value.tsx'].some((e) => e.includes('error TS2322:')),
    result['Value.tsx'].join('\n'),
  );
  assert.deepEqual(result['Function.tsx'], []);
});
