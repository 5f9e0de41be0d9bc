/** Under `npm start` pages do not wait for figures missing from the cache: background jobs draw them. */
import fs from 'node:fs';
import path from 'node:path';
import type {Compiler} from 'webpack';
import {firstCompileDone, runInBackground, state as devState, type FiguresState} from './state';

const NAME = 'dev-server-figures';

/**
 * The webpack plugin (client compiler): a page with a placeholder depends on `marker`, rewritten once the
 * last drawing settles, so webpack rebuilds exactly those pages.
 */
export class FiguresMarker {
  /** @param marker a generated file, rewritten at each start: a page cached with a placeholder is rebuilt. */
  constructor(private readonly marker: string) {}

  apply(compiler: Compiler): void {
    const touch = () => {
      fs.mkdirSync(path.dirname(this.marker), {recursive: true});
      fs.writeFileSync(this.marker, `${Date.now()} ${process.hrtime.bigint()}\n`);
    };
    touch();
    const state: FiguresState = {building: new Map(), drawing: 0, marker: this.marker, touch};
    devState().figures = state;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(NAME, (context, module) => {
        const resource = (module as {resource?: string}).resource;
        if (resource && /\.mdx?$/.test(resource)) state.building.set(resource, context);
      });
    });
    compiler.hooks.done.tap(NAME, () => state.building.clear());
  }
}

/** How a dev server's page takes a figure missing from the cache: a placeholder, and a background drawing. */
export interface Deferral {
  /** Whether a figure not yet being drawn is deferred too (during the first compile), or drawn at once. */
  deferNew: boolean;
  /** The page shows a placeholder: its module is built again once the drawings are done. */
  placeholder(): void;
  /** Queues `draw` as a background job; once the last queued drawing settles, the pages are built again. */
  schedule<T>(draw: () => Promise<T>): Promise<T>;
}

/** The deferral for the Markdown file at `file` (absolute) while the dev server builds it; else undefined. */
export function devDeferral(file: string): Deferral | undefined {
  const state = devState().figures;
  const context = state?.building.get(file);
  if (!state || !context) return undefined;
  return {
    deferNew: !firstCompileDone(),
    placeholder: () => context.addDependency(state.marker),
    schedule(draw) {
      state.drawing += 1;
      const job = runInBackground('figures', draw);
      void job
        .catch(() => undefined)
        .finally(() => {
          state.drawing -= 1;
          if (state.drawing === 0) state.touch();
        });
      return job;
    },
  };
}
