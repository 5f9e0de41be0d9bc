/**
 * The inspector's write-back (INSP-3, src/components/Playground/inspector/writeBack.ts): each edit of a
 * hand-written file gives the exact text typed here, in the file's own formatting.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {elementAt, fileQuote, jsxElements} from '../../src/components/Playground/inspector/jsxSource';
import {
  applyEdit,
  removeProp,
  removeStyleKey,
  setProp,
  setStyleKey,
  type Literal,
  type TextEdit,
} from '../../src/components/Playground/inspector/writeBack';

type Edit = 'setProp' | 'removeProp' | 'setStyleKey' | 'removeStyleKey';

/** `input` after one edit of the first element with tag `tag`; null when the edit is refused. */
function edited(input: string, tag: string, edit: Edit, name: string, value?: Literal): string | null {
  const el = jsxElements(input).find((e) => e.tag === tag);
  assert.ok(el, `no <${tag}> in the input`);
  let e: TextEdit | null;
  if (edit === 'setProp') e = setProp(input, el, name, value!);
  else if (edit === 'removeProp') e = removeProp(input, el, name);
  else if (edit === 'setStyleKey') e = setStyleKey(input, el, name, value!);
  else e = removeStyleKey(input, el, name);
  return e && applyEdit(input, e);
}

test('replace a string attribute: its value only, in its own quotes or braces', () => {
  assert.equal(
    edited('<Text name="a" x={1} />', 'Text', 'setProp', 'name', 'Title'),
    '<Text name="Title" x={1} />',
  );
  assert.equal(edited("<Text name='a' />", 'Text', 'setProp', 'name', 'b'), "<Text name='b' />");
  assert.equal(edited("<Text name={'a'} />", 'Text', 'setProp', 'name', 'b c'), "<Text name={'b c'} />");
  assert.equal(edited('<Text name={"a"} />', 'Text', 'setProp', 'name', "it's"), '<Text name={"it\'s"} />');
  assert.equal(edited('<Text name={`a`} />', 'Text', 'setProp', 'name', 'b'), '<Text name={`b`} />');
  assert.equal(
    edited('<Text name="a" />', 'Text', 'setProp', 'name', 'say "hi"'),
    `<Text name={'say "hi"'} />`,
  );
  assert.equal(edited('<Text name={label} />', 'Text', 'setProp', 'name', 'x'), `<Text name={'x'} />`);
});

test('replace a number or boolean attribute', () => {
  assert.equal(edited('<View x={10} y={20} />', 'View', 'setProp', 'x', 12), '<View x={12} y={20} />');
  assert.equal(edited('<View x={-3.5} />', 'View', 'setProp', 'x', -4), '<View x={-4} />');
  assert.equal(edited('<View x="10" />', 'View', 'setProp', 'x', 12), '<View x={12} />');
  assert.equal(
    edited('<View visible={true} />', 'View', 'setProp', 'visible', false),
    '<View visible={false} />',
  );
  assert.equal(
    edited('<Page isCurrent name="P" />', 'Page', 'setProp', 'isCurrent', false),
    '<Page isCurrent={false} name="P" />',
  );
  assert.equal(edited('<Page isCurrent />', 'Page', 'setProp', 'isCurrent', true), '<Page isCurrent />');
  assert.throws(() => edited('<View x={1} />', 'View', 'setProp', 'x', NaN), RangeError);
});

test('insert an attribute into a one-line tag: after the last attribute or the tag name', () => {
  assert.equal(edited('<View x={1} />', 'View', 'setProp', 'y', 2), '<View x={1} y={2} />');
  assert.equal(edited('<View />', 'View', 'setProp', 'name', 'Box'), '<View name="Box" />');
  assert.equal(
    edited('<View>a</View>', 'View', 'setProp', 'visible', false),
    '<View visible={false}>a</View>',
  );
  assert.equal(
    edited('<View {...rest}>a</View>', 'View', 'setProp', 'x', 3),
    '<View {...rest} x={3}>a</View>',
  );
  assert.equal(edited('<Text>a</Text>', 'Text', 'setProp', 'name', 'a "b"'), `<Text name={'a "b"'}>a</Text>`);
  assert.equal(
    edited('<Text>a</Text>', 'Text', 'setProp', 'name', 'a &amp; b'),
    `<Text name={'a &amp; b'}>a</Text>`,
  );
});

test('insert an attribute into a tag of one attribute per line: a new line, same indent', () => {
  const input = `export const A = () => (
  <Frame
    name="Card"
    layoutMode="VERTICAL"
  >
    <Text>hi</Text>
  </Frame>
);
`;
  const expected = `export const A = () => (
  <Frame
    name="Card"
    layoutMode="VERTICAL"
    itemSpacing={8}
  >
    <Text>hi</Text>
  </Frame>
);
`;
  assert.equal(edited(input, 'Frame', 'setProp', 'itemSpacing', 8), expected);
  const selfClosing = `<View
  x={1}
  style={{
    width: 10,
  }}
/>`;
  assert.equal(
    edited(selfClosing, 'View', 'setProp', 'visible', true),
    `<View
  x={1}
  style={{
    width: 10,
  }}
  visible={true}
/>`,
  );
});

test('remove an attribute: with its space on one line, with its line on one-per-line tags', () => {
  assert.equal(edited('<View x={1} y={2} z />', 'View', 'removeProp', 'y'), '<View x={1} z />');
  assert.equal(edited('<View x={1} z />', 'View', 'removeProp', 'z'), '<View x={1} />');
  assert.equal(edited('<View x={1} />', 'View', 'removeProp', 'y'), null);
  const input = `<Frame
  name="Card"
  layoutMode="VERTICAL"
  itemSpacing={8}
>
  <Text>hi</Text>
</Frame>`;
  assert.equal(
    edited(input, 'Frame', 'removeProp', 'layoutMode'),
    `<Frame
  name="Card"
  itemSpacing={8}
>
  <Text>hi</Text>
</Frame>`,
  );
  assert.equal(
    edited(input, 'Frame', 'removeProp', 'itemSpacing'),
    `<Frame
  name="Card"
  layoutMode="VERTICAL"
>
  <Text>hi</Text>
</Frame>`,
  );
});

test("style: replace a key's value, keeping a string's quotes", () => {
  assert.equal(
    edited('<View style={{width: 10, height: 20}} />', 'View', 'setStyleKey', 'width', 120),
    '<View style={{width: 120, height: 20}} />',
  );
  assert.equal(
    edited(`<View style={{backgroundColor: "red"}} />`, 'View', 'setStyleKey', 'backgroundColor', '#fff'),
    `<View style={{backgroundColor: "#fff"}} />`,
  );
  assert.equal(
    edited(`<View style={{width}} />`, 'View', 'setStyleKey', 'width', 5),
    `<View style={{width: 5}} />`,
  );
});

test('style: insert a key into a one-line object', () => {
  assert.equal(
    edited('<View style={{width: 10, height: 20}} />', 'View', 'setStyleKey', 'padding', 8),
    '<View style={{width: 10, height: 20, padding: 8}} />',
  );
  assert.equal(
    edited('<View style={{}} />', 'View', 'setStyleKey', 'padding', 8),
    '<View style={{padding: 8}} />',
  );
  assert.equal(
    edited(`<View style={{width: 10}} />`, 'View', 'setStyleKey', 'flexDirection', 'row'),
    `<View style={{width: 10, flexDirection: 'row'}} />`,
  );
});

test('style: insert a key into a multi-line object, with or without a trailing comma', () => {
  const withComma = `const a = (
  <View
    style={{
      width: 10,
      height: 20,
    }}
  />
);`;
  assert.equal(
    edited(withComma, 'View', 'setStyleKey', 'backgroundColor', 'hotpink'),
    `const a = (
  <View
    style={{
      width: 10,
      height: 20,
      backgroundColor: 'hotpink',
    }}
  />
);`,
  );
  const without = `<View style={{
  width: 10,
  height: 20
}} />`;
  assert.equal(
    edited(without, 'View', 'setStyleKey', 'opacity', 0.5),
    `<View style={{
  width: 10,
  height: 20,
  opacity: 0.5
}} />`,
  );
});

test('style: a missing style attribute is inserted as style={{key: value}}', () => {
  assert.equal(
    edited('<View name="Box" />', 'View', 'setStyleKey', 'width', 100),
    '<View name="Box" style={{width: 100}} />',
  );
  assert.equal(
    edited(`<View>\n  <Text />\n</View>`, 'View', 'setStyleKey', 'alignItems', 'center'),
    `<View style={{alignItems: 'center'}}>\n  <Text />\n</View>`,
  );
});

test('style: remove a key, its comma, and its line on a multi-line object', () => {
  assert.equal(
    edited('<View style={{width: 10, height: 20, padding: 4}} />', 'View', 'removeStyleKey', 'height'),
    '<View style={{width: 10, padding: 4}} />',
  );
  assert.equal(
    edited('<View style={{width: 10, height: 20}} />', 'View', 'removeStyleKey', 'height'),
    '<View style={{width: 10}} />',
  );
  assert.equal(
    edited('<View style={{width: 10}} />', 'View', 'removeStyleKey', 'width'),
    '<View style={{}} />',
  );
  const multi = `<View
  style={{
    width: 10,
    height: 20,
  }}
/>`;
  assert.equal(
    edited(multi, 'View', 'removeStyleKey', 'width'),
    `<View
  style={{
    height: 20,
  }}
/>`,
  );
  assert.equal(
    edited(`<View style={{\n  width: 10,\n  height: 20\n}} />`, 'View', 'removeStyleKey', 'height'),
    `<View style={{\n  width: 10\n}} />`,
  );
  assert.equal(edited('<View style={{width: 10}} />', 'View', 'removeStyleKey', 'height'), null);
});

test("quote style: new strings in style objects use the quote most of the file's strings use", () => {
  const doubled = `import * as React from "react";
import {View} from "react-figma";

export const A = () => <View name='single in JSX' style={{width: 10}} />;
`;
  assert.equal(fileQuote(doubled), '"');
  assert.equal(
    edited(doubled, 'View', 'setStyleKey', 'backgroundColor', 'gold'),
    `import * as React from "react";
import {View} from "react-figma";

export const A = () => <View name='single in JSX' style={{width: 10, backgroundColor: "gold"}} />;
`,
  );
  const single = `import * as React from 'react';
import {View} from "react-figma";
const c = 'x';
export const A = () => <View name="a" b="b" />;
`;
  assert.equal(fileQuote(single), "'");
  assert.equal(fileQuote('<View name="only JSX strings" />'), "'", 'none counted: single by default');
  assert.equal(
    edited(single, 'View', 'setStyleKey', 'fontFamily', "Inter's"),
    `import * as React from 'react';
import {View} from "react-figma";
const c = 'x';
export const A = () => <View name="a" b="b" style={{fontFamily: "Inter's"}} />;
`,
  );
});

test('refused: a style that is an expression, or a key a spread may hold', () => {
  const code = `<>
  <View style={styles.card} />
  <View style={[a, {width: 1}]} />
  <View style={{...base, width: 1}} />
  <View {...props} />
</>`;
  const [, ref, arr, spread, props] = jsxElements(code);
  assert.equal(setStyleKey(code, ref, 'width', 10), null);
  assert.equal(removeStyleKey(code, ref, 'width'), null);
  assert.equal(setStyleKey(code, arr, 'width', 10), null);
  assert.equal(setStyleKey(code, spread, 'height', 10), null, 'height may be in ...base');
  assert.equal(
    applyEdit(code, setStyleKey(code, spread, 'width', 10)!),
    code.replace('width: 1}} />\n  <View {...props}', 'width: 10}} />\n  <View {...props}'),
    "a key written after the spread is the text's to change",
  );
  assert.equal(setStyleKey(code, props, 'width', 10), null, 'the style may be in ...props');
});

test('an edit applies to the element found by position, and the text parses again the same way', () => {
  const input = `<Page name="P">
  <View name="A" style={{width: 10}}><Text>a</Text></View>
</Page>`;
  const el = elementAt(input, input.indexOf('name="A"'))!;
  const once = applyEdit(input, setProp(input, el, 'name', 'B'));
  const again = jsxElements(once).find((e) => e.tag === 'View')!;
  const twice = applyEdit(once, setStyleKey(once, again, 'height', 4)!);
  assert.equal(
    twice,
    `<Page name="P">
  <View name="B" style={{width: 10, height: 4}}><Text>a</Text></View>
</Page>`,
  );
});
