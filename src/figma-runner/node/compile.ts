/**
 * TSX/TS example source → CommonJS for the preview worker, with swc (`@swc/core`, already the site's compiler).
 * JSX uses the classic runtime (`React.createElement`), as the react-figma boilerplate and our examples do.
 * @throws Error with swc's message (it names the line and column in the example) on a syntax error.
 */
import {transformSync} from '@swc/core';

/** One file → CommonJS; see this file's header. */
export function compileExample(code: string, filename: string): string {
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

/** Compiles a project's sources to CommonJS for the worker. Errors name the project path (swc gives the line). */
export function compileSources(sources: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, code] of Object.entries(sources)) out[p] = compileExample(code, p);
  return out;
}
