/**
 * The properties panel's controls (INSP-2, src/plugins/react-figma-api/control.ts): every prop of every
 * component in the playground's real hints has one, the one its printed type allows; spot checks by hand.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import {loadApiData} from '../../src/plugins/react-figma-api';
import {propHints} from '../../src/plugins/playground/propHints';
import {typeText, type Control, type PropHints} from '../../src/plugins/playground/client/hints';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {componentData, sharedData} from '../../src/plugins/react-figma-api/client/types';
import {resolvePaths} from '../../src/plugins/react-figma-api/paths';
import {createProgram} from '../../src/plugins/react-figma-api/typings';
import {TypePrinter} from '../../src/plugins/react-figma-api/printType';
import {findComponentExports} from '../../src/plugins/react-figma-api/components';
import {checkerProps} from '../../src/plugins/react-figma-api/props';
import {readComponents} from '../../src/plugins/react-figma-api/extract';
import {controlFor, type TypeMember} from '../../src/plugins/react-figma-api/client/control';
import {ControlInput, INPUTS, type ControlProps} from '../../src/components/Playground/inspector/controls';
import type {JsxProp} from '../../src/components/Playground/inspector/jsxSource';

let hints: PropHints;
let data: ReturnType<typeof loadApiData>;
before(() => {
  data = loadApiData(SITE_ROOT);
  hints = propHints(data);
});

/** Every (component, prop, type text, control). */
function all(): {at: string; name: string; type: string; control: Control}[] {
  return Object.entries(hints).flatMap(([component, props]) =>
    Object.entries(props).map(([name, hint]) => {
      const type = typeText(hint);
      return {at: `${component}.${name}`, name, type, control: hint.control};
    }),
  );
}

test('the rule, kind by kind, on hand-written members (client/control.ts controlFor)', () => {
  const rule = (name: string, members: TypeMember[], numberOrString = false) =>
    controlFor(name, members, numberOrString, () => 'why');
  const [a, b, number, string] = [{literal: 'A'}, {literal: 'B'}, {kind: 'number'}, {kind: 'string'}];
  assert.deepEqual(rule('mode', [a, b, a]), {kind: 'select', options: ['A', 'B']});
  assert.deepEqual(rule('mode', [a, a]), {kind: 'code', why: 'why'}, 'one distinct literal');
  assert.deepEqual(rule('width', [number]), {kind: 'number'});
  assert.deepEqual(rule('visible', [{kind: 'boolean'}, {kind: 'boolean'}]), {kind: 'checkbox'});
  assert.deepEqual(rule('name', [string]), {kind: 'text'});
  assert.deepEqual(rule('backgroundColor', [string]), {kind: 'color'});
  assert.deepEqual(rule('width', [number, string], true), {kind: 'number'}, 'a style key: px or %');
  assert.deepEqual(rule('width', [number, string]), {kind: 'code', why: 'why'});
  assert.deepEqual(rule('fills', [{kind: 'Paint'}, a]), {kind: 'code', why: 'why'});
});

test('every select has two or more options, each quoted in the type text', () => {
  const selects = all().filter((p) => p.control.kind === 'select');
  assert.ok(selects.length >= 40, `${selects.length} selects`);
  for (const {at, type, control} of selects) {
    assert.ok(control.kind === 'select');
    assert.ok(control.options.length >= 2, `${at}: ${control.options}`);
    for (const o of control.options)
      assert.ok(type.includes(`'${o}'`) || type.includes(`"${o}"`), `${at}: ${o}`);
  }
});

test('number, boolean and string types get number, checkbox and text or color controls', () => {
  const props = all();
  const count = (type: string) => props.filter((p) => p.type === type).length;
  assert.ok(count('number') > 100 && count('boolean') > 50 && count('string') > 30);
  for (const {at, name, type, control} of props) {
    if (type === 'number') assert.deepEqual(control, {kind: 'number'}, at);
    if (type === 'boolean') assert.deepEqual(control, {kind: 'checkbox'}, at);
    if (type === 'string') assert.equal(control.kind, /[cC]olor$/.test(name) ? 'color' : 'text', at);
    // A literal control never stands for a type with a function, an object or a list in it.
    if (/=>|\{|\[\]|Array</.test(type)) assert.equal(control.kind, 'code', at);
  }
});

test('spot checks on real props', () => {
  const of = (component: string, prop: string) => {
    const hint = hints[component]?.[prop];
    assert.ok(hint, `${component}.${prop} has no hint`);
    return hint.control;
  };
  assert.deepEqual(of('Frame', 'layoutMode'), {kind: 'select', options: ['NONE', 'HORIZONTAL', 'VERTICAL']});
  assert.deepEqual(of('Text', 'textAlignHorizontal'), {
    kind: 'select',
    options: ['LEFT', 'CENTER', 'RIGHT', 'JUSTIFIED'],
  });
  assert.deepEqual(of('Text', 'fontSize'), {kind: 'number'}, "'number | symbol'");
  assert.deepEqual(of('Rectangle', 'strokeWeight'), {kind: 'number'}, "number | PluginAPI['mixed']");
  assert.deepEqual(of('View', 'visible'), {kind: 'checkbox'});
  assert.deepEqual(of('Frame', 'width'), {kind: 'number'});
  assert.deepEqual(of('Text', 'characters'), {kind: 'text'});
  assert.deepEqual(of('Vector', 'vectorPaths'), {kind: 'code', why: 'a list'}, 'an alias of ReadonlyArray');
  assert.deepEqual(of('Frame', 'relativeTransform'), {kind: 'code', why: 'a Transform value'}, 'a tuple');
  assert.deepEqual(of('Text', 'name'), {kind: 'text'});
  assert.deepEqual(of('Text', 'fillStyleId'), {kind: 'text'}, "'string | symbol'");
  assert.deepEqual(of('Rectangle', 'fills'), {kind: 'code', why: 'a list'});
  assert.deepEqual(of('Page', 'onCurrentChange'), {kind: 'code', why: 'a function'});
  assert.deepEqual(of('Frame', 'blendMode'), {kind: 'code', why: 'a union of a type and literals'});
  assert.deepEqual(of('Text', 'children'), {kind: 'code', why: 'children'});
  assert.deepEqual(of('Text', 'hyperlink'), {kind: 'code', why: 'an object'});
  assert.deepEqual(of('Text', 'fontName'), {kind: 'code', why: 'a FontName value'});
  assert.deepEqual(of('Rectangle', 'children'), {kind: 'code', why: 'no value to set'});
});

test('every prop has a control; string props named …Color get a colour picker', () => {
  const props = all();
  assert.ok(props.length > 600, `${props.length} props`);
  const kinds = ['select', 'number', 'checkbox', 'color', 'text', 'code'];
  for (const {at, control} of props) assert.ok(control && kinds.includes(control.kind), at);
  const colors = props.filter((p) => p.control.kind === 'color');
  for (const {at, name, type} of colors) assert.ok(/[cC]olor$/.test(name) && /\bstring\b/.test(type), at);
});

test("the props tables' modules leave the control out (the tables never show it)", () => {
  const rows = [
    ...Object.keys(data.components).flatMap((c) => componentData(data, c).components[c].props),
    ...sharedData(data).sharedGroups.flatMap((g) => g.rows),
  ];
  assert.ok(rows.length > 100);
  for (const row of rows) assert.equal('control' in row, false, row.name);
  assert.ok(data.components.Frame.props.every((r) => r.control));
});

test('each kind of control has its input (src/components/Playground/inspector/controls.tsx)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- React's server renderer, for tests only
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const React = require('react') as typeof import('react'); // eslint-disable-line @typescript-eslint/no-require-imports
  const html = (control: Control, prop?: JsxProp['value']) => {
    const props: ControlProps = {
      id: 'c',
      name: 'n',
      control,
      prop: prop && ({name: 'n', value: prop} as JsxProp),
      set: () => {},
      reset: () => {},
      jump: () => {},
    };
    return renderToStaticMarkup(React.createElement(ControlInput, props));
  };
  const kinds = [...all(), ...data.styleKeys!].map((p) => p.control.kind);
  assert.deepEqual(Object.keys(INPUTS).sort(), [...new Set(kinds)].sort(), 'each input is in use');
  assert.match(
    html({kind: 'select', options: ['A', 'B']}, {kind: 'string', value: 'B'}),
    /<select id="c">.*<option selected="" value="B">B<\/option>/,
  );
  const number = html({kind: 'number'}, {kind: 'number', value: 12});
  for (const attr of ['id="c"', 'type="number"', 'inputMode="decimal"', 'value="12"'])
    assert.ok(number.includes(attr), number);
  assert.match(html({kind: 'checkbox'}, {kind: 'boolean', value: true}), /type="checkbox".* checked=""/);
  assert.match(html({kind: 'color'}, {kind: 'string', value: '#abc'}), /type="color".* value="#aabbcc"/);
  assert.match(html({kind: 'text'}, {kind: 'string', value: 'x'}), /type="text".* value="x"/);
  // The button's name holds the prop and its visible text (WCAG 2.5.3, label in name).
  assert.match(
    html({kind: 'code', why: 'a list'}),
    /aria-label="n: edit in code"[^>]*>edit in code<\/button> a list</,
  );
  assert.match(
    html({kind: 'number'}, {kind: 'expression', text: 'w * 2'}),
    /aria-label="n: set in code"[^>]*>set in code</,
  );
});

test("deriving controls leaves the checker's property order as the tables read it", () => {
  const paths = resolvePaths(SITE_ROOT);
  const program = createProgram(paths);
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker, paths);
  const alone = findComponentExports(program, paths).map((c) => ({
    name: c.name,
    props: checkerProps(checker, c, printer).props.map((p) => p.name),
  }));
  const withControls = readComponents(paths).map((c) => ({name: c.name, props: c.props.map((p) => p.name)}));
  assert.deepEqual(withControls, alone);
});
