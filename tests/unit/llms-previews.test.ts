/**
 * The layers outline of each Figma preview in the Markdown twins (src/plugins/llms/previews.ts), drawn by
 * react-figma in figma-preview's worker. Expected outlines are written from the examples' code (sizes,
 * padding, absolute positions), not copied from output.
 *
 * Run: node --import tsx --test tests/unit/llms-previews.test.ts
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {twinWithPreviews} from '../../src/plugins/llms/previews';
import {FileCache} from '../../src/plugins/common/fileCache';
import {cachedTwin, twinKey} from '../../src/plugins/llms';
import {closePreviewWorker} from '../../src/plugins/figma-preview/previews';
import type {TwinOptions} from '../../src/plugins/llms/markdown';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-previews-test-'));
const cacheDir = path.join(tmp, 'figma-preview');
after(() => {
  closePreviewWorker();
  fs.rmSync(tmp, {recursive: true, force: true});
});

const VERSION = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../node_modules/react-figma/package.json'), 'utf8'),
).version as string;
const RESULT = `Result (drawn by react-figma ${VERSION} at build time), layers:`;

const OPTIONS: TwinOptions = {
  file: 'docs/page.mdx',
  siteUrl: 'https://react-figma.dev/',
  permalink: '/docs/page',
  title: 'Page',
};

const fence = (meta: string, lines: string[]) => ['```tsx ' + meta, ...lines, '```'].join('\n');

/** A Frame "Card", 200×100 with 10 px padding, holding a 120×80 Rectangle "Box". */
const CARD = [
  "import * as React from 'react';",
  "import {Page, Frame, Rectangle} from 'react-figma';",
  '',
  'export const App = () => (',
  '    <Page isCurrent name="Cards">',
  '        <Frame name="Card" style={{width: 200, height: 100, padding: 10, backgroundColor: \'#ffffff\'}}>',
  '            <Rectangle name="Box" style={{width: 120, height: 80, backgroundColor: \'#ff0000\'}} />',
  '        </Frame>',
  '    </Page>',
  ');',
];

const twin = async (source: string, options: Partial<TwinOptions> = {}) =>
  twinWithPreviews(source, {...OPTIONS, ...options}, {cacheDir});

describe('Figma previews in the Markdown twins', () => {
  test('a drawing example is followed by its layers outline, nested, with the sizes and padding of its code', async () => {
    const source = `---\ntitle: Page\n---\n\nA card.\n\n${fence('title="src/App.tsx"', CARD)}\n\nAfter.\n`;
    const {twin: out, previews} = await twin(source);
    assert.equal(previews.length, 1);
    assert.ok(
      out.body.endsWith(
        `${CARD.join('\n')}\n\`\`\`\n\n${RESULT}\n\n` +
          '- FRAME Card · x 0, y 0, 200×100\n' +
          '  - RECTANGLE Box · x 10, y 10, 120×80\n\n' +
          // PLAY-2: the page's first figure opens playground example page-1; so does the twin's link.
          '[Edit in the playground](https://react-figma.dev/playground?example=page-1)\n\nAfter.\n',
      ),
      out.body,
    );
    // A page the playground does not list (not a doc or a post) gets the outline but no link.
    const {twin: page} = await twin(source, {file: 'src/pages/page.mdx'});
    assert.ok(page.body.includes('RECTANGLE Box') && !page.body.includes('playground'), page.body);
  });

  test('a UI entry that renders the sibling App shares its Result: one outline, after the App block', async () => {
    const ui = [
      "import * as React from 'react';",
      "import {render} from 'react-figma';",
      "import {App} from './App';",
      '',
      'render(<App />);',
    ];
    const source = `${fence('title="src/App.tsx"', CARD)}\n\n${fence('title="src/ui.tsx"', ui)}\n`;
    const {twin: out} = await twin(source);
    assert.equal(out.body.split(RESULT).length, 2, out.body);
    assert.ok(out.body.indexOf(RESULT) < out.body.indexOf('title="src/ui.tsx"'), out.body);
    assert.ok(out.body.trimEnd().endsWith('render(<App />);\n```'), out.body);
  });

  test('a starter fence draws the starter file it shows', async () => {
    // examples/starter/src/App.tsx: a Card holding a 240×120 Swatch and a Caption.
    const {twin: out} = await twin('```tsx title="src/App.tsx" starter\n```\n');
    assert.match(
      out.body,
      /- FRAME Card · .*\n {2}- RECTANGLE Swatch · x 24, y 24, 240×120\n {2}- TEXT Caption · /,
    );
  });

  test('no-preview blocks and code that does not draw get no outline', async () => {
    const source = `${fence('title="src/App.tsx" no-preview', CARD)}\n\n\`\`\`tsx\nconst x = 1;\n\`\`\`\n`;
    const {twin: out, previews} = await twin(source);
    assert.equal(previews.length, 0);
    assert.ok(!out.body.includes('Result ('), out.body);
  });
});

describe('the twins cache', () => {
  test('a cached twin is used only while the results of its previews are unchanged', async () => {
    const source = `${fence('title="src/App.tsx"', CARD)}\n`;
    const {twin: out, previews} = await twin(source);
    const cache = FileCache.under(tmp, 'llms-twins');
    cache.set('page', '.previews.json', JSON.stringify(previews.map((p) => p.key)));
    cache.set(twinKey('page', [previews[0].preview]), '.json', JSON.stringify(out));
    assert.deepEqual(cachedTwin(cache, 'page', cacheDir), out);
    // The preview is redrawn differently (e.g. after its cache was cleared): the twin must be made again.
    const file = path.join(cacheDir, `${previews[0].key}.json`);
    const changed = {...previews[0].preview, layers: [['RECTANGLE', 'Box', 0, 0, 1, 1]]};
    fs.writeFileSync(file, JSON.stringify(changed));
    assert.equal(cachedTwin(cache, 'page', cacheDir), undefined);
    fs.rmSync(file);
    assert.equal(cachedTwin(cache, 'page', cacheDir), undefined, 'a cleared preview is a miss');
  });
});
