/**
 * The Figma stand-in (src/figma-runner/engine/standIn.ts): each completion of figma-api-stub behaves like
 * Figma for what react-figma reads back. Expected values are Figma's documented defaults, not the stand-in's
 * output.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createStandIn, svgSize, type StubNode} from '../../src/figma-runner/engine/standIn';
import {lineWidthPx, weightOfStyle, type FontName} from '../../src/figma-runner/engine/textMetrics';
import {useNodeFontTables} from '../../src/figma-runner/node/fontTables';

useNodeFontTables();

const figma = createStandIn() as unknown as Record<string, (...a: unknown[]) => StubNode>;

test('new frames, rectangles and components are 100×100, as Figma creates them', () => {
  for (const [create, type] of [
    ['createFrame', 'FRAME'],
    ['createRectangle', 'RECTANGLE'],
    ['createComponent', 'COMPONENT'],
  ] as const) {
    const node = figma[create]();
    assert.equal(node.type, type);
    assert.deepEqual([node.width, node.height], [100, 100], create);
  }
});

test('createEllipse: an ELLIPSE with a full arc and no inner radius', () => {
  const e = figma.createEllipse();
  assert.equal(e.type, 'ELLIPSE');
  assert.deepEqual(e.arcData, {startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0});
  assert.deepEqual([e.width, e.height], [100, 100]);
});

test('createStar and createPolygon: five points and three sides by default', () => {
  const star = figma.createStar();
  assert.equal(star.type, 'STAR');
  assert.equal(star.pointCount, 5);
  assert.ok((star.innerRadius as number) > 0 && (star.innerRadius as number) < 1);
  const polygon = figma.createPolygon();
  assert.equal(polygon.type, 'POLYGON');
  assert.equal(polygon.pointCount, 3);
});

test('createLine: a LINE with no height; createVector: a VECTOR with no paths; createSlice: a SLICE', () => {
  const line = figma.createLine();
  assert.equal(line.type, 'LINE');
  assert.equal(line.height, 0);
  const vector = figma.createVector();
  assert.equal(vector.type, 'VECTOR');
  assert.deepEqual(vector.vectorPaths, []);
  assert.equal(figma.createSlice().type, 'SLICE');
});

test('createNodeFromSvg: a FRAME sized from the SVG (attributes first, then viewBox)', () => {
  const node = figma.createNodeFromSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"></svg>',
  );
  assert.equal(node.type, 'FRAME');
  assert.deepEqual([node.width, node.height], [24, 16]);
  assert.deepEqual(svgSize('<svg viewBox="0 0 48 32"></svg>'), {width: 48, height: 32});
});

test('a frame’s backgrounds and fills are one property, as in Figma', () => {
  const frame = figma.createFrame();
  frame.fills = [];
  const paint = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}];
  frame.backgrounds = paint;
  assert.deepEqual(frame.fills, paint);
});

test('createImage: the same bytes give the same hash, different bytes a different one', () => {
  const create = figma.createImage as unknown as (b: Uint8Array) => {hash: string};
  const a = create(new Uint8Array([1, 2, 3]));
  assert.equal(create(new Uint8Array([1, 2, 3])).hash, a.hash);
  assert.notEqual(create(new Uint8Array([3, 2, 1])).hash, a.hash);
});

test('createText: a text node grows with its characters and font size, and wraps at a fixed width', () => {
  const text = figma.createText();
  text.fontName = {family: 'Inter', style: 'Regular'};
  text.fontSize = 12;
  text.characters = 'Hi';
  const short = text.width;
  text.characters = 'Hi there, Figma';
  assert.ok(text.width > short * 3, 'longer text is wider');
  const oneLine = text.height;
  // Inter's line box is about 1.2 em: 12 px text is 14–15 px tall.
  assert.ok(oneLine > 13.5 && oneLine < 15.5, `line height ${oneLine}`);
  text.textAutoResize = 'HEIGHT';
  text.resize(40, oneLine);
  assert.ok(text.height >= oneLine * 2, 'wraps onto more lines at 40 px');
  assert.equal(text.width, 40);
});

test('listAvailableFontsAsync: Inter and Roboto have an `Italic` style, as in Figma, and no `Regular Italic`', async () => {
  const fonts = await (figma.listAvailableFontsAsync as unknown as () => Promise<{fontName: FontName}[]>)();
  for (const family of ['Inter', 'Roboto']) {
    const styles = fonts.filter((f) => f.fontName.family === family).map((f) => f.fontName.style);
    assert.ok(styles.includes('Italic'), `${family} Italic`);
    assert.ok(!styles.includes('Regular Italic'), `${family}: no Regular Italic`);
    assert.ok(
      styles.includes('Regular') && styles.includes('Bold Italic'),
      `${family}: the other styles stay`,
    );
  }
});

test('text is measured with the named font: bold Inter is wider than regular, Roboto differs from Inter', () => {
  const s = 'Measure me';
  const regular = lineWidthPx(s, {family: 'Inter', style: 'Regular'}, 16);
  assert.ok(lineWidthPx(s, {family: 'Inter', style: 'Bold'}, 16) > regular);
  assert.notEqual(lineWidthPx(s, {family: 'Roboto', style: 'Regular'}, 16), regular);
  assert.equal(weightOfStyle('Semi Bold'), 600);
  assert.equal(weightOfStyle('Bold Italic'), 700);
});

test('a vector network sets the vector’s paths and its size from the vertices, as Figma derives them', () => {
  const vector = figma.createVector();
  vector.vectorNetwork = {
    vertices: [
      {x: 0, y: 0},
      {x: 60, y: 0},
      {x: 30, y: 40},
    ],
    segments: [
      {start: 0, end: 1},
      {start: 1, end: 2},
      {start: 2, end: 0},
    ],
    regions: [{windingRule: 'NONZERO', loops: [[0, 1, 2]]}],
  };
  assert.deepEqual([vector.width, vector.height], [60, 40]);
  const [path] = vector.vectorPaths as {data: string}[];
  assert.match(path.data, /^M 0 0 L 60 0 L 30 40 L 0 0 Z$/);
});

test('vector paths size the vector to the bounds of the curves they draw, as Figma does', () => {
  const vector = figma.createVector();
  vector.vectorPaths = [{windingRule: 'NONE', data: 'M 0 12 L 8 20 L 24 0'}];
  assert.deepEqual([vector.width, vector.height], [24, 20]);
  // A curve's bounds, not its control points: this arch rises to y = 5 (its control point is at y = 0).
  vector.vectorPaths = [{windingRule: 'NONE', data: 'M 0 10 Q 20 0 40 10'}];
  assert.deepEqual([vector.width, vector.height], [40, 5]);
  vector.vectorPaths = [{windingRule: 'NONE', data: 'M 0 0 C 0 -10 30 -10 30 0'}];
  assert.deepEqual([vector.width, Math.round(vector.height * 100) / 100], [30, 7.5]);
});

test('createInstance: an INSTANCE of the component’s size whose layers are copies with their own ids', () => {
  const component = figma.createComponent();
  component.resize(80, 30);
  const label = figma.createText();
  label.name = 'Label';
  label.characters = 'Button';
  component.appendChild(label);
  const instance = (component.createInstance as () => StubNode)();
  assert.equal(instance.type, 'INSTANCE');
  assert.deepEqual([instance.width, instance.height], [80, 30]);
  const copy = instance.children![0];
  assert.equal(copy.characters, 'Button');
  assert.notEqual(copy.id, label.id);
  copy.characters = 'Save';
  assert.equal(label.characters, 'Button', 'editing the instance leaves the main component alone');
});

test('backgrounds on an instance’s layer repaints that layer, not the main component’s', () => {
  const component = figma.createComponent();
  const inner = figma.createFrame();
  inner.name = 'Body';
  component.appendChild(inner);
  const grey = [{type: 'SOLID', color: {r: 0.5, g: 0.5, b: 0.5}}];
  inner.backgrounds = grey;
  const copy = (component.createInstance as () => StubNode)().children![0];
  const red = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}];
  copy.backgrounds = red;
  assert.deepEqual(copy.fills, red, 'the copy shows its own background');
  assert.deepEqual(inner.fills, grey, 'the main component keeps its background');
});

test('a group’s children are placed in the group’s parent’s coordinates; the group is the box around them', () => {
  const frame = figma.createFrame();
  const a = figma.createRectangle();
  const b = figma.createRectangle();
  a.resize(10, 10);
  b.resize(10, 10);
  const group = (figma.group as unknown as (n: StubNode[], p: StubNode) => StubNode)([a, b], frame);
  a.x = 40;
  a.y = 40;
  b.x = 60;
  b.y = 70;
  assert.deepEqual([group.x, group.y, group.width, group.height], [40, 40, 30, 40]);
  group.x = 0;
  assert.deepEqual([a.x, b.x], [0, 20], 'moving the group moves its children with it');
});
