/**
 * PLAY-14 parity: the shipped type-check worker reports what tsc reports under the starter's tsconfig.json,
 * for deliberately broken projects (same codes at the same positions), and nothing for every playground
 * example, as `npm run check:examples` reports nothing for them.
 *
 * Run: node --import tsx --test tests/unit/playground-typecheck-parity.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {pageExamples} from '../../src/plugins/playground/examples';
import {HOME_EXAMPLE_FILE} from '../../src/plugins/playground/client/exampleId';
import {asTsc, startNodeChecker, tscDiagnosticsOfEach, type NodeChecker} from '../helpers/typecheckWorker';

const HEAD = "import * as React from 'react';\nimport {Frame, View, Text} from 'react-figma';\n";

/** Broken projects, each with the mistake its name says. */
const BROKEN: Record<string, Record<string, string>> = {
  'an unknown prop': {'src/App.tsx': `${HEAD}export const App = () => <Frame name="A" colour="red" />;\n`},
  'a wrong style value type': {
    'src/App.tsx': `${HEAD}export const App = () => <View style={{width: true}} />;\n`,
  },
  'a missing import': {
    'src/App.tsx': 'import * as React from \'react\';\nexport const App = () => <Frame name="A" />;\n',
  },
  'strokeStyleId in style': {
    'src/App.tsx': `${HEAD}export const App = () => <View style={{strokeStyleId: 'S:1'}} />;\n`,
  },
  'a syntax error': {'src/App.tsx': `${HEAD}export const App = () => <Frame name="A">;\n`},
  // @types/react 17 (the site's) has KeyboardEvent.code, 16.14 (the starter's) has not: typings of the wrong
  // version report nothing here.
  "KeyboardEvent.code in a UI panel, not in the starter's @types/react": {
    'src/panel.tsx': `${HEAD}export const Field = () => <input onKeyDown={(e) => console.log(e.code)} />;\n`,
  },
  "a wrong showUI option in the main thread's src/code.tsx": {
    'src/App.tsx': `${HEAD}export const App = () => <Frame name="A" />;\n`,
    'src/code.tsx': "figma.showUI(__html__, {width: 'wide'});\nfigma.notify(42);\n",
  },
  'a wrong prop type in a second file': {
    'src/App.tsx': `${HEAD}import {Card} from './Card';\nexport const App = () => <Card />;\n`,
    'src/Card.tsx': `${HEAD}export const Card = () => <Text characters={42} />;\n`,
  },
};

let checker: NodeChecker;
before(async () => {
  checker = await startNodeChecker();
});
after(() => checker.close());

describe('broken projects: the worker reports what tsc reports', () => {
  let tsc: Record<string, string[]> | undefined;
  for (const [name, files] of Object.entries(BROKEN)) {
    test(name, async () => {
      const expected = (tsc ??= tscDiagnosticsOfEach(BROKEN))[name];
      assert.notDeepEqual(expected, [], `tsc finds nothing in "${name}": the snippet is not broken`);
      assert.deepEqual(new Set(asTsc(await checker.check(files))), new Set(expected));
    });
  }
});

/**
 * The source files of the docs, the posts and the home example (the playground's examples come from them).
 */
function pageFiles(): string[] {
  const root = path.resolve(__dirname, '../..');
  const pages = ['docs', 'blog'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
  );
  return [...pages, HOME_EXAMPLE_FILE];
}

test('every playground example type-checks clean, as check:examples says', async () => {
  const root = path.resolve(__dirname, '../..');
  const examples = pageFiles().flatMap((file) =>
    pageExamples(fs.readFileSync(path.join(root, file), 'utf8'), {file, title: file, permalink: '/'}),
  );
  assert.ok(
    examples.some((e) => e.id === 'home-1') && examples.some((e) => e.id === 'api-frame-1'),
    'the examples were found',
  );
  const reported: string[] = [];
  for (const example of examples) {
    for (const line of asTsc(await checker.check(example.files))) reported.push(`${example.id} ${line}`);
  }
  assert.deepEqual(reported, []);
});
