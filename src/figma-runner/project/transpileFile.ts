/** A reader's TS/TSX file → CommonJS for the playground and download (sucrase passed in, loaded on click). */

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

/** Options for `file`: TS, classic JSX (`jsx: react`) → CommonJS; unused imports kept and checked. */
const sucraseOptions = (file: string, elementSources: boolean): SucraseOptions => ({
  transforms: ['typescript', 'jsx', 'imports'],
  jsxRuntime: 'classic',
  keepUnusedImports: true,
  // Development JSX writes each element's `__source`, which ../engine/origins.ts reads.
  production: !elementSources,
  filePath: file,
});

/** The `__source` object sucrase's development JSX transform writes (`production: false`). */
const SOURCE = /__source: \{fileName: _jsxFileName, lineNumber: (\d+)\}/g;

/** Adds `nth` to each `__source`: the element's index on its line (sucrase keeps lines, not columns). */
function numberElements(code: string): string {
  const seen = new Map<string, number>();
  return code.replace(SOURCE, (_, line: string) => {
    const nth = seen.get(line) ?? 0;
    seen.set(line, nth + 1);
    return `__source: {fileName: _jsxFileName, lineNumber: ${line}, nth: ${nth}}`;
  });
}

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

/** One file → CommonJS; `elementSources` adds each element's place (INSP-1). @throws TranspileError. */
export function transpileFile(
  transform: SucraseTransform,
  code: string,
  file: string,
  elementSources = false,
): string {
  try {
    const out = transform(code, sucraseOptions(file, elementSources)).code;
    return elementSources ? numberElements(out) : out;
  } catch (error) {
    const e = error as {message?: string; loc?: {line: number; column: number}};
    const message = String(e?.message ?? error)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)\s*$/, '');
    throw new TranspileError(message, file, e?.loc?.line, e?.loc?.column);
  }
}
