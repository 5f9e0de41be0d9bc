/**
 * What one render in the playground gives the page (the browser shell, ../browser/worker.ts, makes it; the
 * playground's runner passes it on). Lines and columns are 1-based, in the reader's file; `ms` is the engine's
 * time for the render; `svg` is the picture as ../engine/svg.ts writes it for the build.
 */
import type {Layer} from './layers';

export type RenderResult =
  | {ok: true; svg: string; width: number; height: number; alt: string; layers: Layer[]; ms: number}
  | {
      ok: false;
      kind: 'syntax' | 'runtime' | 'import' | 'timeout' | 'nothing-drawn';
      message: string;
      file?: string;
      line?: number;
      column?: number;
      /** Syntax errors only: the position is the transpiler's guess (the page may send the parser and retry). */
      approximate?: boolean;
    };
