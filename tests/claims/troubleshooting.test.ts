/**
 * Troubleshooting: the TS1259 entry (a default import of a CommonJS package), run through the starter's tsc;
 * the react-reconciler entry through webpack; where react-figma's Text writes text, in its compiled files.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import webpack from 'webpack';
import {assertPageSays, reactFigmaFiles, sentenceOf, typeCheck} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

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
      errors.some((e) => e.includes('error TS1259:') && e.includes(`'${flag}'`)),
      `${module}: ${errors.join('\n')}`,
    );
  }
});

test('troubleshooting: "`allowSyntheticDefaultImports` … is enough for type-checking" — it alone clears TS1259, as esModuleInterop does', () => {
  assertPageSays(PAGE, '**Fix.** Add `"esModuleInterop": true`', '`"allowSyntheticDefaultImports": true`');
  assert.deepEqual(typeCheck(IMPORT, {esModuleInterop: false, allowSyntheticDefaultImports: true}), []);
  assert.deepEqual(typeCheck(IMPORT, {esModuleInterop: true}), []);
});

test("troubleshooting: \"Module not found: Error: Can't resolve 'react-reconciler'\" is what webpack prints for a react-figma without its dependencies", async () => {
  const heading = "### Module not found: Error: Can't resolve 'react-reconciler'";
  assert.ok(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8').includes(`\n${heading}\n`));
  assertPageSays(PAGE, 'Every published react-figma', 'lists `react-reconciler` 0.23 in its `dependencies`');
  const installed = path.join(SITE_ROOT, 'node_modules/react-figma');
  const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  assert.equal(pkg.dependencies['react-reconciler'], '^0.23.0');
  // The installed package finds it; a copy of its files outside any node_modules tree does not.
  require.resolve('react-reconciler', {paths: [installed]});
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-react-figma-copy-'));
  try {
    fs.cpSync(installed, copy, {
      recursive: true,
      filter: (f) => !path.relative(installed, f).split(path.sep).includes('node_modules'),
    });
    const errors = await new Promise<string[]>((resolve, reject) =>
      webpack({
        mode: 'none',
        context: copy,
        entry: './renderer.js',
        output: {path: path.join(copy, 'out')},
      }).run((error, stats) =>
        error ? reject(error) : resolve((stats?.toJson().errors ?? []).map((e) => e.message)),
      ),
    );
    const message = `${heading.slice(4)} in '${copy}'`;
    assert.ok(errors.includes(message), `webpack printed:\n${errors.join('\n')}`);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});

test('troubleshooting: "Cannot use unloaded font": react-figma\'s Text writes the font and the characters only once the font has loaded', () => {
  assert.ok(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8').includes('\n### Cannot use unloaded font\n'));
  assertPageSays(
    PAGE,
    "React Figma's `Text` does this for you",
    'writes the font and the characters only once that font has loaded',
  );
  const text = reactFigmaFiles().get('renderers/text.js')!;
  const guard = text.indexOf('if (loadedFont &&');
  assert.ok(guard > 0, 'renderers/text.js checks the loaded font');
  for (const write of ['textNode.fontName = loadedFont', 'textNodePropsAssign(textNode)(props)'])
    assert.ok(text.indexOf(write) > guard, `${write} comes after the check`);
  // The fix for your own main-thread code compiles with the Figma typings.
  const fix = sentenceOf(PAGE, "load the layer's current font and the new one");
  const call = /`(await figma\.loadFontAsync\([^`]+\))`/.exec(fix)?.[1];
  assert.ok(call, fix);
  const code = `export async function rename(node: TextNode) {\n  ${call};\n  node.characters = 'New';\n}\n`;
  assert.deepEqual(typeCheck({'code.ts': code}), []);
});
