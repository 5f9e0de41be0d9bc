/**
 * Every page a project draws is in its figure, the current page first (ENGINE-3): the picture stacks them
 * under their names, the outline lists each page with its layers, and a one-page project keeps the plain
 * outline.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, runEngine} from '../helpers/claims';
import {figure} from '../../src/figma-runner/engine/figure';
import {useNodeFontTables} from '../../src/figma-runner/node/fontTables';

after(closeEngine);

const project = (pages: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';
export const App = () => (
  <>
    ${pages}
  </>
);`,
});

test('two pages: the current one first in the outline and on top of the picture, the other after it', async () => {
  const result = await runEngine(
    project(`<Page name="Cover"><Rectangle name="On cover" style={{width: 30, height: 30}} /></Page>
    <Page name="Screens" isCurrent><Rectangle name="On screens" style={{width: 50, height: 20}} /></Page>`),
  );
  assert.ok(result.ok, !result.ok ? result.error : '');
  useNodeFontTables();
  const {layers, svg, alt} = figure(result.tree, result.others);
  assert.deepEqual(
    layers.map(([type, name, , , , , children]) => [type, name, children?.map((c) => c[1])]),
    [
      ['PAGE', 'Screens (current page)', ['On screens']],
      ['PAGE', 'Cover', ['On cover']],
    ],
  );
  assert.ok(
    svg.indexOf('Screens (current page)') < svg.indexOf('>Cover<'),
    'the current page is drawn on top',
  );
  assert.match(alt, /"Screens".*"Cover"/);
});

test('one page: the outline is its layers, with no page line and no name band in the picture', async () => {
  const result = await runEngine(
    project(`<Page name="Only" isCurrent><Rectangle name="Box" style={{width: 30, height: 30}} /></Page>`),
  );
  assert.ok(result.ok, !result.ok ? result.error : '');
  useNodeFontTables();
  const {layers, svg} = figure(result.tree, result.others);
  assert.deepEqual(
    layers.map((l) => l[1]),
    ['Box'],
  );
  assert.doesNotMatch(svg, /current page/);
});
