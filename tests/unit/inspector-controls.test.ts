/**
 * The properties panel's controls (INSP-2, src/components/Playground/inspector/controls.ts): for every prop
 * of every component in the playground's real hints (propHints over the API data), the control is one its
 * printed type allows.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import {loadApiData} from '../../src/plugins/react-figma-api';
import {propHints} from '../../src/plugins/playground/propHints';
import {typeText, type PropHints} from '../../src/plugins/playground/client/hints';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {controlFor, unionMembers, type Control} from '../../src/components/Playground/inspector/controls';

let hints: PropHints;
before(() => {
  hints = propHints(loadApiData(SITE_ROOT));
});

/** Every (component, prop, type text, control). */
function all(): {at: string; name: string; type: string; control: Control}[] {
  return Object.entries(hints).flatMap(([component, props]) =>
    Object.entries(props).map(([name, hint]) => {
      const type = typeText(hint);
      return {at: `${component}.${name}`, name, type, control: controlFor(name, type)};
    }),
  );
}

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
    return controlFor(prop, typeText(hint));
  };
  assert.deepEqual(of('Frame', 'layoutMode'), {kind: 'select', options: ['NONE', 'HORIZONTAL', 'VERTICAL']});
  assert.deepEqual(of('Text', 'textAlignHorizontal'), {
    kind: 'select',
    options: ['LEFT', 'CENTER', 'RIGHT', 'JUSTIFIED'],
  });
  assert.deepEqual(of('Text', 'fontSize'), {kind: 'number'}, "'number | symbol'");
  assert.deepEqual(of('Rectangle', 'strokeWeight'), {kind: 'number'}, "number | PluginAPI['mixed']");
  assert.deepEqual(of('View', 'visible'), {kind: 'checkbox'});
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

test('union members split at the top level only; color by name', () => {
  assert.deepEqual(unionMembers("{ type: 'URL' | 'NODE'; value: string }"), [
    "{ type: 'URL' | 'NODE'; value: string }",
  ]);
  assert.deepEqual(unionMembers('(() => void) | void'), ['(() => void)', 'void']);
  assert.deepEqual(unionMembers("((a: 'x|y') => void) | Array<A | B> | 'p|q'"), [
    "((a: 'x|y') => void)",
    'Array<A | B>',
    "'p|q'",
  ]);
  assert.deepEqual(controlFor('x', "'a|b' | 'c'"), {kind: 'select', options: ['a|b', 'c']});
  assert.deepEqual(controlFor('x', "'only' | undefined"), {kind: 'code', why: 'a single value'});
  assert.deepEqual(controlFor('backgroundColor', 'string'), {kind: 'color'});
  assert.deepEqual(controlFor('color', 'string | symbol'), {kind: 'color'});
  assert.deepEqual(controlFor('colorSpace', 'string'), {kind: 'text'});
  assert.deepEqual(controlFor('borderColor', 'number'), {kind: 'number'});
  assert.deepEqual(controlFor('x', 'true | false'), {kind: 'checkbox'});
});
