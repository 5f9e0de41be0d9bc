/**
 * A page module calls a local `mdx` (src/plugins/build-speed/README.md, `localMdx.ts`): it renders the same,
 * both MDX loaders apply it, and webpack then keeps one import reference per page instead of one per element.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {transformSync} from '@swc/core';
import type webpack from 'webpack';
import type {Dependency, Module} from 'webpack';
import type {LoaderContext} from 'webpack';
import {projectCompiler} from '../helpers/webpackProject';
import {MDX_IMPORT, withLocalMdx} from '../../src/plugins/build-speed/localMdx';
import mdxOnceLoader from '../../src/plugins/build-speed/mdxOnceLoader';
import safeMdxLoader from '../../src/plugins/dev-server/safeMdxLoader';

type Loader = (this: LoaderContext<unknown>, source: string) => unknown;
// The CommonJS loader, as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stockLoader = (require('@docusaurus/mdx-loader') as {default: Loader}).default;

/** JSX that runs when the module loads, a component export, a table and inline elements. */
const PAGE = [
  'export const early = <i>built at load</i>;',
  '',
  'export const Note = () => <b>note {early}</b>;',
  '',
  '## Sizes',
  '',
  'Some *text*, `code` and <Note />.',
  '',
  '| key | width |',
  '|---|---|',
  '| `phone` | 375 |',
  '| `tablet` | 768 |',
  '',
].join('\n');

/** `loader`'s output for PAGE, with the options mdx-loader 2.4.3 reads (a partial: no metadata file). */
function loaderOutput(loader: Loader, source = PAGE, file = '/site/docs/page.mdx'): Promise<string> {
  return new Promise((resolve, reject) => {
    const answer = (error?: Error | null, code?: string | Buffer) =>
      error ? reject(error) : resolve(String(code));
    const context = {
      async: () => answer,
      callback: answer,
      getOptions: () => ({markdownConfig: {}, staticDirs: [], siteDir: '/site', isMDXPartial: () => true}),
      resourcePath: file,
      resourceQuery: '',
      rootContext: '/site',
      query: '',
      addDependency: () => {},
    } as unknown as LoaderContext<unknown>;
    void Promise.resolve(loader.call(context, source)).catch(reject);
  });
}

let stock: Promise<string> | undefined;
/** mdx-loader's own output for PAGE, made once for the tests that read it. */
const stockOutput = () => (stock ??= loaderOutput(stockLoader));

/** The page module as an ES module without JSX (React's classic transform, as the site's swc-loader). */
const withoutJsx = (code: string) =>
  transformSync(code, {jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022'}}).code;

/** The markup the module's MDXContent renders, run as CommonJS with the site's React and MDX runtime. */
function rendered(code: string): string {
  const cjs = transformSync(withoutJsx(code), {module: {type: 'commonjs'}}).code;
  const exports: {default?: React.ComponentType} = {};
  const load = (name: string) => (name === 'react' ? React : require(name));
  new Function('exports', 'require', cjs)(exports, load);
  return renderToStaticMarkup(React.createElement(exports.default!));
}

test('mdx-loader 2.4.3 writes the import once per page; the rewrite binds it on the same line', async () => {
  const stock = await stockOutput();
  assert.equal(
    stock.split(MDX_IMPORT).length,
    2,
    'Docusaurus changed its MDX import: localMdx.ts no longer applies',
  );
  const local = withLocalMdx(stock);
  assert.equal(local.includes(MDX_IMPORT), false);
  assert.match(local, /const mdx = __mdxImport;/);
  assert.equal(
    local.split('\n').length,
    stock.split('\n').length,
    'line numbers of the page module are kept',
  );
  assert.equal(withLocalMdx('export default 1;\n'), 'export default 1;\n', 'other modules are left alone');
});

test('a page renders the same markup with a local mdx, JSX run at load included', async () => {
  const stock = await stockOutput();
  const html = rendered(stock);
  assert.match(html, /<i>built at load<\/i>/);
  assert.match(html, /<td><code>phone<\/code><\/td>/);
  assert.equal(rendered(withLocalMdx(stock)), html);
});

test("both MDX loaders, the build's and the dev server's, hand webpack a local mdx", async () => {
  // Another file per loader: mdxOnceLoader remembers a compile by file and text.
  for (const [name, loader] of [
    ['mdxOnceLoader', mdxOnceLoader],
    ['safeMdxLoader', safeMdxLoader],
  ] as const) {
    const code = await loaderOutput(loader, PAGE, `/site/docs/${name}.mdx`);
    assert.match(code, /const mdx = __mdxImport;/, name);
    assert.equal(code.includes(MDX_IMPORT), false, name);
  }
});

/** The references to the imported `mdx` webpack records in `code`'s module (development mode, temp dir). */
async function mdxImportReferences(code: string): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rfw-local-mdx-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), withoutJsx(code));
  const compiler = projectCompiler(dir, {externals: {react: 'React', '@mdx-js/react': 'MDXReact'}});
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((r) => compiler.close(r));
  fs.rmSync(dir, {recursive: true, force: true});
  const page = [...stats.compilation.modules].find((m: Module) => m.identifier().endsWith('entry.js'))!;
  const imported = (d: Dependency) => (d as Dependency & {ids?: string[]}).ids?.[0];
  return page.dependencies.filter((d) => d.type === 'harmony import specifier' && imported(d) === 'mdx')
    .length;
}

test('webpack records one reference to the imported mdx per page, not one per element', async () => {
  const stock = await stockOutput();
  const elements = (withoutJsx(stock).match(/\bmdx\(/g) ?? []).length;
  assert.ok(elements >= 15, `the page has ${elements} elements`);
  assert.equal(await mdxImportReferences(stock), elements, 'without the rewrite: one per element');
  assert.equal(await mdxImportReferences(withLocalMdx(stock)), 1);
});
