/** dev-errors: after the first compile, the MDX loader chain is already in Node's module cache (PERF-18). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Compiler} from 'webpack';
import {PreloadMdxLoader} from '../../src/plugins/dev-errors';

const LOADER = path.resolve(__dirname, '../../src/plugins/dev-errors/safeMdxLoader.ts');
const MDX_MODULES = ['@docusaurus/mdx-loader', '@mdx-js/mdx'];

test('after the first compile the wrapper, @docusaurus/mdx-loader and @mdx-js/mdx are loaded', async () => {
  const cache = createRequire(__filename).cache;
  const loaded = () =>
    new Set(
      Object.keys(cache)
        .filter((file) => file === LOADER || MDX_MODULES.some((m) => file.includes(`/node_modules/${m}/`)))
        .map((file) => (file === LOADER ? 'loader' : MDX_MODULES.find((m) => file.includes(`/${m}/`)))),
    );
  assert.deepEqual(loaded(), new Set(), 'loaded before the compile');
  const taps: (() => void)[] = [];
  const compiler = {hooks: {done: {tap: (_name: string, fn: () => void) => taps.push(fn)}}};
  new PreloadMdxLoader(0).apply(compiler as unknown as Compiler);
  assert.deepEqual(loaded(), new Set(), 'loaded before the first done');
  taps.forEach((fn) => fn());
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(loaded(), new Set(['loader', ...MDX_MODULES]));
});
