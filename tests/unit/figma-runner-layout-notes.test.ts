/**
 * ENGINE-2: react-figma projects whose Yoga layout and Figma's auto layout disagree get a note naming the
 * layer, both numbers and the fix. Figma's numbers are worked out by hand from the auto-layout rules
 * (ENGINE-1).
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw} from '../helpers/claims';
import {layoutNotes} from '../../src/figma-runner/engine/figure';

after(closeEngine);

const app = (frameProps: string, children: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="Notes">
    <Frame name="Row" layoutMode="HORIZONTAL" ${frameProps}>
      ${children}
    </Frame>
  </Page>
);`,
});

const rect = (name: string, extra = '') =>
  `<Rectangle name="${name}" style={{width: 50, height: 50${extra}}} />`;

test('itemSpacing without a margin: B at x 60 in react-figma, x 80 in Figma, and the margin to add', async () => {
  const {byName, page} = await draw(app('itemSpacing={20} paddingLeft={10}', rect('A') + rect('B')));
  assert.equal(byName('B').x, 80);
  const notes = layoutNotes(page);
  assert.equal(notes.length, 2, notes.join('\n'));
  // The row hugs 10 + 50 + 20 + 50 in Figma; Yoga leaves out the gap.
  assert.match(notes[0], /^Row: react-figma lays it out at width 110, Figma at width 130\. .*children/);
  assert.match(notes[1], /^B: react-figma lays it out at x 60, Figma at x 80\. .*`marginLeft: 20`/);
});

test('the same row with the margin mirrored has no note', async () => {
  const {page} = await draw(
    app('itemSpacing={20} paddingLeft={10}', rect('A') + rect('B', ', marginLeft: 20')),
  );
  assert.deepEqual(layoutNotes(page), []);
});

test('a hidden middle child takes no space in Figma: C at x 60, not 100', async () => {
  const {byName, page} = await draw(
    app(
      'itemSpacing={10}',
      `${rect('A')}<Rectangle name="B" visible={false} style={{width: 50, height: 50, marginLeft: 10}} />${rect('C', ', marginLeft: 10')}`,
    ),
  );
  assert.equal(byName('C').x, 60);
  const note = layoutNotes(page).find((n) => n.startsWith('C:'));
  assert.ok(note?.includes('x 120') && note.includes('x 60') && /hidden/.test(note), String(note));
});

test("react-figma's default sizing mode AUTO: Figma hugs a row that Yoga makes 300 px wide", async () => {
  const {byName, page} = await draw(
    app(
      'itemSpacing={10} primaryAxisAlignItems="CENTER" style={{width: 300}}',
      rect('A') + rect('B', ', marginLeft: 10'),
    ),
  );
  // 50 + 10 + 50: Figma sizes the frame to its children, so CENTER has no room to move them.
  assert.equal(byName('Row').width, 110);
  assert.deepEqual([byName('A').x, byName('B').x], [0, 60]);
  assert.ok(
    layoutNotes(page).some(
      (n) =>
        n.startsWith('Row: react-figma lays it out at width 300, Figma at width 110') &&
        n.includes('primaryAxisSizingMode="FIXED"'),
    ),
  );
});

test('primaryAxisSizingMode="FIXED" keeps 300 px: CENTER puts A and B at 95 and 155', async () => {
  const {byName, page} = await draw(
    app(
      'itemSpacing={10} primaryAxisAlignItems="CENTER" primaryAxisSizingMode="FIXED" style={{width: 300}}',
      rect('A') + rect('B', ', marginLeft: 10'),
    ),
  );
  assert.deepEqual([byName('Row').width, byName('A').x, byName('B').x], [300, 95, 155]);
  assert.deepEqual(layoutNotes(page), []);
});

test('layoutGrow in a fixed 300-px row with itemSpacing 20: the grown child at x 70, 230 wide', async () => {
  const {byName} = await draw(
    app(
      'itemSpacing={20} primaryAxisSizingMode="FIXED" style={{width: 300}}',
      `${rect('A')}<Rectangle name="G" layoutGrow={1} style={{height: 50}} />`,
    ),
  );
  assert.deepEqual([byName('G').x, byName('G').width], [70, 230]);
});

test('a row sized in style on both axes: one note names both sizing modes, and following it leaves none', async () => {
  const hugging = await draw(app('style={{width: 300, height: 100}}', rect('A')));
  // Figma hugs the one 50 x 50 child on both axes (nodes-primaryaxissizingmode, nodes-counteraxissizingmode).
  assert.deepEqual([hugging.byName('Row').width, hugging.byName('Row').height], [50, 50]);
  const [note, ...rest] = layoutNotes(hugging.page);
  assert.deepEqual(rest, []);
  assert.match(
    note,
    /^Row: react-figma lays it out at width 300, height 100, Figma at width 50, height 50\. /,
  );
  assert.ok(note.includes('pass primaryAxisSizingMode="FIXED" and counterAxisSizingMode="FIXED"'), note);
  const fixed = await draw(
    app(
      'primaryAxisSizingMode="FIXED" counterAxisSizingMode="FIXED" style={{width: 300, height: 100}}',
      rect('A'),
    ),
  );
  assert.deepEqual(layoutNotes(fixed.page), []);
});

test('layoutAlign="CENTER" in a column: Figma leaves the child at the start, and the note says it is deprecated', async () => {
  const {byName, page} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Rectangle} from 'react-figma';
export const App = () => (
  <Page isCurrent name="Notes">
    <Frame name="Col" layoutMode="VERTICAL" counterAxisSizingMode="FIXED" style={{width: 200}}>
      <Rectangle name="C" layoutAlign="CENTER" style={{width: 50, height: 20}} />
    </Frame>
  </Page>
);`,
  });
  // nodes-layoutalign: MIN, CENTER and MAX are deprecated; counterAxisAlignItems (MIN by default) places it.
  assert.equal(byName('C').x, 0);
  const note = layoutNotes(page).find((n) => n.startsWith('C:')) ?? '';
  assert.ok(note.startsWith('C: react-figma lays it out at x 75, Figma at x 0.'), String(note));
  assert.ok(
    note.includes('deprecated `layoutAlign="CENTER"`') && note.includes('`counterAxisAlignItems`'),
    note,
  );
});
