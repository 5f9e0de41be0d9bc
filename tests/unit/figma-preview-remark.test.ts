/**
 * The figma-preview remark plugin (src/remark/figma-preview) on Markdown parsed the way
 * MDX 1 sees it: where the figure goes, what is skipped, the cache, and the errors that fail a build.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import remarkFigmaPreview, {frontMatterLines} from '../../src/remark/figma-preview';
import {closePreviewWorker} from '../../src/plugins/figma-preview/previews';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'figma-preview-test-'));
after(() => {
  closePreviewWorker();
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

type Node = {type: string; value?: string; children?: Node[]};

const drawing = (body: string, meta = 'title="src/App.tsx"') =>
  [
    `\`\`\`tsx ${meta}`,
    "import * as React from 'react';",
    "import {Page, Rectangle} from 'react-figma';",
    '',
    `export const App = () => ${body};`,
    '```',
  ].join('\n');

async function run(markdown: string, timeoutMs = 8000): Promise<Node> {
  const tree = fromMarkdown(markdown) as unknown as Node;
  await remarkFigmaPreview({cacheDir, timeoutMs})(tree, {path: path.resolve('docs/example.mdx')});
  return tree;
}

const square = drawing(
  '(<Page isCurrent name="P"><Rectangle name="Box" style={{width: 40, height: 30, backgroundColor: \'#ff0000\'}} /></Page>)',
);

test('a drawing block gets a FigmaPreview right after it, with the SVG file, its size and the outline', async () => {
  const tree = await run(`Intro.\n\n${square}\n\nAfter.`);
  const types = tree.children!.map((n) => n.type);
  assert.deepEqual(types, ['import', 'paragraph', 'code', 'jsx', 'paragraph']);
  const jsx = tree.children![3].value!;
  assert.match(
    jsx,
    /^<FigmaPreview src=\{require\(".*file-loader.*figma-preview-[0-9a-f]+\.svg"\)\.default\}/,
  );
  // The 40×30 rectangle plus the canvas margin on each side.
  assert.match(jsx, /width=\{88\} height=\{78\}/);
  assert.match(jsx, /\["RECTANGLE","Box",0,0,40,30\]/);
  const svg = fs.readdirSync(cacheDir).find((f) => f.endsWith('.svg'))!;
  assert.match(
    fs.readFileSync(path.join(cacheDir, svg), 'utf8'),
    /<rect[^>]*width="40" height="30"[^>]*fill="#ff0000"/,
  );
});

test('the second run of the same example is read from the cache (no new files)', async () => {
  const before = fs.readdirSync(cacheDir).length;
  const tree = await run(square);
  assert.equal(fs.readdirSync(cacheDir).length, before);
  assert.equal(tree.children![2].type, 'jsx');
});

test('no-preview blocks and blocks that do not draw are left alone', async () => {
  const tree = await run(`${drawing('null', 'no-preview')}\n\n\`\`\`tsx\nconst x = 1;\n\`\`\``);
  assert.deepEqual(
    tree.children!.map((n) => n.type),
    ['code', 'code'],
  );
});

test('an example that throws fails with the file, the fence line and the error', async () => {
  await assert.rejects(
    run(`Text.\n\n${drawing("{ throw new Error('boom'); }")}`),
    /docs\/example\.mdx:3: the example's Figma preview failed: .*boom/s,
  );
});

test('an example that draws only on a page that is not current fails and says to add isCurrent', async () => {
  await assert.rejects(
    run(drawing('(<Page name="Hidden"><Rectangle /></Page>)')),
    /docs\/example\.mdx:1: .*"Hidden".*isCurrent/s,
  );
});

test('an example whose tree never settles fails after the timeout', async () => {
  const ticking = drawing(
    '{ const [n, setN] = React.useState(0); React.useEffect(() => { const t = setInterval(() => setN((v) => v + 1), 10); return () => clearInterval(t); }, []); return <Page isCurrent name="T"><Rectangle style={{width: 10 + (n % 50), height: 10}} /></Page>; }',
  );
  await assert.rejects(run(ticking, 1500), /docs\/example\.mdx:1: .*did not settle within 1500 ms/s);
});

test('error lines count from the top of the file, front matter included (Docusaurus strips it before remark)', () => {
  const file = path.join(cacheDir, 'page.mdx');
  fs.writeFileSync(file, '---\nid: x\ntitle: X\n---\n\nText.\n');
  // What the MDX loader passes on: the text after the front matter.
  assert.equal(frontMatterLines(file, 'Text.\n'), 5);
  assert.equal(frontMatterLines(file, '\nText.'), 4, 'a kept blank line, a trimmed end');
  assert.equal(frontMatterLines(path.join(cacheDir, 'missing.mdx'), 'Text.\n'), 0);
});
