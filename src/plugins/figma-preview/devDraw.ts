/**
 * Under `npm start`: the first compile serves pages without waiting for Result figures missing from the cache,
 * draws them afterwards and compiles their pages again (PERF-20); the preview worker starts then (PERF-19).
 */
import type {Compiler, LoaderContext} from 'webpack';
import {warmPreviewWorker, type Deferral} from './previews';

const NAME = 'figma-preview';

/** The running dev server's state; undefined in a production build, which draws every figure before it ends. */
let server:
  | {
      firstDone: Promise<void>;
      compiling: boolean;
      /** Markdown files being built, by absolute path: the loader context the remark plugin marks. */
      building: Map<string, Pick<LoaderContext<unknown>, 'cacheable'>>;
      drawing: number;
      compileAgain(): void;
    }
  | undefined;

/**
 * The webpack plugin (dev server's client compiler only). After the first compile it starts the preview worker;
 * once the last background drawing has settled it asks webpack for a compile, which rebuilds the pages that
 * showed a placeholder (their modules were not cacheable) with the new figures, or with the drawing's error.
 */
export class DrawAfterFirstCompile {
  apply(compiler: Compiler): void {
    let firstDone!: () => void;
    const state: NonNullable<typeof server> = {
      firstDone: new Promise<void>((resolve) => (firstDone = resolve)),
      compiling: true,
      building: new Map(),
      drawing: 0,
      compileAgain: () => compiler.watching?.invalidate(),
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
    placeholder: () => context.cacheable(false),
    started: () => {
      state.drawing += 1;
    },
    settled: () => {
      state.drawing -= 1;
      if (state.drawing === 0) state.compileAgain();
    },
  };
}
