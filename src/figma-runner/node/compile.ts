/** A project's TS/TSX sources → CommonJS for the preview worker, compiled as the playground compiles. */
import {transform} from 'sucrase';
import {TranspileError, transpileFile, type SucraseTransform} from '../project/transpileFile';

/**
 * Compiles each file with ../project/transpileFile.ts (sucrase, classic JSX); `elementSources` writes each
 * element's place, for `origins` (INSP-1). @throws Error `file:line:column: message` on unreadable code.
 */
export function compileSources(
  sources: Record<string, string>,
  elementSources = false,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, code] of Object.entries(sources)) {
    // Other files (a project's `src/ui.html`) are read as they are.
    if (!/\.tsx?$/.test(p)) {
      out[p] = code;
      continue;
    }
    try {
      out[p] = transpileFile(transform as SucraseTransform, code, p, elementSources);
    } catch (e) {
      if (!(e instanceof TranspileError)) throw e;
      throw new Error(`${e.file}:${e.line ?? '?'}:${e.column ?? '?'}: ${e.message}`);
    }
  }
  return out;
}

/** `compileSources` with each element's place (INSP-1). @throws as `compileSources`. */
export const compileWithSources = (sources: Record<string, string>): Record<string, string> =>
  compileSources(sources, true);
