/**
 * The playground plugin's build half (src/plugins/playground): example ids shared with the Edit links, the
 * examples of a page (PLAY-1, PLAY-2), and its hold on Docusaurus 2's `styles` cacheGroup.
 *
 * Run: node --import tsx --test tests/unit/playground-examples.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {exampleId, pageSlug} from '../../src/plugins/playground/client/exampleId';
import {pageExamples} from '../../src/plugins/playground/examples';
import {
  EXAMPLE_FILE,
  exampleAssetRule,
  keepPlaygroundCssOut,
  PLAYGROUND_CSS,
} from '../../src/plugins/playground';
import type {Configuration} from 'webpack';
import fs from 'node:fs';
import path from 'node:path';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {homeExamplePage} from '../../src/plugins/playground';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const FENCE = '```';

describe('example ids (PLAY-2)', () => {
  test('docs drop their folder, posts keep theirs; other pages have none', () => {
    assert.equal(pageSlug('docs/api/frame.mdx'), 'api-frame');
    assert.equal(pageSlug('docs/styling.mdx'), 'styling');
    assert.equal(pageSlug('docs/api/StyleSheet.mdx'), 'api-StyleSheet');
    assert.equal(pageSlug('blog/2020-07-05-devtools-support.md'), 'blog-2020-07-05-devtools-support');
    assert.equal(pageSlug('src/pages/_home-example.mdx'), 'home');
    assert.equal(pageSlug('src/pages/other.mdx'), undefined);
    assert.equal(exampleId('docs/api/frame.mdx', 2), 'api-frame-2');
    assert.throws(() => exampleId('src/pages/x.mdx', 1), /not a doc, a blog post or the home example/);
    assert.throws(() => exampleId('docs/a.mdx', 0), /positive integer/);
  });
});

test('PLAY-15: the home page example is one playground example, home-1, opening its file', () => {
  const page = homeExamplePage(SITE_ROOT);
  const examples = pageExamples(fs.readFileSync(page.source, 'utf8'), page);
  assert.deepEqual(
    examples.map((e) => [e.id, e.active, e.page]),
    [['home-1', 'src/App.tsx', '/']],
  );
});

describe('the examples of a page (PLAY-1)', () => {
  const source = [
    '---',
    'title: Frame',
    '---',
    '',
    '## Auto `layout`',
    '',
    `${FENCE}tsx title="src/App.tsx"`,
    "import * as React from 'react';",
    "import {Frame} from 'react-figma';",
    'export const App = () => <Frame name="A" />;',
    FENCE,
    '',
    '## Not drawn',
    '',
    `${FENCE}tsx no-preview`,
    "import * as React from 'react';",
    'export const App = () => null;',
    FENCE,
    '',
    '## Untitled',
    '',
    `${FENCE}tsx`,
    "import * as React from 'react';",
    "import {Frame} from 'react-figma';",
    'export const App = () => <Frame name="B" />;',
    FENCE,
    '',
  ].join('\n');
  const page = {file: 'docs/api/frame.mdx', title: 'Frame', permalink: '/docs/api/frame'};

  test("one per figure, numbered as the figures are, titled by the heading above, with the reader's files only", () => {
    const examples = pageExamples(source, page);
    assert.deepEqual(
      examples.map((e) => [e.id, e.title, e.page, e.active]),
      [
        ['api-frame-1', 'Frame — Auto layout', '/docs/api/frame', 'src/App.tsx'],
        // The no-preview block has no figure, so the untitled block is figure 2; it has its own src/ name.
        ['api-frame-2', 'Frame — Untitled', '/docs/api/frame', 'src/Example22.tsx'],
      ],
    );
    assert.deepEqual(Object.keys(examples[0].files), ['src/App.tsx', 'src/code.tsx']);
    assert.match(examples[0].files['src/App.tsx'], /name="A"/);
    assert.ok(!Object.keys(examples[1].files).some((f) => f.includes('preview_entry')));
    assert.match(examples[1].files['src/Example22.tsx'], /name="B"/);
  });

  test("the figure's own file leads the tabs", () => {
    const multi = [
      `${FENCE}tsx title="src/Card.tsx"`,
      'export const Card = () => null;',
      FENCE,
      `${FENCE}tsx title="src/App.tsx"`,
      "import {Card} from './Card';",
      'export const App = () => <Card />;',
      FENCE,
    ].join('\n');
    const [example] = pageExamples(multi, page);
    assert.equal(example.active, 'src/App.tsx');
    assert.deepEqual(Object.keys(example.files), ['src/App.tsx', 'src/Card.tsx', 'src/code.tsx']);
  });

  test("every example ends with the starter's src/code.tsx, its main thread, which the page's blocks lack", () => {
    const starter = fs.readFileSync(path.join(STARTER_DIR, 'src', 'code.tsx'), 'utf8');
    assert.match(starter, /setupMainThread\(\)/);
    for (const example of pageExamples(source, page)) assert.equal(example.files['src/code.tsx'], starter);
    assert.ok(!source.includes('setupMainThread'), 'the page itself does not show it');
  });

  test('pages that are neither docs, posts nor the home example have none', () => {
    assert.deepEqual(pageExamples(source, {...page, file: 'src/pages/other.mdx'}), []);
  });
});

describe('playground CSS stays out of the site-wide stylesheet', () => {
  const config = (test?: unknown): Configuration =>
    ({optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles', test}}}}}) as Configuration;
  const mod = (name: string) => ({nameForCondition: () => name});
  const stylesTest = (c: Configuration) =>
    (c.optimization!.splitChunks as {cacheGroups: Record<string, {test: (m: unknown) => boolean}>})
      .cacheGroups.styles.test;

  test('the playground and editor CSS modules are left out; others stay; an earlier narrowing is kept', () => {
    const c = config((m: {nameForCondition: () => string}) => !m.nameForCondition().includes('SearchBar'));
    keepPlaygroundCssOut(c);
    const t = stylesTest(c);
    assert.equal(t(mod('/site/src/components/Playground/styles.module.css')), false);
    assert.equal(t(mod('/site/src/components/CodeEditor/styles.module.css')), false);
    assert.equal(
      t(mod('/site/src/components/Playground/inspector/styles.module.css')),
      false,
      'subfolders too',
    );
    assert.equal(t(mod('/site/src/components/FigmaPreview/styles.module.css')), true);
    assert.equal(t(mod('/x/SearchBar/a.css')), false, 'search-bar-css narrowing kept');
    assert.ok(PLAYGROUND_CSS.test('C:\\site\\src\\components\\Playground\\styles.module.css'));
  });

  test('throws when Docusaurus has no styles cacheGroup', () => {
    assert.throws(() => keepPlaygroundCssOut({optimization: {}} as Configuration), /styles` cacheGroup/);
  });
});

describe('example files are static assets, not chunks', () => {
  test('the rule matches the generated example modules only and emits them in the client build', () => {
    assert.ok(EXAMPLE_FILE.test('/site/.docusaurus/playground/default/examples/api-frame-1.json'));
    assert.ok(!EXAMPLE_FILE.test('/site/.docusaurus/react-figma-api/default/props-Frame.json'));
    assert.equal(exampleAssetRule(false).type, 'asset/resource');
    assert.equal(exampleAssetRule(false).generator.emit, true);
    assert.equal(exampleAssetRule(true).generator.emit, false);
  });
});
