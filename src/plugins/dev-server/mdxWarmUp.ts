/** The MDX loader warm-up, so the first edit after a warm start need not load the loader chain (PERF-18). */
import {createRequire} from 'node:module';
import path from 'node:path';
import {runOnce} from './state';

/** The dev server's MDX loader (./index.ts wraps @docusaurus/mdx-loader with it). */
export const SAFE_MDX_LOADER = path.join(__dirname, 'safeMdxLoader.ts');
/** A document that runs MDX's whole pipeline (heading, paragraph, JSX) once. */
const WARM_UP_DOC = '# Warm-up\n\nA paragraph with <span>JSX</span>.\n';

/**
 * Queues two background jobs, so a waiting request is served between them: load the loader chain into Node's
 * module cache, then compile a small document. Errors are ignored: the next Markdown build reports its own.
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
