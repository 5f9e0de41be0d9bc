/** A reader's project type-checked as `tsc` in it would: the starter's options, the reader's node_modules. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {TypeDiagnostic} from '../protocol/typecheck';
import {toTypeDiagnostic} from '../project/typeDiagnostic';

/**
 * `starterDir/tsconfig.json`'s `compilerOptions`: the file's one reader (the worker gets them built in).
 * @throws Error if missing, not JSON, or without compilerOptions.
 */
export function readerCompilerOptions(starterDir: string): Record<string, unknown> {
  const file = path.join(starterDir, 'tsconfig.json');
  const raw = ts.readConfigFile(file, ts.sys.readFile);
  if (raw.error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(raw.error.messageText, '\n')}`);
  const options = (raw.config as {compilerOptions?: Record<string, unknown>}).compilerOptions;
  if (!options) throw new Error(`${file} has no compilerOptions.`);
  return options;
}

/** A project to check: its folder (with the reader's node_modules, readerNodeModules.ts), the starter's. */
export interface ReaderProject {
  /** The project's root: `node_modules` in it, file paths and printed names relative to it. */
  dir: string;
  /** The folder whose tsconfig.json gives the options (examples/starter). */
  starterDir: string;
}

/**
 * The starter's options with `noEmit` and `preserveSymlinks` (readerNodeModules.ts). @throws Error on an
 * option this TypeScript does not know.
 */
function programOptions(project: ReaderProject, overrides: ts.CompilerOptions): ts.CompilerOptions {
  const json = readerCompilerOptions(project.starterDir);
  const converted = ts.convertCompilerOptionsFromJson(json, project.dir);
  if (converted.errors.length)
    throw new Error(ts.flattenDiagnosticMessageText(converted.errors[0].messageText, '\n'));
  return {...converted.options, noEmit: true, preserveSymlinks: true, ...overrides};
}

/**
 * Parsed files from disk (lib, @types, react-figma's typings), shared by every program of this process and
 * keyed by path, options and mtime+size: a check parses only the files it is given.
 */
const parsed = ts.createDocumentRegistry();

/** The image modules readers declare (docs/configure), when the project's react-figma ships them. */
const AMBIENT = 'node_modules/react-figma/images.d.ts';

/**
 * Type-checks `files` (project path → text) as tsc in `project.dir` would: syntax errors alone if any, else
 * the rest; sorted, deduplicated, paths relative to `project.dir`. @throws Error when the starter's tsconfig
 * cannot be read.
 */
export function typeCheckFiles(
  files: Record<string, string>,
  project: ReaderProject,
  overrides: ts.CompilerOptions = {},
): TypeDiagnostic[] {
  const options = programOptions(project, overrides);
  const byPath = new Map(
    Object.entries(files).map(([name, text]) => [path.resolve(project.dir, name), text]),
  );
  // Folders that exist only here: module resolution asks for them before `./App` resolves to a file.
  const dirs = new Set<string>();
  for (const file of byPath.keys())
    for (let d = path.dirname(file); d.length > project.dir.length; d = path.dirname(d)) dirs.add(d);
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const dirExists = host.directoryExists?.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => byPath.get(path.resolve(f)) ?? read(f);
  host.fileExists = (f) => byPath.has(path.resolve(f)) || exists(f);
  host.directoryExists = (d) => dirs.has(path.resolve(d)) || (dirExists?.(d) ?? true);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = byPath.get(path.resolve(f));
    if (text !== undefined) return ts.createSourceFile(f, text, lang, true);
    const stat = fs.statSync(f, {throwIfNoEntry: false});
    const disk = stat && read(f);
    if (disk === undefined) return getSourceFile(f, lang, ...rest);
    const version = `${stat!.mtimeMs}:${stat!.size}`;
    return parsed.acquireDocument(f, options, ts.ScriptSnapshot.fromString(disk), version, undefined, lang);
  };
  host.getCurrentDirectory = () => project.dir;
  const ambient = path.join(project.dir, AMBIENT);
  const roots = [...byPath.keys(), ...(fs.existsSync(ambient) ? [ambient] : [])];
  const program = ts.createProgram({rootNames: roots, options, host});
  // tsc's order (executeCommandLine's emitFilesAndReportErrors): each stage only when the one before found
  // nothing.
  let found: readonly ts.Diagnostic[] = program.getSyntacticDiagnostics();
  if (!found.length) found = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (!found.length) found = program.getSemanticDiagnostics();
  return ts
    .sortAndDeduplicateDiagnostics(found)
    .map((d) => toTypeDiagnostic(d, (f) => path.relative(project.dir, f).split(path.sep).join('/')));
}
