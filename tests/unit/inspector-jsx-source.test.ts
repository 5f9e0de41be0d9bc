/**
 * The inspector's code model (src/components/Playground/inspector/jsxSource.ts, INSP-3): its elements' (line,
 * nth) agree with the `__source` sucrase gives each `createElement` call, and props read as written.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {transform} from 'sucrase';
import {parse} from '@babel/parser';
import {
  elementAt,
  elementAtOrigin,
  jsxElements,
  unquote,
  type JsxElementInfo,
  type PropValue,
} from '../../src/components/Playground/inspector/jsxSource';
import {codeFences} from '../../src/plugins/markdown/fences';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

/** Hand-written files: nesting, several elements per line, elements in attributes, generics, comparisons. */
const FILES: Record<string, string> = {
  nesting: `import * as React from 'react';
import {Page, View, Text} from 'react-figma';

export const App = () => (
  <Page name="P" isCurrent>
    <View style={{width: 10}}><Text>a</Text><Text>b</Text></View>
    <>
      <Text>in a fragment</Text><></>
    </>
    <React.Fragment><View /></React.Fragment>
  </Page>
);
`,
  attributes: `import * as React from 'react';
import * as RF from 'react-figma';

const Label = ({text}: {text: string}) => <RF.Text>{text}</RF.Text>;
export const App = () => (
  <RF.Page
    name="P"
    isCurrent
  >
    <Wrapper header={<Label text="h" />} footer={
      <RF.View><Label text="f" /></RF.View>
    } />
    {[1, 2].map((n) => (n < 2 ? <RF.Text key={n}>{n}</RF.Text> : <RF.View key={n} />))}
  </RF.Page>
);
function Wrapper(props: {header: React.ReactNode; footer: React.ReactNode}) {
  return <RF.View>{props.header}{props.footer}</RF.View>;
}
`,
  typescript: `import * as React from 'react';
import {View} from 'react-figma';

const first = <T,>(xs: T[]): T => xs[0];
const size = (n: number) => (n > 2 && n < 10 ? n : 0) as number;
type Props = {items: Array<{id: string}>};
export const List = ({items}: Props) => <View>{items.map((i) => <View key={i.id} style={{height: size(first([1]))}} />)}</View>;
export const Split = () =>
  <
    View
  ><View/>{' '}</View>;
`,
};

interface Call {
  tag: string;
  line: number | null;
}

/**
 * The `React.createElement` calls of `code` compiled by sucrase as the engine compiles it, in source order:
 * the first argument's text and the `lineNumber` of its `__source` (null when it has none).
 */
function sucraseCalls(code: string): Call[] {
  const out = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'classic',
    production: false,
    filePath: 'src/App.tsx',
  }).code;
  type Node = {type: string; start: number; [k: string]: unknown};
  const calls: (Call & {start: number})[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    if (
      n.type === 'CallExpression' &&
      callee &&
      out.slice(callee.start, callee.end as number) === 'React.createElement'
    ) {
      const [type, props] = n.arguments as Node[];
      const source =
        props.type === 'ObjectExpression'
          ? (props.properties as Node[]).find((p) => (p.key as Node & {name?: string})?.name === '__source')
          : undefined;
      const lineProp =
        source &&
        ((source.value as Node).properties as Node[]).find(
          (p) => (p.key as {name?: string}).name === 'lineNumber',
        );
      calls.push({
        start: n.start,
        // Drop intrinsic tags' quotes ('div') and module prefixes (_reactfigma.View, exports.X).
        tag: out
          .slice(type.start, type.end as number)
          .replace(/^['"]|['"]$/g, '')
          .replace(/^(_\w+|exports)\./, ''),
        line: lineProp ? (lineProp.value as {value: number}).value : null,
      });
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc') walk(v);
  };
  walk(parse(out, {sourceType: 'module'}).program);
  return calls.sort((a, b) => a.start - b.start).map(({tag, line}) => ({tag, line}));
}

/** For each line, the index of each call on it (sucrase's order), as `line:nth tag`. */
function numbered(calls: {tag: string; line: number}[]): string[] {
  const seen = new Map<number, number>();
  return calls.map(({tag, line}) => {
    const nth = seen.get(line) ?? 0;
    seen.set(line, nth + 1);
    return `${line}:${nth} ${tag}`;
  });
}

const ours = (els: JsxElementInfo[]) =>
  els.filter((e) => e.nth >= 0).map((e) => `${e.line}:${e.nth} ${e.tag}`);

/** One file: sucrase's calls with a `__source`, numbered per line, are our elements; the rest are `<>`. */
function assertSameAsSucrase(code: string, name: string) {
  const calls = sucraseCalls(code);
  const sourced = calls.filter((c): c is {tag: string; line: number} => c.line !== null);
  const elements = jsxElements(code);
  assert.deepEqual(ours(elements), numbered(sourced), `${name}: (line, nth, tag) of each element`);
  const fragments = calls.filter((c) => c.line === null);
  assert.ok(
    fragments.every((c) => c.tag === 'React.Fragment'),
    `${name}: only fragments lack __source`,
  );
  assert.equal(
    elements.filter((e) => e.nth < 0 && e.tag === '').length,
    fragments.length,
    `${name}: fragments`,
  );
}

test('sucrase gives every element but <> a __source, on the line of its <', () => {
  const calls = sucraseCalls(FILES.nesting);
  assert.deepEqual(
    calls.map((c) => `${c.line} ${c.tag}`),
    [
      '5 Page',
      '6 View',
      '6 Text',
      '6 Text',
      'null React.Fragment',
      '8 Text',
      'null React.Fragment',
      '10 React.Fragment',
      '10 View',
    ],
  );
  assert.deepEqual(
    sucraseCalls(FILES.typescript)
      .slice(-2)
      .map((c) => c.line),
    [9, 11],
  );
});

for (const [name, code] of Object.entries(FILES)) {
  test(`hand-written file "${name}": elements numbered as sucrase's __source`, () => {
    assertSameAsSucrase(code, name);
  });
}

test("every tsx/jsx code block of the docs: elements numbered as sucrase's __source", () => {
  let files = 0;
  let elements = 0;
  for (const file of fs.readdirSync(path.join(SITE_ROOT, 'docs'), {recursive: true}) as string[]) {
    if (!file.endsWith('.mdx')) continue;
    const source = fs.readFileSync(path.join(SITE_ROOT, 'docs', file), 'utf8');
    for (const fence of codeFences(source, file)) {
      if (fence.lang !== 'tsx' && fence.lang !== 'jsx') continue;
      assertSameAsSucrase(fence.value, `docs/${file}:${fence.fenceLine}`);
      files += 1;
      elements += jsxElements(fence.value).length;
    }
  }
  assert.ok(files >= 100 && elements >= 300, `${files} blocks, ${elements} elements`);
});

test('props: strings, numbers, booleans and expressions, with their value ranges', () => {
  const code = `<View a="x" b={'y'} c d={12} e={-3.5} f={\`t\`} g={\`\${x}\`} h={-x} i={false} j={[1]} k={"q\\"r"} />`;
  const [el] = jsxElements(code);
  const byName = Object.fromEntries(el.props.map((p) => [p.name, p]));
  assert.deepEqual(
    el.props.map((p) => [p.name, p.value]),
    <[string, PropValue][]>[
      ['a', {kind: 'string', value: 'x'}],
      ['b', {kind: 'string', value: 'y'}],
      ['c', {kind: 'boolean', value: true}],
      ['d', {kind: 'number', value: 12}],
      ['e', {kind: 'number', value: -3.5}],
      ['f', {kind: 'string', value: 't'}],
      ['g', {kind: 'expression', text: '`${x}`'}],
      ['h', {kind: 'expression', text: '-x'}],
      ['i', {kind: 'boolean', value: false}],
      ['j', {kind: 'expression', text: '[1]'}],
      ['k', {kind: 'string', value: 'q"r'}],
    ],
  );
  const slice = (name: string) => code.slice(byName[name].valueFrom, byName[name].valueTo);
  const whole = (name: string) => code.slice(byName[name].from, byName[name].to);
  assert.deepEqual([slice('a'), slice('b'), slice('c'), slice('e')], ['"x"', "'y'", '', '-3.5']);
  assert.deepEqual([whole('a'), whole('c'), whole('e')], ['a="x"', 'c', 'e={-3.5}']);
  assert.equal(el.spread, false);
  assert.equal(el.style, undefined);
});

test("style: an object literal's keys, its spreads, or an expression", () => {
  const code = `<>
  <View style={{width: 10, 'min-x': 'a', ...base, [k]: 1, height}} {...rest} />
  <View style={styles.card} />
  <View style={[a, b]} />
</>`;
  const [, obj, ref, arr] = jsxElements(code);
  assert.equal(obj.spread, true);
  assert.ok(obj.style?.kind === 'object');
  const style = obj.style;
  assert.deepEqual(
    style.keys.map((k) => [k.name, k.value, code.slice(k.from, k.to)]),
    [
      ['width', {kind: 'number', value: 10}, 'width: 10'],
      ['min-x', {kind: 'string', value: 'a'}, "'min-x': 'a'"],
      ['height', {kind: 'expression', text: 'height'}, 'height'],
    ],
  );
  assert.equal(style.spread, true);
  assert.equal(code.slice(style.from, style.to), "{width: 10, 'min-x': 'a', ...base, [k]: 1, height}");
  assert.deepEqual([ref.style, arr.style], [{kind: 'expression'}, {kind: 'expression'}]);
});

test('tags, ranges, and finding an element by origin or by position', () => {
  const code = `const a = (
  <RF.Frame name="f">
    <Text>x</Text><Text>y</Text>
  </RF.Frame>
);`;
  const els = jsxElements(code);
  assert.deepEqual(
    els.map((e) => [e.tag, e.line, e.nth, code.slice(e.openFrom, e.openTo)]),
    [
      ['RF.Frame', 2, 0, '<RF.Frame name="f">'],
      ['Text', 3, 0, '<Text>'],
      ['Text', 3, 1, '<Text>'],
    ],
  );
  assert.equal(code.slice(els[1].from, els[1].to), '<Text>x</Text>');
  assert.deepEqual(elementAtOrigin(code, {file: 'src/App.tsx', line: 3, nth: 1}), els[2]);
  assert.deepEqual(elementAtOrigin(code, {file: 'src/App.tsx', line: 3, nth: 2}), undefined);
  assert.deepEqual(elementAt(code, code.indexOf('y<')), els[2], 'in the children: innermost containing');
  assert.deepEqual(elementAt(code, code.indexOf('name')), els[0], 'in the opening tag');
  assert.deepEqual(elementAt(code, code.indexOf('</RF.Frame>')), els[0], 'in the closing tag');
  assert.equal(elementAt(code, 0), undefined);
});

test('unquote reads JS string escapes', () => {
  assert.equal(unquote(String.raw`'a\'b\u0041\x42\u{1F600}\n\\'`), "a'bAB😀\n\\");
  assert.equal(unquote('"plain"'), 'plain');
  assert.equal(unquote(String.raw`'\1'`), undefined);
});
