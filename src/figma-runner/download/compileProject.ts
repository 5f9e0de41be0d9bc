/**
 * A reader's TS/TSX files → CommonJS modules the plugin's UI runtime can run, each with its imports resolved.
 * The rules are the playground's, from ../project: how a file is transpiled
 * (transpile.ts), which packages may be imported and how a relative import resolves (imports.ts). sucrase's
 * `transform` is passed in, so that this file loads without it: the browser imports sucrase only when the reader
 * asks for a zip.
 */
import {PluginDownloadError} from './downloadErrors';
import {findRequires} from './requires';
import {ALLOWED_PACKAGES, isAllowedPackage, isRelative, resolveRelative} from '../project/imports';
import {TranspileError, transpileFile, type SucraseTransform} from '../project/transpileFile';

/** sucrase's `transform`, reduced to what is used here. */
export type Transform = SucraseTransform;

/** One compiled file: CommonJS source, and each `require` specifier → a project path or an allowed package. */
export interface CompiledModule {
  code: string;
  imports: Record<string, string>;
}

/** A TranspileError as the reader's refusal: `file:line:col: message` (column 1-based). */
function syntaxError(file: string, error: unknown): PluginDownloadError {
  if (!(error instanceof TranspileError))
    return new PluginDownloadError('syntax', `${file}: ${String(error)}`, {file});
  const {message, line, column} = error;
  if (line !== undefined && column !== undefined) {
    return new PluginDownloadError('syntax', `${file}:${line}:${column}: ${message}`, {file, line, column});
  }
  return new PluginDownloadError('syntax', `${file}: ${message}`, {file});
}

/**
 * Compiles every file of a project.
 * @param files project path → TS/TSX source (names already checked).
 * @throws PluginDownloadError `syntax` (`file:line:col: message`, column 1-based) for code sucrase cannot read;
 *   `import` (`file:line: …`) for an import of a package other than ALLOWED_PACKAGES
 *   (src/figma-runner/project/imports.ts) or of a relative path that is not a file of the project.
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
      code = transpileFile(transform, source, file);
    } catch (error) {
      throw syntaxError(file, error);
    }
    const imports: Record<string, string> = {};
    // sucrase keeps each statement on its source line, so a require's line is its import's line.
    for (const {specifier, line} of findRequires(code)) {
      if (isAllowedPackage(specifier)) {
        imports[specifier] = specifier;
      } else if (isRelative(specifier)) {
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

/**
 * The allowed packages that `files` import, read from what sucrase makes of them; a file sucrase cannot read is
 * skipped (a sources-only zip holds code that need not compile). Never throws.
 */
export function importedPackages(files: Record<string, string>, transform: Transform): string[] {
  const found = new Set<string>();
  for (const [file, source] of Object.entries(files)) {
    let code: string;
    try {
      code = transpileFile(transform, source, file);
    } catch {
      continue;
    }
    for (const {specifier} of findRequires(code)) if (isAllowedPackage(specifier)) found.add(specifier);
  }
  return [...found];
}
