/** Markdown error locating: a module error of a Markdown file gets `file:line: ` in front (BUILD-4). */
import fs from 'node:fs';
import path from 'node:path';
import type {Compiler} from 'webpack';
import {errorLine} from './locate';

/** Prefixes each module error of a Markdown file with `file:line: ` when ./locate.ts finds the line. */
export class LocateMarkdownErrors {
  /** @param siteDir the folder the file names are relative to. */
  constructor(private readonly siteDir: string) {}

  apply(compiler: Compiler): void {
    // Before webpack-dev-server's own `done` tap sends the errors to the overlay.
    compiler.hooks.done.tap({name: 'dev-server-errors', stage: -100}, (stats) => {
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
