/**
 * src/plugins/react-figma-api/client/propsTableModel.ts: one model of the props tables, plain data, whose
 * sentences the HTML (src/components/PropsTable) and Markdown (src/plugins/llms/propsTable.ts) printers both
 * show.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {loadApiData} from '../../src/plugins/react-figma-api';
import type {ApiData} from '../../src/plugins/react-figma-api/client/types';
import {
  propsTableModel,
  sharedPropsTableModel,
  type Inline,
} from '../../src/plugins/react-figma-api/client/propsTableModel';
import {propsTableNodes, sharedPropsTableNodes} from '../../src/plugins/llms/propsTable';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';
import {htmlText, loadPropsTable} from '../helpers/propsTableComponent';

let data: ApiData;
before(() => {
  data = loadApiData(SITE);
});

const plain = (items: Inline[]): string =>
  items.map((i) => (i.kind === 'text' || i.kind === 'code' ? i.text : plain(i.children))).join('');

/** Visible text of Markdown: code ticks, link targets, emphasis marks and escapes dropped. */
const markdownText = (md: string) =>
  md
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[`[*]/g, '')
    .replace(/\\(.)/g, '$1');

const markdown = (nodes: unknown[]) =>
  toMarkdown({type: 'root', children: nodes} as never, {extensions: [gfmToMarkdown()]});

test('the model is plain data: it survives JSON unchanged', () => {
  for (const name of Object.keys(data.components)) {
    const model = propsTableModel(data, name);
    assert.deepEqual(JSON.parse(JSON.stringify(model)), model, name);
  }
  for (const {group} of data.sharedGroups) {
    const model = sharedPropsTableModel(data, group);
    assert.deepEqual(JSON.parse(JSON.stringify(model)), model, group);
  }
});

test('both printers show the model’s sentences: intro, captions, notes and "Accepted by"', () => {
  const React = require('react') as typeof import('react');
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const {PropsTableView, SharedPropsTable} = loadPropsTable();
  for (const name of Object.keys(data.components)) {
    const model = propsTableModel(data, name);
    const html = htmlText(renderToStaticMarkup(React.createElement(PropsTableView, {component: name, data})));
    const md = markdownText(markdown(propsTableNodes(data, name)));
    const sentences = [
      plain(model.intro),
      ...model.groups.map((g) => g.caption),
      ...model.groups.flatMap((g) => g.rows.flatMap((r) => r.notes.map((n) => plain(n.content)))),
      ...(model.shared ? [model.shared.caption] : []),
      ...(model.shared?.lines.flatMap((l) => (l.ignoredNote ? [plain(l.ignoredNote)] : [])) ?? []),
    ];
    for (const sentence of sentences) {
      assert.ok(html.includes(sentence), `${name} HTML: ${sentence}`);
      assert.ok(md.includes(sentence), `${name} Markdown: ${sentence}`);
    }
  }
  for (const {group} of data.sharedGroups) {
    const {accepted} = sharedPropsTableModel(data, group);
    const html = htmlText(renderToStaticMarkup(React.createElement(SharedPropsTable, {group, data})));
    assert.ok(html.includes(plain(accepted)), group);
    assert.ok(markdownText(markdown(sharedPropsTableNodes(data, group))).includes(plain(accepted)), group);
  }
});

test('the sentences above include an ignored-props note (Group has one in react-figma 0.31.0)', () => {
  const withIgnored = Object.keys(data.components).filter((name) =>
    propsTableModel(data, name).shared?.lines.some((l) => l.ignoredNote),
  );
  assert.ok(withIgnored.includes('Group'));
});
