/**
 * The engine says which JSX element drew each layer (INSP-1), and where each layer is in the picture, in the
 * outline's order: the lines and boxes below are read off the files by hand.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileWithSources} from '../../src/figma-runner/node/compile';
import {projectEntry} from '../../src/figma-runner/project/entry';
import {figure} from '../../src/figma-runner/engine/figure';
import {useNodeFontTables} from '../../src/figma-runner/node/fontTables';
import {outlineOrder} from '../../src/figma-runner/protocol/messages';
import {sharedPreviewPool} from '../helpers/previewPool';

const pool = sharedPreviewPool();
useNodeFontTables();

async function spotsOf(files: Record<string, string>) {
  const project = projectEntry(files, Object.keys(files)[0]);
  const result = await pool.render(compileWithSources(project.files), project.entry, 8000, true);
  assert.ok(result.ok, result.ok ? '' : result.error);
  const drawn = figure(result.tree, result.others, true);
  return {drawn, names: outlineOrder(drawn.layers).map((l) => l[1])};
}

const APP = [
  "import * as React from 'react';",
  "import {Page, View, Text} from 'react-figma';",
  '',
  'const Label = ({children}: {children: string}) => <Text name="label">{children}</Text>;',
  '',
  'export const App = () => (',
  '  <Page name="Home" isCurrent>',
  '    <View name="row" style={{width: 100, height: 40, flexDirection: "row"}}><Text name="a">A</Text><Text name="b">B</Text></View>',
  '    <Label>C</Label>',
  '    {["x", "y"].map((t) => (',
  '      <Text key={t} name={t}>{t}</Text>',
  '    ))}',
  '  </Page>',
  ');',
].join('\n');

test('each layer names the element that drew it: its line, and its place among the elements on that line', async () => {
  const {drawn, names} = await spotsOf({'src/App.tsx': APP});
  const spots = drawn.spots!;
  assert.equal(spots.length, names.length, 'one spot for each line of the outline');
  const originOf = (name: string) => spots[names.indexOf(name)].origin;
  assert.deepEqual(originOf('row'), {file: 'src/App.tsx', line: 8, nth: 0});
  assert.deepEqual(originOf('a'), {file: 'src/App.tsx', line: 8, nth: 1});
  assert.deepEqual(originOf('b'), {file: 'src/App.tsx', line: 8, nth: 2});
  // The text's own element is Label's <Text>, not the <Label> that used it.
  assert.deepEqual(originOf('label'), {file: 'src/App.tsx', line: 4, nth: 0});
  // One element mapped over an array draws several layers.
  assert.deepEqual(originOf('x'), {file: 'src/App.tsx', line: 11, nth: 0});
  assert.deepEqual(originOf('y'), {file: 'src/App.tsx', line: 11, nth: 0});
});

test("a layer's box is where the picture draws it: the page's content 24 px in from the picture's corner", async () => {
  const files = {
    'src/App.tsx': [
      "import * as React from 'react';",
      "import {Page, Rectangle} from 'react-figma';",
      'export const App = () => (',
      '  <Page name="Home" isCurrent>',
      '    <Rectangle name="r1" style={{width: 50, height: 20, backgroundColor: "#ff0000"}} />',
      '    <Rectangle name="r2" style={{position: "absolute", left: 70, top: 30, width: 10, height: 10}} />',
      '  </Page>',
      ');',
    ].join('\n'),
  };
  const {drawn, names} = await spotsOf(files);
  const box = (name: string) => drawn.spots![names.indexOf(name)].box;
  assert.deepEqual(box('r1'), [24, 24, 50, 20]);
  assert.deepEqual(box('r2'), [94, 54, 10, 10]);
  assert.equal(drawn.width, 24 + 80 + 24, 'the content (0 to 80 px wide) and the margin each side');
});

test('without the request, the figure has no spots and the snapshot no origins (the build keeps its figures)', async () => {
  const project = projectEntry({'src/App.tsx': APP}, 'src/App.tsx');
  const result = await pool.render(compileWithSources(project.files), project.entry);
  assert.ok(result.ok);
  assert.equal(JSON.stringify(result.tree).includes('"origin"'), false);
  assert.equal(figure(result.tree, result.others).spots, undefined);
});
