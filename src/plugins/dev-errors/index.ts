/** dev-errors: under `npm start`, Markdown errors get `file:line` and reach the overlay (BUILD-4; README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {useMdxOnceLoader} from '../build-speed/mdxOnce';
import {errorLine} from './locate';

const SAFE_MDX_LOADER = path.join(__dirname, 'safeMdxLoader.ts');

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
      return {plugins: [new LocateMarkdownErrors(context.siteDir)]};
    },
  };
}
