/**
 * Under `npm start`: the first compile serves pages without waiting for Result figures missing from the
 * cache, draws them afterwards and compiles their pages again (PERF-20); the preview worker starts then
 * (PERF-19).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Compiler, LoaderContext} from 'webpack';
import {markFirstCompileDone} from '../common/devBackground';
import {warmPreviewWorker, type Deferral} from './previews';

const NAME = 'figma-preview';

/**
 * The running dev server's state; undefined in a production build, which draws every figure before it ends.
 */
let server:
  | {
      firstDone: Promise<void>;
      compiling: boolean;
      /** Markdown files being built, by absolute path: the loader context the remark plugin marks. */
      building: Map<string, Pick<LoaderContext<unknown>, 'addDependency'>>;
      drawing: number;
      marker: string;
      compileAgain(): void;
    }
  | undefined;

/**
 * The webpack plugin (dev server's client compiler only). A page that shows a placeholder depends on
 * `marker`; once the last background drawing has settled the marker is rewritten, so webpack builds exactly
 * those pages again, with the new figures or with the drawing's error. After the first compile it starts the
 * preview worker.
 */
export class DrawAfterFirstCompile {
  /**
   * @param marker a generated file; rewritten at each start too, so a page cached with a placeholder is
   *   rebuilt.
   */
  constructor(private readonly marker: string) {}

  apply(compiler: Compiler): void {
    const touch = () => {
      fs.mkdirSync(path.dirname(this.marker), {recursive: true});
      fs.writeFileSync(this.marker, `${Date.now()} ${process.hrtime.bigint()}\n`);
    };
    touch();
    let firstDone!: () => void;
    const state: NonNullable<typeof server> = {
      firstDone: new Promise<void>((resolve) => (firstDone = resolve)),
      compiling: true,
      building: new Map(),
      drawing: 0,
      marker: this.marker,
      compileAgain: touch,
    };
    server = state;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(NAME, (context, module) => {
        const resource = (module as {resource?: string}).resource;
        if (resource && /\.mdx?$/.test(resource)) state.building.set(resource, context);
      });
    });
    compiler.hooks.done.tap(NAME, () => {
      state.building.clear();
      if (!state.compiling) return;
      state.compiling = false;
      firstDone();
      markFirstCompileDone();
      // After the first compile, so the worker's start does not slow the first page down.
      warmPreviewWorker();
    });
  }
}

/** The deferral for the Markdown file at `file` (absolute) while the dev server builds it; else undefined. */
export function devDeferral(file: string): Deferral | undefined {
  const state = server;
  const context = state?.building.get(file);
  if (!state || !context) return undefined;
  return {
    deferNew: state.compiling,
    after: state.firstDone,
    placeholder: () => context.addDependency(state.marker),
    started: () => {
      state.drawing += 1;
    },
    settled: () => {
      state.drawing -= 1;
      if (state.drawing === 0) state.compileAgain();
    },
  };
}
