/**
 * A reader's TS/TSX files → CommonJS modules the plugin's UI runtime can run, each with its imports resolved.
 * The transform is sucrase's (typescript + jsx + imports, classic `React.createElement`), passed in so that this
 * file loads without it: the browser imports sucrase only when the reader asks for a zip.
 */
import {PluginDownloadError} from './errors';
import {findRequires} from './requires';

/** The packages a downloaded plugin's UI can import, besides the project's own files. */
export const ALLOWED_PACKAGES: readonly string[] = ['react', 'react-figma', 'react-figma/rpc'];

/** sucrase's `transform`, reduced to what is used here. */
export type Transform = (
  code: string,
  options: {
    transforms: ('typescript' | 'jsx' | 'imports')[];
    jsxRuntime: 'classic';
    keepUnusedImports: boolean;
    production: boolean;
    filePath: string;
  },
) => {code: string};

/** One compiled file: CommonJS source, and each `require` specifier → a project path or an allowed package. */
export interface CompiledModule {
  code: string;
  imports: Record<string, string>;
}

/**
 * Suffixes tried, in order, for a relative import: the starter's webpack config resolves the same way
 * (react-figma-webpack-config 0.0.7: `.figma.tsx` and `.figma.ts` before `.tsx` and `.ts`, then a folder's index).
 */
const SUFFIXES = ['', '.figma.tsx', '.figma.ts', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Where a relative specifier written in `from` points, among `paths`; undefined when nowhere. */
export function resolveRelative(
  from: string,
  specifier: string,
  paths: ReadonlySet<string>,
): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (!parts.length) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  return SUFFIXES.map((s) => base + s).find((p) => paths.has(p));
}

/** sucrase's message without its "Error transforming <file>: " prefix and " (line:col)" suffix. */
function syntaxError(file: string, error: unknown): PluginDownloadError {
  const e = error as {message?: string; loc?: {line: number; column: number}};
  const text = String(e?.message ?? error)
    .replace(/^Error transforming [^:]*: /, '')
    .replace(/ \(\d+:\d+\)$/, '');
  if (e?.loc) {
    const {line, column} = e.loc;
    return new PluginDownloadError('syntax', `${file}:${line}:${column}: ${text}`, {file, line, column});
  }
  return new PluginDownloadError('syntax', `${file}: ${text}`, {file});
}

/**
 * Compiles every file of a project.
 * @param files project path → TS/TSX source (names already checked).
 * @throws PluginDownloadError `syntax` (`file:line:col: message`, column 1-based) for code sucrase cannot read;
 *   `import` (`file:line: …`) for an import of a package other than {@link ALLOWED_PACKAGES} or of a relative
 *   path that is not a file of the project.
 */
export function compileProject(
  files: Record<string, string>,
  transform: Transform,
): Record<string, CompiledModule> {
  const paths = new Set(Object.keys(files));
  const out: Record<string, CompiledModule> = {};
  for (const [file, source] of Object.entries(files)) {
    let code: string;
    try {
      code = transform(source, {
        transforms: ['typescript', 'jsx', 'imports'],
        jsxRuntime: 'classic',
        // An import the code never uses is still checked (and still refused when Figma could not load it), as
        // the rebuild's type-check would refuse it.
        keepUnusedImports: true,
        production: true,
        filePath: file,
      }).code;
    } catch (error) {
      throw syntaxError(file, error);
    }
    const imports: Record<string, string> = {};
    // sucrase keeps each statement on its source line, so a require's line is its import's line.
    for (const {specifier, line} of findRequires(code)) {
      if (ALLOWED_PACKAGES.includes(specifier)) {
        imports[specifier] = specifier;
      } else if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = resolveRelative(file, specifier, paths);
        if (!target) {
          throw new PluginDownloadError(
            'import',
            `${file}:${line}: imports "${specifier}", which is not a file of this project.`,
            {file, line},
          );
        }
        imports[specifier] = target;
      } else {
        throw new PluginDownloadError(
          'import',
          `${file}:${line}: imports "${specifier}", which a plugin made here cannot load: only ` +
            `${ALLOWED_PACKAGES.join(', ')} and the project's own files can be imported.`,
          {file, line},
        );
      }
    }
    out[file] = {code, imports};
  }
  return out;
}
