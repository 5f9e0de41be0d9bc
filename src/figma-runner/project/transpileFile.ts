/**
 * How a reader's TS/TSX file becomes the CommonJS module that runs: the one rule for the playground
 * (../browser/engineWorker.ts) and the "Download as Figma plugin" zip (../download/compileProject.ts).
 * sucrase's `transform` is passed in, so this file loads without it: the download loads sucrase only on click,
 * the worker bundles it. Browser-safe and platform-free (see ./entry.ts for why it is here).
 */

/** The sucrase options used here (sucrase 3.35.1's `Options`, reduced to them). */
export interface SucraseOptions {
  transforms: ('typescript' | 'jsx' | 'imports')[];
  jsxRuntime: 'classic';
  keepUnusedImports: boolean;
  production: boolean;
  filePath: string;
}

/** sucrase's `transform`, reduced to what is used here. @throws sucrase's SyntaxError (with `loc`). */
export type SucraseTransform = (code: string, options: SucraseOptions) => {code: string};

/**
 * The options for `file`: TypeScript and JSX removed, ES modules → CommonJS `require` (the form both runtimes
 * load), the classic `React.createElement` (every example imports React, as the starter's tsconfig `jsx: react`
 * needs). sucrase keeps each statement on its source line, so a stack's or a require's line is the reader's.
 * `keepUnusedImports`: an import the code never uses is still loaded and so still checked, as the starter's
 * rebuild type-checks it; only `import type` goes.
 */
export const sucraseOptions = (file: string): SucraseOptions => ({
  transforms: ['typescript', 'jsx', 'imports'],
  jsxRuntime: 'classic',
  keepUnusedImports: true,
  production: true,
  filePath: file,
});

/** Code sucrase cannot read: the message without sucrase's prefix and position, and the 1-based position. */
export class TranspileError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'TranspileError';
  }
}

/**
 * One file → CommonJS.
 * @throws TranspileError for code sucrase cannot parse; `line` and `column` are 1-based (sucrase's `loc` counts
 *   columns from 1) and absent when sucrase gives no position.
 */
export function transpileFile(transform: SucraseTransform, code: string, file: string): string {
  try {
    return transform(code, sucraseOptions(file)).code;
  } catch (error) {
    const e = error as {message?: string; loc?: {line: number; column: number}};
    const message = String(e?.message ?? error)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)\s*$/, '');
    throw new TranspileError(message, file, e?.loc?.line, e?.loc?.column);
  }
}
