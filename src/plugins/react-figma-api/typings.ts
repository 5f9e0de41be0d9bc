/** The one TypeScript program over react-figma's typings (@figma/plugin-typings as globals, no lib.dom). */
import path from 'node:path';
import ts from 'typescript';
import type {Paths} from './paths';

/** The program's compiler options: strict, ES2019 lib only, Figma's typings in `figmaTypeRoot` as globals. */
export function typingsCompilerOptions(figmaTypeRoot: string): ts.CompilerOptions {
  return {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.React,
    target: ts.ScriptTarget.ES2019,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    lib: ['lib.es2019.d.ts'],
    typeRoots: [figmaTypeRoot],
    types: ['plugin-typings'],
  };
}

/** The program over react-figma's index.d.ts. */
export function createProgram(paths: Paths): ts.Program {
  return ts.createProgram(
    [path.join(paths.reactFigmaDir, 'index.d.ts')],
    typingsCompilerOptions(paths.figmaTypeRoot),
  );
}

/** A path with forward slashes, for comparisons that must not depend on the platform. */
export const norm = (file: string) => file.split(path.sep).join('/');
/** True for files of @types/react. */
export const isReactTypes = (file: string) => norm(file).includes('/@types/react/');
/** True for files of @figma/plugin-typings. */
export const isFigmaTypings = (file: string) => norm(file).includes('/@figma/plugin-typings/');

/** Files that declare `symbol`. */
export function declarationFiles(symbol: ts.Symbol): string[] {
  return (symbol.declarations ?? []).map((d) => d.getSourceFile().fileName);
}

/** A prop is React's own when every declaration of it is in @types/react (e.g. `PropsWithChildren`). */
export function isReactsOwn(symbol: ts.Symbol): boolean {
  const files = declarationFiles(symbol);
  return files.length > 0 && files.every(isReactTypes);
}

/** The symbol an import/export alias stands for (the symbol itself when it is no alias). */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
