/**
 * Frame: which frame props Component, Instance and ComponentSet take, as the starter's tsc sees them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sentenceOf, typeCheckEach} from '../helpers/claims';

const FRAME_ONLY = {
  cornerRadius: '{4}',
  strokes: '{[]}',
  clipsContent: '',
  layoutGrids: '{[]}',
  guides: '{[]}',
};
const TAKE_FEWER = {Instance: 'component={null as unknown as ComponentNode}', ComponentSet: ''};

const snippet = (element: string, extra: string, prop: string, value: string) =>
  `import * as React from 'react';\nimport {${element}} from 'react-figma';\nexport const A = () => <${element} ${extra} ${prop}${value ? `=${value}` : ''} />;\n`;

test('frame: "Component takes the frame props except `preset`; Instance and ComponentSet take fewer (no corners, strokes, `clipsContent`, grids or guides)"', () => {
  const sentence = sentenceOf('docs/api/frame.mdx', '[Component and Instance](/docs/api/component)');
  assert.ok(sentence.includes('Component takes the frame props except `preset`'));
  assert.ok(sentence.includes('no corners, strokes, `clipsContent`, grids or guides'));
  const files: Record<string, string> = {
    'Component-preset.tsx': snippet('Component', '', 'preset', "{{name: 'x', width: 1, height: 1}}"),
  };
  for (const [prop, value] of Object.entries(FRAME_ONLY)) {
    files[`Component-${prop}.tsx`] = snippet('Component', '', prop, value);
    for (const [element, extra] of Object.entries(TAKE_FEWER)) {
      files[`${element}-${prop}.tsx`] = snippet(element, extra, prop, value);
    }
  }
  const result = typeCheckEach(files);
  for (const prop of Object.keys(FRAME_ONLY)) {
    assert.deepEqual(result[`Component-${prop}.tsx`], [], `Component takes ${prop}`);
    for (const element of Object.keys(TAKE_FEWER)) {
      const errors = result[`${element}-${prop}.tsx`];
      assert.ok(
        errors.some((e) => e.startsWith('TS2322') && e.includes(prop)),
        `${element} rejects ${prop}: ${errors.join('\n')}`,
      );
    }
  }
  assert.ok(
    result['Component-preset.tsx'].some((e) => e.includes('preset')),
    'Component rejects preset',
  );
});
