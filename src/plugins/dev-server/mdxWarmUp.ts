/** The MDX loader warm-up, so the first edit after a warm start need not load the loader chain (PERF-18). */
import {createRequire} from 'node:module';
import path from 'node:path';
import {runOnce} from './state';
import {swcJsLoader} from '../build-speed/swcJsLoader';

/** The dev server's MDX loader (./index.ts wraps @docusaurus/mdx-loader with it). */
export const SAFE_MDX_LOADER = path.join(__dirname, 'safeMdxLoader.ts');
/** A document that runs MDX's whole pipeline (heading, paragraph, JSX) once. */
const WARM_UP_DOC = '# Warm-up\n\nA paragraph with <span>JSX</span>.\n';
/** What MDX hands swc-loader: JSX under the classic pragma. */
const WARM_UP_JSX = '/* @jsxRuntime classic */ /* @jsx mdx */\nexport default () => <p>Warm-up</p>;\n';

/**
 * Queues the warm-up (README.md, item 2) as three background jobs, so a waiting request is served between
 * them. Errors are ignored: the next Markdown build reports its own.
 */
export function warmUpMdxLoader(): void {
  // Node's own require, as loader-runner uses: the same module cache entry (.ts through the config's jiti).
  runOnce('mdx-loader', 'mdx-loader-chain', () => void createRequire(__filename)(SAFE_MDX_LOADER))?.catch(
    () => undefined,
  );
  runOnce('mdx-loader', 'mdx-first-compile', () => {
    createRequire(require.resolve('@docusaurus/mdx-loader'))('@mdx-js/mdx').sync(WARM_UP_DOC);
  })?.catch(() => undefined);
  runOnce('mdx-loader', 'swc-first-transform', () => {
    const swcLoader = require.resolve('swc-loader');
    createRequire(__filename)(swcLoader);
    const swc = createRequire(swcLoader)('@swc/core') as typeof import('@swc/core');
    swc.transformSync(WARM_UP_JSX, swcJsLoader(false).options as import('@swc/core').Options);
  })?.catch(() => undefined);
}
