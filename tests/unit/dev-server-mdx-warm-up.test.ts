/** dev-server: after the first compile, the MDX loader chain is already in Node's module cache (PERF-18). */
// Own process: it asserts on Node's module cache and the dev server's process-global state.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {SAFE_MDX_LOADER, warmUpMdxLoader} from '../../src/plugins/dev-server/mdxWarmUp';
import {compiling, runInBackground} from '../../src/plugins/dev-server/state';

const MDX_MODULES = ['@docusaurus/mdx-loader', '@mdx-js/mdx', 'swc-loader', '@swc/core'];

test('after the first compile the wrapper, @docusaurus/mdx-loader, @mdx-js/mdx, swc-loader and @swc/core are loaded', async () => {
  const cache = createRequire(__filename).cache;
  const loaded = () =>
    new Set(
      Object.keys(cache)
        .filter(
          (file) => file === SAFE_MDX_LOADER || MDX_MODULES.some((m) => file.includes(`/node_modules/${m}/`)),
        )
        .map((file) =>
          file === SAFE_MDX_LOADER ? 'loader' : MDX_MODULES.find((m) => file.includes(`/${m}/`)),
        ),
    );
  assert.deepEqual(loaded(), new Set(), 'loaded before the compile');
  compiling(true);
  warmUpMdxLoader();
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(loaded(), new Set(), 'loaded before the first compile is done');
  compiling(false);
  // A job of the last kind runs after the warm-up's three.
  await runInBackground('runner-assets', () => undefined);
  assert.deepEqual(loaded(), new Set(['loader', ...MDX_MODULES]));
});
