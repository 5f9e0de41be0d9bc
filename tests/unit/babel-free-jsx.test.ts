/**
 * PERF-18, PERF-4: MDX 1 prints plain HTML parts of a page without Babel (src/remark/babel-free-jsx),
 * and the module it compiles means the same as without the plugin: equal once swc has compiled it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {transformSync} from '@swc/core';
import rehypeBabelFreeJsx, {splice} from '../../src/remark/babel-free-jsx';
import remarkStaticIslands from '../../src/remark/static-islands';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- MDX 1 is CommonJS and untyped here
const mdx = require('@mdx-js/mdx') as {
  sync(source: string, options: object): string;
  createCompiler(options: object): {parse(s: string): unknown; runSync(t: unknown, f: object): HastNode};
};
type HastNode = {type: string; tagName?: string; value?: string; children?: HastNode[]};

const ROOT = path.join(__dirname, '..', '..');
const remarkPlugins = [remarkStaticIslands];

/** The module as the browser gets it (swc, JSX to `mdx()` calls): only meaning is compared, not layout. */
const normal = (code: string) =>
  transformSync(code, {jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022'}}).code;

const compile = (source: string, withPlugin: boolean) =>
  mdx.sync(source, {remarkPlugins, rehypePlugins: withPlugin ? [rehypeBabelFreeJsx] : []});

const FIXTURE = `import Tabs from '@theme/Tabs';

# Title with \`code\`

| Key | Type |
|---|---|
| \`width\` | number, in px |

- one **two** [three](/docs/styling)
- <Tabs groupId="x">four</Tabs> five

<div style="color: red" class="note" aria-label="Note" data-kind="a">HTML with <em>attributes</em></div>

<!-- a comment -->

\`\`\`tsx title="App.tsx"
const a = 1;

const b = \`\${a}\`;
\`\`\`

<details><summary>More</summary>

Text with <Tabs>JSX</Tabs> inside, and \`{braces}\` and a backtick: \\\`.

</details>

export const meta = {a: 1};
`;

test('a fixture of every kind of node compiles to the same module with and without the plugin', () => {
  const [without, withIt] = [false, true].map((on) => compile(FIXTURE, on));
  assert.equal(normal(withIt), normal(without));
  assert.match(without, /mdxType="Tabs"/, 'Babel still marks the JSX the page wrote');
  assert.doesNotMatch(withIt, /__plain_/, 'every placeholder is spliced back');
});

test('every doc, post and page compiles to the same module with and without the plugin', () => {
  const files = ['docs', 'blog', 'src/pages'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  assert.ok(files.includes(path.join('docs', 'api', 'frame.mdx')));
  for (const file of files) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    assert.equal(normal(compile(source, true)), normal(compile(source, false)), file);
  }
});

test('after the plugin, only JSX the page wrote and the elements around it are left for Babel', () => {
  const source = fs.readFileSync(path.join(ROOT, 'docs/api/frame.mdx'), 'utf8');
  const compiler = mdx.createCompiler({remarkPlugins, rehypePlugins: [rehypeBabelFreeJsx]});
  const file = {contents: source, data: {}};
  const tree = compiler.runSync(compiler.parse(source), file);
  const left: string[] = [];
  const walk = (node: HastNode): boolean => {
    let holdsJsx = node.type === 'jsx' && !/^<__plain_/.test(node.value ?? '');
    for (const child of node.children ?? []) holdsJsx = walk(child) || holdsJsx;
    if (node.type === 'element' && !holdsJsx) left.push(node.tagName!);
    return holdsJsx;
  };
  walk(tree);
  assert.deepEqual(left, [], 'no element without JSX inside is left in the tree Babel reads');
  const placeholders = JSON.stringify(tree).match(/<__plain_/g) ?? [];
  assert.ok(placeholders.length > 20, `frame.mdx sets ${placeholders.length} parts aside`);
});

test('a placeholder missing or repeated in the compiled code is an error, not a page with a hole or a copy', () => {
  assert.equal(splice('<p><__plain_ab_0 /></p>', ['<em>x</em>'], 'ab'), '<p><em>x</em></p>');
  assert.throws(() => splice('<p></p>', ['<em>x</em>'], 'ab'), /1 plain parts set aside, 0 placeholders/);
  const twice = '<p><__plain_ab_0 /><__plain_ab_0/></p>';
  assert.throws(() => splice(twice, ['<em>x</em>'], 'ab'), /2 placeholders \(1 distinct\)/);
});
