/**
 * Troubleshooting: the TS1259 entry (a default import of a CommonJS package), run through the starter's tsc.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import {assertPageSays, sentenceOf, typeCheck} from '../helpers/claims';

const PAGE = 'docs/troubleshooting.mdx';
const IMPORT = {
  'App.tsx': "import useFetch from 'react-fetch-hook';\nexport const f = useFetch;\n",
};

test('troubleshooting: "Which flag the message names depends on the `module` option, not on the TypeScript version"', () => {
  const sentence = sentenceOf(PAGE, 'Which flag the message names depends on the `module` option');
  const off = {esModuleInterop: false, allowSyntheticDefaultImports: false};
  for (const [module, flag] of [
    ['esnext', 'allowSyntheticDefaultImports'],
    ['commonjs', 'esModuleInterop'],
  ] as const) {
    assert.ok(sentence.includes(`\`"module": "${module}"\``) && sentence.includes(`names \`${flag}\``));
    const kind = module === 'esnext' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS;
    const errors = typeCheck(IMPORT, {...off, module: kind});
    assert.ok(
      errors.some((e) => e.startsWith('TS1259') && e.includes(`'${flag}'`)),
      `${module}: ${errors.join('\n')}`,
    );
  }
});

test('troubleshooting: "`allowSyntheticDefaultImports` … is enough for type-checking" — it alone clears TS1259, as esModuleInterop does', () => {
  assertPageSays(PAGE, '**Fix.** Add `"esModuleInterop": true`', '`"allowSyntheticDefaultImports": true`');
  assert.deepEqual(typeCheck(IMPORT, {esModuleInterop: false, allowSyntheticDefaultImports: true}), []);
  assert.deepEqual(typeCheck(IMPORT, {esModuleInterop: true}), []);
});
