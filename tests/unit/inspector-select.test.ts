/**
 * Which layer a point of the picture or the editor's cursor means (INSP-1): the topmost layer under a point,
 * and the layer the element around the cursor drew.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {layerAt, layerForCursor} from '../../src/components/Playground/inspector/select';
import type {LayerSpot} from '../../src/figma-runner/protocol/messages';

const at = (line: number, nth = 0) => ({file: 'src/App.tsx', line, nth});

// A frame (line 6) holding a text (line 7) and two rectangles mapped from one element (line 9).
const SPOTS: LayerSpot[] = [
  {box: [24, 24, 200, 100], origin: at(6)},
  {box: [24, 24, 60, 20], origin: at(7)},
  {box: [100, 60, 40, 40], origin: at(9)},
  {box: [150, 60, 40, 40], origin: at(9)},
];

const CODE = [
  "import * as React from 'react';",
  "import {Page, Frame, Text, Rectangle} from 'react-figma';",
  '',
  'export const App = () => (',
  '  <Page name="P" isCurrent>',
  '    <Frame name="F" style={{width: 200, height: 100}}>',
  '      <Text characters="Hi" />',
  '      {[1, 2].map((i) => (',
  '        <Rectangle key={i} style={{width: 40, height: 40}} />',
  '      ))}',
  '    </Frame>',
  '  </Page>',
  ');',
].join('\n');

const offset = (line: number, col: number) =>
  CODE.split('\n')
    .slice(0, line - 1)
    .reduce((n, l) => n + l.length + 1, 0) +
  col -
  1;

test('a point selects the topmost layer under it: a child over its parent, nothing off the layers', () => {
  assert.equal(layerAt(SPOTS, 30, 30), 1, 'the text, drawn over the frame');
  assert.equal(layerAt(SPOTS, 200, 110), 0, 'the frame where no child is');
  assert.equal(layerAt(SPOTS, 160, 70), 3);
  assert.equal(layerAt(SPOTS, 5, 5), undefined, 'the margin around the page');
});

test('the cursor selects the layer of the innermost element around it that drew one', () => {
  assert.equal(layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(7, 9), null), 1, 'inside <Text …>');
  assert.equal(layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(6, 20), null), 0, "in the Frame's tag");
  assert.equal(
    layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(8, 8), null),
    0,
    "the Frame's, around the map",
  );
  assert.equal(layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(1, 3), null), undefined, 'the imports');
  assert.equal(
    layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(9, 12), null),
    2,
    "the element's first layer",
  );
  assert.equal(
    layerForCursor(SPOTS, CODE, 'src/App.tsx', offset(9, 12), 3),
    3,
    'or the one already selected',
  );
  assert.equal(layerForCursor(SPOTS, CODE, 'src/Other.tsx', offset(7, 9), null), undefined, 'another file');
});
