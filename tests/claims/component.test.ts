/**
 * Component and Instance: overrides, padding and instances, backgrounds and the props a component takes, run
 * through the preview engine and the starter's tsc.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {assertPageSays, closeEngine, draw, runEngine, sentenceOf, typeCheck} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {flatten} from '../../src/figma-runner/engine/tree';
import {codeFences} from '../../src/plugins/markdown/fences';
import {propDescriptions, componentPropDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

const PAGE = 'docs/api/component.mdx';

/**
 * A main component holding `Label` directly and `Note` inside a frame `Body`, and one instance that
 * overrides.
 */
const overrideProject = (overrides: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Text, createComponent} from 'react-figma';
const Card = createComponent();
export const App = () => (
  <Page isCurrent name="P">
    <Card.Component name="Card">
      <Text name="Label">Label text</Text>
      <Frame name="Body" style={{width: 120, height: 40}}>
        <Text name="Note">Note text</Text>
      </Frame>
    </Card.Component>
    <Card.Instance name="Copy" overrides={${overrides}} />
  </Page>
);
`,
});

/** The layer of the instance named `Copy` called `name`. */
const inCopy = (layers: Awaited<ReturnType<typeof draw>>['layers'], name: string) => {
  const copy = layers.findIndex((l) => l.name === 'Copy');
  const hit = layers.slice(copy + 1).find((l) => l.name === name);
  assert.ok(hit, `the instance has a layer ${name}`);
  return hit;
};

test('component: "Only the instance\'s direct children can be overridden" — a direct child takes the override, a nested layer does not', async () => {
  const sentence = sentenceOf(PAGE, '**`overrides`** maps a layer name');
  assert.ok(sentence.includes("Only the instance's direct children can be overridden"));
  assert.match(propDescriptions.overrides, /direct children/);
  const direct = await draw(overrideProject(`{Label: {characters: 'Changed'}}`));
  assert.equal(inCopy(direct.layers, 'Label').props.characters, 'Changed');
  const nested = await draw(overrideProject(`{Note: {characters: 'Changed'}}`));
  assert.equal(
    inCopy(nested.layers, 'Note').props.characters,
    'Note text',
    'the nested text keeps its content',
  );
});

test('component: "A component\'s padding is lost once an instance is laid out" — and child margins keep the space', async () => {
  assertPageSays(PAGE, "A component's padding is lost once an instance is laid out", 'margins');
  const project = (component: string, text: string) => ({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text, createComponent} from 'react-figma';
const Banner = createComponent();
export const App = () => (
  <Page isCurrent name="P">
    <Banner.Component name="Main" style={${component}}><Text name="T" style={${text}}>Hello</Text></Banner.Component>
    <Banner.Instance name="Copy" style={{marginTop: 24}} />
  </Page>
);
`,
  });
  const padded = await draw(project('{padding: 16}', '{}'));
  const text = padded.layers.find((l) => l.name === 'T')!;
  assert.deepEqual([text.x, text.y], [0, 0], 'the padding is gone from the main component');
  const margins = await draw(project('{}', '{margin: 16}'));
  const [main, copy] = ['Main', 'Copy'].map((n) => margins.byName(n));
  for (const box of [main, copy]) {
    const t = margins.layers.find(
      (l) => l.name === 'T' && l.absY >= box.absY && l.absY < box.absY + box.height,
    )!;
    assert.deepEqual([t.x, t.y], [16, 16], `${box.name}: 16 px around the text`);
    assert.ok(Math.abs(box.height - (t.height + 32)) <= 1, `${box.name}: sized to text plus margins`);
  }
});

test('component: the Result examples draw what the prose says — each instance holds its layers inside it', async () => {
  const source = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
  assert.ok(!/<\w+\.Component[^>]*padding/i.test(source), 'no example pads a component that has instances');
  const fence = codeFences(source).find((f) => f.value.includes('const Button = createComponent'));
  assert.ok(fence, 'the page has the button example');
  const buttons = await draw({'src/App.tsx': fence.value});
  for (const name of ['Save button', 'Cancel button']) {
    const box = buttons.byName(name);
    const label = buttons.layers[buttons.layers.indexOf(box) + 1];
    assert.ok(label.x >= 0 && label.y >= 0, `${name}: the label starts inside`);
    assert.ok(
      label.x + label.width <= box.width && label.y + label.height <= box.height,
      `${name}: and ends inside`,
    );
  }
});

test('component: "a raw `fills` prop is overwritten … color a component with `backgrounds` or `style.backgroundColor`"', async () => {
  assertPageSays(PAGE, 'so a raw `fills` prop is overwritten', '`style.backgroundColor`');
  assert.match(componentPropDescriptions.Component.fills, /^Overwritten/);
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Component} from 'react-figma';
const red = [{type: 'SOLID' as const, color: {r: 1, g: 0, b: 0}}];
export const App = () => (
  <Page isCurrent name="P">
    <Component name="Fills only" fills={red} style={{width: 10, height: 10}} />
    <Component name="Both" fills={red} style={{width: 10, height: 10, backgroundColor: '#0000ff'}} />
  </Page>
);
`,
  });
  assert.deepEqual(byName('Fills only').props.fills, [], 'fills alone are overwritten with no background');
  assert.deepEqual(
    (byName('Both').props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 0, g: 0, b: 1}],
  );
});

test('component: "It takes the frame props except `preset`" — tsc rejects preset on Component, accepts clipsContent', () => {
  assertPageSays(PAGE, 'A component is a frame with extra publishing fields', 'except `preset`');
  const code = (props: string) => ({
    'App.tsx': `import * as React from 'react';\nimport {Component} from 'react-figma';\nexport const A = () => <Component ${props} />;\n`,
  });
  assert.deepEqual(typeCheck(code('clipsContent cornerRadius={4}')), []);
  const errors = typeCheck(code("preset={{name: 'x', width: 1, height: 1}}"));
  assert.ok(
    errors.some((e) => e.includes('error TS2322:') && e.includes('preset')),
    errors.join('\n'),
  );
});

/** A button whose direct child `Target` is `child`, and one instance overriding `Target` with `override`. */
const slotProject = (child: string, override: string) => ({
  'src/App.tsx': `import * as React from 'react';
import {Page, Frame, Group, Ellipse, Text, Rectangle, createComponent} from 'react-figma';
const Icon = createComponent();
const Button = createComponent();
export const App = () => (
  <Page isCurrent name="P">
    <Icon.Component name="Icon" style={{width: 16, height: 16, backgroundColor: '#ff0000'}} />
    <Button.Component name="Button" style={{backgroundColor: '#0d99ff'}}>
      ${child}
    </Button.Component>
    <Button.Instance name="Copy" overrides={{Target: ${override}}} />
  </Page>
);
`,
});

test('component: "A direct child that is itself an instance … can\'t be overridden: … the override throws"; other kinds take overrides', async () => {
  const message = "Error: Cannot read properties of undefined (reading 'createInstance')";
  assertPageSays(
    PAGE,
    '**`overrides`** maps a layer name',
    `the override fails in the plugin's main thread with \`${message}\``,
  );
  assertPageSays(PAGE, '**Overriding a nested instance throws.**', '`renderers/instance.ts:11`');
  assertPageSays(
    PAGE,
    '**Overriding a nested instance throws.**',
    `the copy keeps the main component's layer, and the plugin UI's console shows \`Uncaught (in promise) ${message}\``,
  );
  const nested = await runEngine(slotProject('<Icon.Instance name="Target" />', '{style: {margin: 4}}'));
  assert.ok(!nested.ok && String(nested.error).startsWith(message), String(!nested.ok && nested.error));
  assert.ok(nested.drawn, 'the run went on');
  assert.deepEqual(
    inCopy(flatten(nested.drawn.tree), 'Target').type,
    'INSTANCE',
    "the copy keeps the main component's instance layer",
  );
  const kinds: Record<string, string> = {
    Group: '<Group name="Target"><Rectangle style={{width: 10, height: 10}} /></Group>',
    Ellipse: '<Ellipse name="Target" style={{width: 10, height: 10}} />',
    Text: '<Text name="Target">Hi</Text>',
    Frame: '<Frame name="Target" style={{width: 10, height: 10}} />',
  };
  for (const [kind, child] of Object.entries(kinds)) {
    assert.ok((await runEngine(slotProject(child, '{}'))).ok, `${kind} takes an override`);
  }
  // The workaround: the slot is a plain Rectangle named Icon, recolored per instance.
  const slot = await draw(
    slotProject(
      '<Rectangle name="Target" style={{width: 16, height: 16, backgroundColor: "#00ff00"}} />',
      "{style: {width: 16, height: 16, backgroundColor: '#0000ff'}}",
    ),
  );
  assertPageSays(PAGE, '**Overriding a nested instance throws.**', 'make the slot a plain layer');
  assert.deepEqual(
    (inCopy(slot.layers, 'Target').props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 0, g: 0, b: 1}],
  );
});

test('component: the override "need not repeat the size … A different `width` or `height` … reaches only the layout"', async () => {
  const sentence = sentenceOf(PAGE, 'The main component names its colored layer `Swatch`');
  assert.ok(sentence.includes('It need not repeat the size') && sentence.includes('`preventResizing`'));
  assert.ok(sentence.includes("repeats the corner radius and the swatch's margins"), sentence);
  const project = (override: string) => ({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, Text, createComponent} from 'react-figma';
const Card = createComponent();
const margins = {marginTop: 8, marginHorizontal: 8};
export const App = () => (
  <Page isCurrent name="P">
    <Card.Component name="Main" style={{backgroundColor: '#ffffff'}}>
      <Rectangle name="Swatch" cornerRadius={4} style={{width: 96, height: 96, ...margins, backgroundColor: '#b3b3b3'}} />
      <Text name="Label" style={{margin: 8, fontSize: 12}}>Color</Text>
    </Card.Component>
    <Card.Instance name="Copy" overrides={{Swatch: ${override}}} />
  </Page>
);
`,
  });
  const box = (l: {x: number; y: number; width: number; height: number}) => [l.x, l.y, l.width, l.height];
  const sized = await draw(
    project("{cornerRadius: 4, style: {width: 96, height: 96, ...margins, backgroundColor: '#f24822'}}"),
  );
  const unsized = await draw(project("{cornerRadius: 4, style: {...margins, backgroundColor: '#f24822'}}"));
  for (const name of ['Swatch', 'Label'])
    assert.deepEqual(box(inCopy(unsized.layers, name)), box(inCopy(sized.layers, name)), name);
  assert.deepEqual(
    box(unsized.byName('Copy')),
    box(sized.byName('Copy')),
    'the same instance without the size',
  );
  const smaller = await draw(
    project("{cornerRadius: 4, style: {width: 50, height: 50, ...margins, backgroundColor: '#f24822'}}"),
  );
  assert.deepEqual(
    [inCopy(smaller.layers, 'Swatch').width, inCopy(smaller.layers, 'Swatch').height],
    [96, 96],
    'not drawn',
  );
  assert.equal(inCopy(smaller.layers, 'Label').y, 8 + 50 + 8, 'laid out as if 50 high');
});

test('component: "An instance drops its component\'s auto layout" — and repeating the props on the Instance restores it', async () => {
  const sentence = sentenceOf(PAGE, "An instance drops its component's auto layout");
  assert.ok(sentence.includes("`layoutMode: 'NONE'`, no padding and an `itemSpacing` of 0"), sentence);
  const autoLayout =
    'layoutMode="HORIZONTAL" itemSpacing={8} paddingLeft={12} paddingRight={12} paddingTop={6} paddingBottom={6}';
  const chips = (instanceProps: string) => ({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, createComponent} from 'react-figma';
const Chip = createComponent();
export const App = () => (
  <Page isCurrent name="P">
    <Chip.Component name="Chip" ${autoLayout}>
      <Rectangle name="A" style={{width: 20, height: 20}} />
      <Rectangle name="B" style={{width: 20, height: 20}} />
    </Chip.Component>
    <Chip.Instance name="Copy" ${instanceProps} />
  </Page>
);
`,
  });
  const box = (l: {x: number; y: number; width: number; height: number}) => [l.x, l.y, l.width, l.height];
  const plain = await draw(chips(''));
  const copy = plain.page.children.find((n) => n.name === 'Copy')!;
  assert.equal(copy.props.layoutMode, 'NONE');
  assert.equal(copy.props.itemSpacing, 0);
  assert.equal(copy.props.paddingLeft, 0);
  // 12 + 20 + 8 + 20 + 12 by 6 + 20 + 6: the component; the collapsed copy is one column of two squares.
  assert.deepEqual(box(plain.byName('Chip')), [0, 0, 72, 32]);
  assert.deepEqual([copy.width, copy.height], [20, 40]);
  const fixed = await draw(chips(autoLayout));
  const restored = fixed.page.children.find((n) => n.name === 'Copy')!;
  assert.equal(restored.props.layoutMode, 'HORIZONTAL');
  assert.deepEqual([restored.width, restored.height], [72, 32]);
  assert.deepEqual(
    restored.children.map((c) => [c.x, c.y]),
    [
      [12, 6],
      [40, 6],
    ],
  );
});
