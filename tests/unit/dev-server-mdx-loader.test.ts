/**
 * dev-server's MDX loader: front matter that is not YAML reaches webpack as an error (mdx-loader 2.4.3 alone
 * never answers, and the dev server waited for the module until a restart).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoaderContext} from 'webpack';
import safeMdxLoader from '../../src/plugins/dev-server/safeMdxLoader';

const BAD = '---\ntitle: [Guide\n---\n\n# Guide\n';

/** Runs a loader on `source` with the little of webpack's context mdx-loader reads before it fails. */
function run(loader: (this: LoaderContext<unknown>, source: string) => unknown, source: string) {
  return new Promise<Error | null | undefined>((resolve) => {
    const context = {
      async: () => (error?: Error | null) => resolve(error),
      getOptions: () => ({}),
      resourcePath: '/site/docs/guide.mdx',
      rootContext: '/site',
      query: '',
      addDependency: () => {},
    } as unknown as LoaderContext<unknown>;
    void Promise.resolve(loader.call(context, source)).catch(() => {});
    setTimeout(() => resolve(undefined), 2000);
  });
}

test('bad front matter: the wrapped loader answers with the YAML error; mdx-loader alone does not answer', async () => {
  const error = await run(safeMdxLoader, BAD);
  assert.match(String(error), /YAMLException/);
  // The CommonJS loader, as webpack loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stock = (require('@docusaurus/mdx-loader') as {default: typeof safeMdxLoader}).default;
  assert.equal(await run(stock, BAD), undefined, 'mdx-loader 2.4.3 answered: safeMdxLoader may be unneeded');
});

test('bad front matter: the error itself starts with file:line, so the runtime overlay names the place too (BUILD-4)', async () => {
  // Other text than BAD: gray-matter caches what it parsed by the file's text.
  const error = await run(safeMdxLoader, '---\nid: guide\ntitle: [Guide two\n---\n\n# Guide\n');
  const named = /at line (\d+), column/.exec(String(error?.message));
  assert.ok(named, `js-yaml names a line: ${String(error)}`);
  assert.ok(
    error?.message.startsWith(`docs/guide.mdx:${named[1]}: `),
    `starts with docs/guide.mdx:${named[1]}: (${error?.message.slice(0, 60)})`,
  );
});

test('bad front matter parsed once already (by the content reload, or an earlier edit) still gets its error', async () => {
  // gray-matter 4.0.3 caches a parse by the file's text before parsing, so a second parse of the same bad
  // text returned the cached half-parsed file without throwing: the page compiled with no overlay (the
  // dev-server test).
  const text = '---\nid: guide\ntitle: [Guide three\n---\n\n# Guide\n';
  // The function the docs plugin's reload calls.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {parseFrontMatter} = require('@docusaurus/utils') as {parseFrontMatter: (s: string) => unknown};
  assert.throws(() => parseFrontMatter(text), /YAMLException/);
  assert.doesNotThrow(
    () => parseFrontMatter(text),
    'gray-matter no longer caches a failed parse: the check below may be unneeded',
  );
  assert.match(String(await run(safeMdxLoader, text)), /YAMLException/);
  assert.match(
    String(await run(safeMdxLoader, text)),
    /YAMLException/,
    'the second edit with the same mistake',
  );
});
