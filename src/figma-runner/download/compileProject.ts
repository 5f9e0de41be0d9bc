/** A reader's TS/TSX files → CommonJS modules for the plugin's UI runtime, imports resolved by ../project. */
import {PluginDownloadError} from './downloadErrors';
import {findRequires} from './requires';
import {
  ALLOWED_PACKAGES,
  DOM_PACKAGE,
  isAllowedPackage,
  isRelative,
  resolveRelative,
} from '../project/imports';
import {TranspileError, transpileFile, type SucraseTransform} from '../project/transpileFile';

/** sucrase's `transform`, passed in so it loads only on click. */
export type Transform = SucraseTransform;

/** One compiled file: CommonJS source, and each `require` specifier → a project path or allowed package. */
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

/** Compiles a project. @throws PluginDownloadError `syntax` (`file:line:col`) or `import` (`file:line`). */
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
    for (const {specifier, line} of findRequires(code)) {
      if (specifier === DOM_PACKAGE) {
        throw new PluginDownloadError(
          'import',
          `${file}:${line}: imports "${DOM_PACKAGE}", which the download cannot add: the starter's ` +
            `package-lock.json has no ${DOM_PACKAGE}. Download without the import, then install it in the ` +
            'project in the version of its React.',
          {file, line},
        );
      } else if (isAllowedPackage(specifier)) {
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

/** The allowed packages `files` import; unreadable files are skipped (sources-only zips). Never throws. */
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
