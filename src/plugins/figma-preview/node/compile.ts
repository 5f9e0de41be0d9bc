/**
 * TSX/TS example source → CommonJS for the preview worker, with swc (`@swc/core`, already the site's compiler).
 * JSX uses the classic runtime (`React.createElement`), as the react-figma boilerplate and our examples do.
 * @throws Error with swc's message (it names the line and column in the example) on a syntax error.
 */
import {transformSync} from '@swc/core';

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
