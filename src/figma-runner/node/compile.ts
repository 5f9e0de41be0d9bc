/** TSX/TS example source → CommonJS with swc, classic JSX runtime, for the preview worker. */
import {transformSync} from '@swc/core';
import {transform} from 'sucrase';
import {transpileFile, type SucraseTransform} from '../project/transpileFile';

/** One file → CommonJS. @throws Error with swc's message (line and column) on a syntax error. */
function compileExample(code: string, filename: string): string {
  return transformSync(code, {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: false,
    jsc: {
      parser: {syntax: 'typescript', tsx: filename.endsWith('.tsx')},
      transform: {react: {runtime: 'classic'}},
      target: 'es2020',
    },
    module: {type: 'commonjs'},
  }).code;
}

/** Compiles a project's sources to CommonJS for the worker. Errors name the project path (swc: the line). */
export function compileSources(sources: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  // Other files (a project's `src/ui.html`) are read as they are.
  for (const [p, code] of Object.entries(sources))
    out[p] = /\.tsx?$/.test(p) ? compileExample(code, p) : code;
  return out;
}

/** Compiles as the playground does (sucrase, development JSX), for `origins`. @throws TranspileError. */
export function compileWithSources(sources: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, code] of Object.entries(sources)) {
    out[p] = transpileFile(transform as SucraseTransform, code, p, true);
  }
  return out;
}
