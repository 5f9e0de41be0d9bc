/**
 * The inspector's style keys (INSP-2): read from react-figma's style interfaces
 * (src/plugins/react-figma-api/styleKeys.ts), with controls; the Styling page's key tables are their view.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {headingIds} from '../../src/plugins/react-figma-api/anchors';
import {loadApiData} from '../../src/plugins/react-figma-api';
import {STYLE_INTERFACES} from '../../src/plugins/react-figma-api/styleKeys';
import {styleKeyTables, styleKeys, type StyleKey} from '../../src/plugins/playground/styleKeyModel';

let page: string;
let keys: readonly StyleKey[];
before(() => {
  page = fs.readFileSync(path.join(SITE_ROOT, 'docs/styling.mdx'), 'utf8');
  keys = styleKeys(loadApiData(SITE_ROOT).styleKeys!, page);
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
  assert.ok(yoga.has('borderWidth') && figma.has('borderWidth'), 'borderWidth is in both groups');
  assert.ok(keys.length >= 70, `${keys.length} keys`);
});

test('every key appears once per group; a key of two interfaces stays in the first', () => {
  const seen = keys.map((k) => `${k.group} ${k.key}`);
  assert.deepEqual(
    seen.filter((s, i) => seen.indexOf(s) !== i),
    [],
  );
  const fill = find('figma', 'fillStyleId');
  assert.equal(fill.section, 'fill-keys', 'GeometryStyleProperties comes before TextStyleProperties');
  assert.equal(fill.declaredBy, 'GeometryStyleProperties');
});

test("every section is the id of one of the page's H2s, in STYLE_INTERFACES order", () => {
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
  assert.equal(sections.length, STYLE_INTERFACES.length);
});

/** Rows of the page the model leaves out, and why: the model keeps a key once per group. */
const PAGE_ONLY = new Map([['text-keys fillStyleId', 'also a Fill key (GeometryStyleProperties)']]);

test("the page's key tables list the model's keys, each in its section, and no others", () => {
  const rows = styleKeyTables(page).filter((r) => STYLE_INTERFACES.some((s) => s.section === r.section));
  const inModel = new Set(keys.map((k) => `${k.section} ${k.key}`));
  const onPage = new Set(rows.map((r) => `${r.section} ${r.key}`));
  assert.deepEqual(
    [...onPage].filter((r) => !inModel.has(r) && !PAGE_ONLY.has(r)),
    [],
    'on the page, not in the typings',
  );
  assert.deepEqual(
    [...inModel].filter((k) => !onPage.has(k)),
    [],
    'in the typings, not on the page',
  );
  for (const r of PAGE_ONLY.keys()) assert.ok(onPage.has(r), `${r} is no longer an exception`);
  // The page's Type cell names each option the select offers (or spells a range of them).
  for (const k of keys) {
    const cell = rows.find((r) => r.section === k.section && r.key === k.key)!.type;
    if (k.control.kind === 'select')
      for (const o of k.control.options)
        assert.ok(cell.includes(`'${o}'`) || / to /.test(cell), `${k.key} ${o}`);
  }
});

test("each key carries its row's sentence from the page", () => {
  assert.equal(find('yoga', 'flexDirection').description, "Main axis. Default 'column'.");
  assert.equal(
    find('figma', 'shadowRadius').description,
    'The blur radius of the shadow.',
    'the last column',
  );
  assert.deepEqual(
    styleKeys([{...find('yoga', 'width'), key: 'notOnThePage'}], page).map((k) => k.description),
    [''],
  );
});

test('controls from the declared types: selects, numbers, colors, text and code', () => {
  const control = (group: StyleKey['group'], key: string) => find(group, key).control;
  assert.deepEqual(control('yoga', 'flexDirection'), {
    kind: 'select',
    options: ['row', 'column', 'row-reverse', 'column-reverse'],
  });
  assert.deepEqual(control('yoga', 'position'), {kind: 'select', options: ['absolute', 'relative']});
  assert.deepEqual(control('yoga', 'width'), {kind: 'number'}, 'Dimension: number | string');
  assert.deepEqual(control('yoga', 'flexGrow'), {kind: 'number'});
  assert.deepEqual(control('figma', 'borderRadius'), {kind: 'number'}, 'TSize: number | string');
  assert.deepEqual(control('figma', 'backgroundColor'), {kind: 'color'});
  assert.deepEqual(control('figma', 'textShadowColor'), {kind: 'color'}, 'Color, an alias of string');
  assert.deepEqual(control('figma', 'fontFamily'), {kind: 'text'});
  assert.deepEqual(control('figma', 'fontWeight'), {
    kind: 'select',
    options: ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'],
  });
  assert.equal(control('figma', 'blendMode').kind, 'select', 'CSSBlendMode, a local alias of literals');
  assert.deepEqual(control('figma', 'shadowOffset'), {kind: 'code', why: 'an object'});
  assert.deepEqual(control('figma', 'shadows'), {kind: 'code', why: 'a list'});
  assert.deepEqual(control('figma', 'backgroundImage'), {kind: 'code', why: 'an object'});
  for (const k of keys) if (k.type === 'number') assert.equal(k.control.kind, 'number', k.key);
});
