/**
 * ENGINE-1: the stand-in's auto layout against Figma's plugin API documentation. Each test names its page;
 * the expected numbers are worked out from that page's text and diagrams, not read off the stand-in.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createStandIn, type StubNode} from '../../src/figma-runner/engine/standIn';

const DOCS = 'https://developers.figma.com/docs/plugins/api/properties/';

type Figma = ReturnType<typeof createStandIn>;

function frame(figma: Figma, w?: number, h?: number): StubNode {
  const f = (figma.createFrame as () => StubNode)();
  if (w !== undefined) f.resize(w, h ?? 100);
  return f;
}

/** A parent frame holding `count` new frames (each Figma's 100×100 default), with the given auto layout. */
function parentWith(count: number, props: Record<string, unknown> = {}) {
  const figma = createStandIn();
  const parent = frame(figma);
  const kids = Array.from({length: count}, () => frame(figma));
  for (const k of kids) parent.appendChild(k);
  Object.assign(parent, props);
  return {figma, parent, kids};
}

const xs = (kids: StubNode[]) => kids.map((k) => k.x);

test(`${DOCS}nodes-layoutmode: HORIZONTAL places the children in a row and sizes the frame to them`, () => {
  const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL'});
  assert.deepEqual(xs(kids), [0, 100]);
  assert.deepEqual([parent.width, parent.height], [200, 100]);
});

test(`${DOCS}nodes-layoutmode: VERTICAL stacks the children`, () => {
  const {parent, kids} = parentWith(2, {layoutMode: 'VERTICAL'});
  assert.deepEqual(
    kids.map((k) => k.y),
    [0, 100],
  );
  assert.deepEqual([parent.width, parent.height], [100, 200]);
});

test(`${DOCS}nodes-itemspacing: the gap between children is itemSpacing, in either direction`, () => {
  const row = parentWith(2, {layoutMode: 'HORIZONTAL', itemSpacing: 20});
  assert.deepEqual(xs(row.kids), [0, 120]);
  assert.equal(row.parent.width, 220);
  const column = parentWith(2, {layoutMode: 'VERTICAL', itemSpacing: 20});
  assert.deepEqual(
    column.kids.map((k) => k.y),
    [0, 120],
  );
});

test("InferredAutoLayoutResult (paddingLeft …): padding lies between the frame's border and its children", () => {
  const {parent, kids} = parentWith(2, {
    layoutMode: 'HORIZONTAL',
    paddingLeft: 10,
    paddingRight: 30,
    paddingTop: 5,
    paddingBottom: 7,
  });
  assert.deepEqual(xs(kids), [10, 110]);
  assert.equal(kids[0].y, 5);
  assert.deepEqual([parent.width, parent.height], [240, 112]);
});

for (const [align, expected] of [
  ['MIN', [0, 100]],
  ['MAX', [100, 200]],
  ['CENTER', [50, 150]],
  ['SPACE_BETWEEN', [0, 200]],
] as const) {
  test(`${DOCS}nodes-primaryaxisalignitems: ${align} in a 300-px fixed row`, () => {
    const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL', primaryAxisSizingMode: 'FIXED'});
    parent.resize(300, 100);
    parent.primaryAxisAlignItems = align;
    assert.deepEqual(xs(kids), expected);
  });
}

test(`${DOCS}nodes-primaryaxisalignitems: SPACE_BETWEEN puts only the extra space between children`, () => {
  // Three 100-px children in 400 px: the 100 px left over is split into two gaps of 50, whatever itemSpacing
  // says.
  const {parent, kids} = parentWith(3, {
    layoutMode: 'HORIZONTAL',
    primaryAxisSizingMode: 'FIXED',
    itemSpacing: 10,
  });
  parent.resize(400, 100);
  parent.primaryAxisAlignItems = 'SPACE_BETWEEN';
  assert.deepEqual(xs(kids), [0, 150, 300]);
});

for (const [align, y] of [
  ['MIN', 0],
  ['CENTER', 25],
  ['MAX', 50],
] as const) {
  test(`${DOCS}nodes-counteraxisalignitems: ${align} in a 150-px-high row`, () => {
    const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL', counterAxisSizingMode: 'FIXED'});
    parent.resize(200, 150);
    parent.counterAxisAlignItems = align;
    assert.deepEqual(
      kids.map((k) => k.y),
      [y, y],
    );
  });
}

test(`${DOCS}nodes-primaryaxissizingmode: AUTO takes the children's length, FIXED keeps the plugin's`, () => {
  const {parent} = parentWith(2, {layoutMode: 'HORIZONTAL', itemSpacing: 10, primaryAxisSizingMode: 'FIXED'});
  parent.resize(300, 100);
  assert.equal(parent.width, 300);
  parent.primaryAxisSizingMode = 'AUTO';
  assert.equal(parent.width, 210);
});

test(`${DOCS}nodes-counteraxissizingmode: AUTO fits the tallest child, FIXED keeps the frame's height`, () => {
  const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL'});
  kids[1].resize(100, 200);
  parent.counterAxisSizingMode = 'AUTO';
  assert.equal(parent.height, 200);
  parent.counterAxisSizingMode = 'FIXED';
  parent.resize(parent.width, 100);
  assert.equal(parent.height, 100);
});

test(`${DOCS}nodes-layoutalign: STRETCH fills the column's width, excluding its padding; INHERIT does not`, () => {
  const figma = createStandIn();
  const column = frame(figma, 200, 300);
  const stretched = (figma.createRectangle as () => StubNode)();
  const kept = (figma.createRectangle as () => StubNode)();
  column.appendChild(stretched);
  column.appendChild(kept);
  Object.assign(column, {
    layoutMode: 'VERTICAL',
    counterAxisSizingMode: 'FIXED',
    paddingLeft: 10,
    paddingRight: 10,
  });
  stretched.layoutAlign = 'STRETCH';
  kept.layoutAlign = 'INHERIT';
  assert.deepEqual([stretched.x, stretched.width], [10, 180]);
  assert.equal(kept.width, 100);
});

test(`${DOCS}nodes-layoutgrow: a child with layoutGrow 1 takes the rest of a fixed row`, () => {
  const figma = createStandIn();
  const row = frame(figma, 300, 50);
  const a = frame(figma, 50, 50);
  const b = frame(figma, 50, 50);
  row.appendChild(a);
  row.appendChild(b);
  Object.assign(row, {layoutMode: 'HORIZONTAL', primaryAxisSizingMode: 'FIXED', itemSpacing: 20});
  b.layoutGrow = 1;
  // 300 − 50 − 20 = 230, starting after A and the gap.
  assert.deepEqual([b.x, b.width], [70, 230]);
  b.layoutGrow = 0;
  assert.equal(b.width, 50);
});

const UPDATE_8 = 'https://developers.figma.com/docs/plugins/updates/2019/12/04/version-1-update-8';

test(`${UPDATE_8}: writing a child's position no-ops; the plugin reads the laid-out value`, () => {
  const {kids} = parentWith(2, {layoutMode: 'HORIZONTAL'});
  kids[1].x = 500;
  kids[1].y = 40;
  assert.deepEqual([kids[1].x, kids[1].y], [100, 0]);
});

test(`${UPDATE_8}: resizing a child resizes its auto-layout parent`, () => {
  const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL'});
  kids[0].resize(150, 120);
  assert.deepEqual([parent.width, parent.height], [250, 120]);
  assert.equal(kids[1].x, 150);
});

test(`${UPDATE_8}: changing the order of children moves them`, () => {
  const {parent, kids} = parentWith(2, {layoutMode: 'HORIZONTAL'});
  kids[0].resize(30, 100);
  (parent.insertChild as (i: number, c: StubNode) => void)(0, kids[1]);
  assert.deepEqual(xs(kids), [100, 0]);
});

test('help.figma.com "Explore auto layout properties": a hidden layer takes no space in the flow', () => {
  const figma = createStandIn();
  const row = frame(figma);
  const rects = [0, 1, 2].map(() => frame(figma, 50, 50));
  for (const r of rects) row.appendChild(r);
  Object.assign(row, {layoutMode: 'HORIZONTAL', itemSpacing: 10});
  rects[1].visible = false;
  assert.equal(rects[2].x, 60);
  assert.equal(row.width, 110);
});

test(`${DOCS}nodes-layoutmode: nested auto-layout frames size each other from the inside out`, () => {
  const figma = createStandIn();
  const outer = frame(figma);
  const inner = frame(figma);
  const leaf = frame(figma, 40, 30);
  const after = frame(figma, 20, 20);
  inner.appendChild(leaf);
  outer.appendChild(inner);
  outer.appendChild(after);
  Object.assign(inner, {
    layoutMode: 'HORIZONTAL',
    paddingLeft: 8,
    paddingRight: 8,
    paddingTop: 4,
    paddingBottom: 4,
  });
  Object.assign(outer, {layoutMode: 'HORIZONTAL', itemSpacing: 6});
  assert.deepEqual([inner.width, inner.height], [56, 38]);
  assert.equal(after.x, 62);
  assert.deepEqual([outer.width, outer.height], [82, 38]);
});

test('not confirmed by the docs: a frame without auto layout keeps what the plugin wrote', () => {
  const figma = createStandIn();
  const parent = frame(figma, 300, 300);
  const child = frame(figma, 50, 50);
  parent.appendChild(child);
  child.x = 123;
  assert.equal(child.x, 123);
  assert.equal(parent.width, 300);
});
