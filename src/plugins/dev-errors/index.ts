/**
 * dev-errors: under `npm start`, Markdown errors get `file:line` and reach the overlay (BUILD-4), and the MDX
 * loader is ready before the first edit (PERF-18). See README.md.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {useMdxOnceLoader} from '../build-speed/mdxOnce';
import {errorLine} from './locate';

const SAFE_MDX_LOADER = path.join(__dirname, 'safeMdxLoader.ts');

/**
 * How long after the first compile the MDX loader is loaded (ms): after the open page has loaded (about 1–2 s
 * in `npm run bench:dev`), before a first edit (the bench's comes about 3 s after).
 */
const LOADER_PRELOAD_MS = 2000;
/**
 * A document that runs MDX's whole pipeline (heading, paragraph, JSX) once, so Babel's first use is not an
 * edit's.
 */
const WARM_UP_DOC = '# Warm-up\n\nA paragraph with <span>JSX</span>.\n';

/**
 * After the dev server's first compile, loads the MDX loader chain (this wrapper, @docusaurus/mdx-loader,
 * @mdx-js/mdx) into Node's module cache, where webpack's loader runner finds it. A warm start builds no
 *   Markdown
 * module, so without this the first edit of a page paid that load: 227 ms of its compile in a CPU profile
 * (PERF-18). Then compiles a small document with @mdx-js/mdx, whose first JSX generation took 150 ms against
 * 30–55 ms later. When the first compile built a Markdown module, the load is a cache hit.
 */
export class PreloadMdxLoader {
  constructor(private readonly delayMs = LOADER_PRELOAD_MS) {}

  apply(compiler: Compiler): void {
    let scheduled = false;
    compiler.hooks.done.tap('dev-errors-preload', () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        try {
          // Node's own require, as loader-runner uses: the same module cache entry (.ts through the config's
          // jiti).
          createRequire(__filename)(SAFE_MDX_LOADER);
        } catch {
          // The loader runner loads it on the next Markdown build and reports any error there.
          return;
        }
        // In a later turn, so a request waiting meanwhile is served between the two.
        setImmediate(() => {
          try {
            createRequire(require.resolve('@docusaurus/mdx-loader'))('@mdx-js/mdx').sync(WARM_UP_DOC);
          } catch {
            // Only a warm-up: the next Markdown build compiles as before.
          }
        });
      }, this.delayMs).unref();
    });
  }
}

/** Prefixes each module error of a Markdown file with `file:line: ` when ./locate.ts finds the line. */
class LocateMarkdownErrors {
  constructor(private readonly siteDir: string) {}

  apply(compiler: Compiler): void {
    // Before webpack-dev-server's own `done` tap sends the errors to the overlay.
    compiler.hooks.done.tap({name: 'dev-errors', stage: -100}, (stats) => {
      for (const error of stats.compilation.errors) {
        const resource = (error as {module?: {resource?: string}}).module?.resource;
        if (!resource || !/\.mdx?$/.test(resource)) continue;
        const file = path.relative(this.siteDir, resource).split(path.sep).join('/');
        if (error.message.includes(`${file}:`)) continue;
        let source: string;
        try {
          source = fs.readFileSync(resource, 'utf8');
        } catch {
          continue;
        }
        const line = errorLine(error.message, source);
        if (line !== undefined) error.message = `${file}:${line}: ${error.message}`;
      }
    });
  }
}

export default function devErrorsPlugin(context: LoadContext): Plugin {
  return {
    name: 'dev-errors',
    configureWebpack(config, isServer) {
      // Only the dev server's client compiler reports to the overlay.
      if (isServer || config.mode === 'production') return {};
      if (useMdxOnceLoader(config, SAFE_MDX_LOADER) === 0)
        throw new Error(
          '[dev-errors] found no @docusaurus/mdx-loader rule to wrap; Docusaurus changed its MDX rules.',
        );
      return {plugins: [new LocateMarkdownErrors(context.siteDir), new PreloadMdxLoader()]};
    },
  };
}
