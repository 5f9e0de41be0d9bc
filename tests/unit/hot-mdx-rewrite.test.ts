/**
 * src/plugins/dev-server/hotMdx.ts on @mdx-js/mdx 1's real output with @docusaurus/mdx-loader 2.4.3's toc:
 * the default export goes through the client, and the shape changes with a heading or front matter, not a
 * paragraph. Fails when MDX's output no longer has one `export default function MDXContent(`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {withHotMdx} from '../../src/plugins/dev-server/hotMdx';

const loaderRequire = createRequire(require.resolve('@docusaurus/mdx-loader'));
const mdx = loaderRequire('@mdx-js/mdx') as {sync(t: string, o: object): string};
/** The loader's own plugins that export the page's table of contents. */
const remarkPlugins = ['headings', 'toc'].map(
  (p) => (loaderRequire(`./remark/${p}`) as {default: unknown}).default,
);
/** A page as the loader emits it: front matter exported first, then MDX's output. */
const page = (frontMatter: string, body: string) =>
  `export const frontMatter = ${JSON.stringify({title: frontMatter})};\n${mdx.sync(body, {remarkPlugins})}`;
const shapeOf = (code: string) => /__hotMdx\(module\.hot, MDXContent, "([0-9a-f]+)"\)/.exec(code)?.[1];

test('one default export, through the client; MDXContent kept as a local function', () => {
  const code = withHotMdx(page('Frame', '# Frame\n\nText.\n'));
  assert.equal(code.match(/export default/g)?.length, 1);
  assert.match(code, /^function MDXContent\(/m);
  assert.match(code, /import __hotMdx from ".*hotMdxClient\.ts";/);
});

test('a paragraph edit keeps the shape; a heading or the front matter changes it', () => {
  const base = shapeOf(withHotMdx(page('Frame', '# Frame\n\nText.\n\n## Props\n')));
  assert.ok(base);
  assert.equal(shapeOf(withHotMdx(page('Frame', '# Frame\n\nOther text, *longer*.\n\n## Props\n'))), base);
  assert.notEqual(shapeOf(withHotMdx(page('Frame', '# Frame\n\nText.\n\n## Properties\n'))), base);
  assert.notEqual(shapeOf(withHotMdx(page('Frame 2', '# Frame\n\nText.\n\n## Props\n'))), base);
});

test('code without exactly one MDXContent default export is left as it is', () => {
  const other = 'export default function Other() {}\n';
  assert.equal(withHotMdx(other), other);
});
