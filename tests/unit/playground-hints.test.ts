/**
 * The playground's hover and completion hints (PLAY-14) say what the props tables say: for every prop of
 * every component, the hint's type and default read as the Type and Default cells of the row the site prints
 * (src/components/PropsTable, rendered here), its own row or its row on the Shared props page.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import {loadApiData} from '../../src/plugins/react-figma-api';
import type {ApiData} from '../../src/plugins/react-figma-api/client/types';
import {propHints} from '../../src/plugins/playground/propHints';
import {defaultText, typeText, type PropHints} from '../../src/plugins/playground/client/hints';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {htmlText, loadPropsTable} from '../helpers/propsTableComponent';

let data: ApiData;
let hints: PropHints;
before(() => {
  data = loadApiData(SITE_ROOT);
  hints = propHints(data);
});

/** Each printed row's Type and Default cells as text, by the row's id (its prop's anchor). */
function printedRows(element: unknown): Map<string, {type: string; default: string}> {
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToStaticMarkup(element as never);
  const rows = new Map<string, {type: string; default: string}>();
  for (const m of html.matchAll(
    /<tr><th scope="row"[^>]*>.*?id="([^"]+)".*?<\/th><td>(.*?)<\/td><td>(.*?)<\/td>/g,
  ))
    rows.set(m[1], {type: htmlText(m[2]), default: htmlText(m[3])});
  return rows;
}

/**
 * A hint's default as the Default cell reads: value, then note; "—" and the hidden "none" when there is none.
 */
const asCell = (d: string | undefined) => d ?? '—none';

test('every prop of every component: the hint has the type and default of its props-table row', () => {
  const React = require('react') as typeof import('react');
  const {PropsTableView, SharedPropsTable} = loadPropsTable();
  const sharedRows = new Map(
    data.sharedGroups.map(({group}) => [
      group,
      printedRows(React.createElement(SharedPropsTable, {group, data})),
    ]),
  );
  let compared = 0;
  for (const [name, api] of Object.entries(data.components)) {
    const own = printedRows(React.createElement(PropsTableView, {component: name, data}));
    const expected = new Map<string, {type: string; default: string}>();
    for (const row of api.props) expected.set(row.name, own.get(row.anchor)!);
    for (const [group, names] of Object.entries(api.shared))
      for (const prop of names) expected.set(prop, sharedRows.get(group)!.get(prop)!);
    assert.deepEqual(Object.keys(hints[name]).sort(), [...expected.keys()].sort(), `${name}: hinted props`);
    for (const [prop, cells] of expected) {
      assert.ok(cells, `${name}.${prop}: no printed row`);
      const hint = hints[name][prop];
      assert.equal(typeText(hint), cells.type, `${name}.${prop}: type`);
      assert.equal(asCell(defaultText(hint)), cells.default, `${name}.${prop}: default`);
      compared += 1;
    }
  }
  assert.ok(compared > 300, `only ${compared} props compared`);
});

test('a default with a value and a note reads as the table shows it: the note in parentheses', () => {
  const both = Object.values(hints)
    .flatMap((props) => Object.values(props))
    .filter((h) => h.defaultValue && h.defaultNote);
  assert.ok(both.length > 0, 'no prop has both a default value and a note');
  for (const hint of both) assert.match(defaultText(hint)!, /^\S.* \(.+\)$/);
});

test('one row view (src/components/CodeEditor/HintRow.tsx): description, notes, type, default, link', () => {
  const React = require('react') as typeof import('react');
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the CSS-module and alias hooks
  const {HintRow, hintRow} =
    require('../../src/components/CodeEditor/HintRow') as typeof import('../../src/components/CodeEditor/HintRow');
  const hint = hints.Frame.layoutMode;
  const html = renderToStaticMarkup(React.createElement(HintRow, {...hintRow(hint), linkText: 'Reference'}));
  const q = (t: string) => t.replace(/'/g, '&#x27;');
  assert.ok(html.startsWith('<p>Turns on Figma auto layout'), html);
  assert.ok(
    html.includes(
      `<p>Type: <code>${q(typeText(hint))}</code>. Default: <code>${q(defaultText(hint)!)}</code>.</p>`,
    ),
    html,
  );
  assert.ok(html.endsWith(`<a href="${hint.href}">Reference</a>`), html);
  const none = renderToStaticMarkup(React.createElement(HintRow, {type: 'number', description: []}));
  assert.equal(
    none,
    '<p>Type: <code>number</code>. Default: none.</p>',
    'no description, no default, no link',
  );
});
