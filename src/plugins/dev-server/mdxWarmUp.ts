/**
 * The MDX loader warm-up: a warm start builds no Markdown module, so without it the first edit of a page paid
 * Node's load of the loader chain and Babel's first JSX generation (PERF-18; figures in README.md).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {runOnce} from './state';

/** The dev server's MDX loader (./index.ts wraps @docusaurus/mdx-loader with it). */
export const SAFE_MDX_LOADER = path.join(__dirname, 'safeMdxLoader.ts');
/** A document that runs MDX's whole pipeline (heading, paragraph, JSX) once. */
const WARM_UP_DOC = '# Warm-up\n\nA paragraph with <span>JSX</span>.\n';

/**
 * Queues two background jobs: load the loader chain (./safeMdxLoader.ts, @docusaurus/mdx-loader, @mdx-js/mdx)
 * into Node's module cache, where webpack's loader runner finds it, then compile a small document with
 * @mdx-js/mdx. Two jobs, so a request that waits meanwhile is served between them. Errors are ignored: the
 * next Markdown build loads and compiles as before and reports its own.
 */
export function warmUpMdxLoader(): void {
  // Node's own require, as loader-runner uses: the same module cache entry (.ts through the config's jiti).
  runOnce('mdx-loader', 'mdx-loader-chain', () => void createRequire(__filename)(SAFE_MDX_LOADER))?.catch(
    () => undefined,
  );
  runOnce('mdx-loader', 'mdx-first-compile', () => {
    createRequire(require.resolve('@docusaurus/mdx-loader'))('@mdx-js/mdx').sync(WARM_UP_DOC);
  })?.catch(() => undefined);
}
