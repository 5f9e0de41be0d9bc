/**
 * The style keys of the inspector's panel (INSP-2, src/components/Playground/inspector/styleKeys.ts), read
 * from the real Styling page: its groups, sections and controls.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {headingIds} from '../../src/plugins/react-figma-api/anchors';
import {STYLE_SECTIONS, styleKeyModel, type StyleKey} from '../../src/plugins/playground/styleKeyModel';
import {styleControlFor} from '../../src/components/Playground/inspector/styleKeys';

let page: string;
let keys: readonly StyleKey[];
before(() => {
  page = fs.readFileSync(path.join(SITE_ROOT, 'docs/styling.mdx'), 'utf8');
  keys = styleKeyModel(page);
});

const find = (group: StyleKey['group'], key: string) => {
  const k = keys.find((x) => x.group === group && x.key === key);
  assert.ok(k, `${group} ${key} is missing`);
  return k;
};

test("the layout keys are Yoga's, the fill, border, effect and text keys Figma's", () => {
  const yoga = new Set(keys.filter((k) => k.group === 'yoga').map((k) => k.key));
  for (const k of ['width', 'height', 'flexDirection', 'padding', 'paddingHorizontal', 'margin', 'position'])
    assert.ok(yoga.has(k), k);
  assert.ok(!yoga.has('backgroundColor'));
  const figma = new Set(keys.filter((k) => k.group === 'figma').map((k) => k.key));
  for (const k of [
    'backgroundColor',
    'borderRadius',
    'opacity',
    'shadowColor',
    'blurType',
    'fontSize',
    'color',
  ])
    assert.ok(figma.has(k), k);
  assert.ok(yoga.has('borderWidth') && figma.has('borderWidth'), 'borderWidth is in both tables');
  assert.ok(keys.length >= 70, `${keys.length} keys`);
});

test('every key appears once per group', () => {
  const seen = keys.map((k) => `${k.group} ${k.key}`);
  assert.deepEqual(
    seen.filter((s, i) => seen.indexOf(s) !== i),
    [],
  );
  assert.equal(
    find('figma', 'fillStyleId').section,
    'fill-keys',
    'listed twice: kept where it first appears',
  );
});

test("every section is the id of one of the page's headings, one per H2 of STYLE_SECTIONS", () => {
  const ids = new Set(headingIds(page));
  const sections = [...new Set(keys.map((k) => k.section))];
  for (const s of sections) assert.ok(ids.has(s), s);
  assert.deepEqual(sections, [
    'layout-keys-yoga-flexbox',
    'fill-keys',
    'border-keys',
    'effect-and-blend-keys',
    'text-keys',
  ]);
  assert.equal(sections.length, Object.keys(STYLE_SECTIONS).length);
});

test('cells read as the page prints them', () => {
  const k = find('yoga', 'flexDirection');
  assert.equal(k.type, "'row', 'column', 'row-reverse', 'column-reverse'");
  assert.equal(k.description, "Main axis. Default 'column'.");
  assert.equal(
    find('figma', 'shadowRadius').description,
    'The blur radius of the shadow.',
    'the last column',
  );
  assert.equal(find('figma', 'borderRadius').type, 'number or string');
});

test('controls: selects, numbers, colors, text and code', () => {
  const control = (group: StyleKey['group'], key: string) => styleControlFor(find(group, key));
  assert.deepEqual(control('yoga', 'flexDirection'), {
    kind: 'select',
    options: ['row', 'column', 'row-reverse', 'column-reverse'],
  });
  assert.deepEqual(control('yoga', 'position'), {kind: 'select', options: ['absolute', 'relative']});
  assert.deepEqual(control('yoga', 'width'), {kind: 'number'}, 'dimension');
  assert.deepEqual(control('yoga', 'flexGrow'), {kind: 'number'});
  assert.deepEqual(control('figma', 'borderRadius'), {kind: 'number'}, 'number or string');
  assert.deepEqual(control('figma', 'backgroundColor'), {kind: 'color'});
  assert.deepEqual(control('figma', 'textShadowColor'), {kind: 'color'});
  assert.deepEqual(control('figma', 'fontFamily'), {kind: 'text'});
  assert.deepEqual(control('figma', 'fontWeight'), {
    kind: 'select',
    options: ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'],
  });
  assert.equal(control('figma', 'shadowOffset').kind, 'code');
  assert.equal(control('figma', 'shadows').kind, 'code');
  assert.equal(control('figma', 'backgroundImage').kind, 'code');
  for (const k of keys) {
    const c = styleControlFor(k);
    if (c.kind === 'select')
      for (const o of c.options) assert.ok(k.type.includes(`'${o}'`) || / to /.test(k.type), k.key);
    if (k.type === 'number' || k.type === 'dimension') assert.equal(c.kind, 'number', k.key);
  }
});

test('a page without one of the sections is an error that names it', () => {
  const without = page.replace('## Border keys', '## Borders');
  assert.throws(() => styleKeyModel(without), /Border keys/);
});
