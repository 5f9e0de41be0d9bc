/**
 * How a reader's TS/TSX file becomes CommonJS, for the playground and the download; sucrase's `transform` is
 * passed in, as the download loads it only on click.
 */

/** The sucrase options used here (sucrase 3.35.1's `Options`, reduced to them). */
interface SucraseOptions {
  transforms: ('typescript' | 'jsx' | 'imports')[];
  jsxRuntime: 'classic';
  keepUnusedImports: boolean;
  production: boolean;
  filePath: string;
}

/** sucrase's `transform`, reduced to what is used here. @throws sucrase's SyntaxError (with `loc`). */
export type SucraseTransform = (code: string, options: SucraseOptions) => {code: string};

/**
 * Options for `file`: TS and classic JSX (starter's `jsx: react`) → CommonJS; unused imports kept and
 * checked.
 */
const sucraseOptions = (file: string): SucraseOptions => ({
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

/** One file → CommonJS. @throws TranspileError (1-based `line`/`column` if sucrase has them) on bad code. */
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
