/** The starter's `compilerOptions` and every declaration file `tsc` loads for them (../browser/typecheck). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {AMBIENT_DIR, LIB_DIR} from '../protocol/typecheck';
import {linkReaderNodeModules} from './readerNodeModules';
import {readerCompilerOptions} from './readerProgram';
import {withoutComments} from './withoutComments';

/** Modules the checker types: the allowed imports and `react-dom` (docs/configure installs it). */
export const TYPED_IMPORTS = ['react', 'react-figma', 'react-figma/rpc', 'react-fetch-hook', 'react-dom'];

/** Ambient declarations in every project: the image modules readers declare (docs/configure). */
const AMBIENT_FILES = {'images.d.ts': 'react-figma/images.d.ts'};

/** The package.json fields TypeScript's module resolution reads; the checker gets no other field. */
const RESOLUTION_FIELDS = ['name', 'version', 'types', 'typings', 'main', 'typesVersions', 'exports'];

/**
 * Virtual path → text of every file `tsc` loads for `TYPED_IMPORTS` under the starter's options, as a
 * reader's install has them. @throws Error when one does not resolve.
 */
export function starterTypings(starterDir: string, nodeModules: string): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starter-typings-'));
  try {
    return typingsIn(dir, linkReaderNodeModules(dir, nodeModules), readerCompilerOptions(starterDir));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** starterTypings for a project in `dir` whose node_modules is `readerModules` (links). */
function typingsIn(dir: string, readerModules: string, compilerOptions: object): Record<string, string> {
  const converted = ts.convertCompilerOptionsFromJson(compilerOptions, dir);
  if (converted.errors.length)
    throw new Error(ts.flattenDiagnosticMessageText(converted.errors[0].messageText, '\n'));
  const options = {...converted.options, preserveSymlinks: true};
  const probe = path.join(dir, '__typecheck_probe__.tsx');
  const host = ts.createCompilerHost(options);
  // Resolution alone, not the checker's 2307/7016: `npm start` then builds no checker (PERF-21).
  const roots = TYPED_IMPORTS.map((name) => {
    const resolved = ts.resolveModuleName(name, probe, options, host).resolvedModule;
    if (!resolved?.extension.startsWith('.d.'))
      throw new Error(`[typecheck] '${name}' has no declaration file under ${readerModules}.`);
    return resolved.resolvedFileName;
  });
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const out: Record<string, string> = {};
  const packages = new Set<string>();
  for (const [name, text] of declarationFiles(roots, probe, options, host)) {
    if (path.dirname(name) === libDir) {
      out[`${LIB_DIR}/${path.basename(name)}`] = withoutComments(text);
      continue;
    }
    // preserveSymlinks: the paths are the links', as a reader's install has them.
    const rel = path.relative(readerModules, name);
    if (rel.startsWith('..')) throw new Error(`[typecheck] ${name} is outside node_modules.`);
    out[`/node_modules/${rel.split(path.sep).join('/')}`] = withoutComments(text);
    const parts = rel.split(path.sep);
    packages.add(parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/'));
  }
  for (const pkg of packages) {
    const json = JSON.parse(fs.readFileSync(path.join(readerModules, pkg, 'package.json'), 'utf8')) as object;
    const kept = Object.fromEntries(Object.entries(json).filter(([k]) => RESOLUTION_FIELDS.includes(k)));
    out[`/node_modules/${pkg}/package.json`] = JSON.stringify(kept);
  }
  for (const [name, file] of Object.entries(AMBIENT_FILES))
    out[`${AMBIENT_DIR}/${name}`] = fs.readFileSync(path.join(readerModules, file), 'utf8');
  return out;
}

/** Path → text of the files a program of `roots` (imported by `probe`) loads: libs, `types`, what each
 * imports or references, by `ts.preProcessFile`, no syntax trees (PERF-21). */
function declarationFiles(
  roots: string[],
  probe: string,
  options: ts.CompilerOptions,
  host: ts.CompilerHost,
): Map<string, string> {
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const files = new Map<string, string>();
  const queue: string[] = [];
  const add = (file: string | undefined) => {
    const name = file && path.resolve(file);
    if (!name || files.has(name)) return;
    files.set(name, '');
    queue.push(name);
  };
  (options.lib?.map((lib) => path.join(libDir, lib)) ?? [ts.getDefaultLibFilePath(options)]).forEach(add);
  const typeFile = (name: string, from: string) =>
    ts.resolveTypeReferenceDirective(name, from, options, host).resolvedTypeReferenceDirective
      ?.resolvedFileName;
  for (const name of ts.getAutomaticTypeDirectiveNames(options, host)) add(typeFile(name, probe));
  roots.forEach(add);
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = fs.readFileSync(file, 'utf8');
    files.set(file, text);
    const refs = ts.preProcessFile(text, true, true);
    for (const i of refs.importedFiles)
      add(ts.resolveModuleName(i.fileName, file, options, host).resolvedModule?.resolvedFileName);
    for (const r of refs.referencedFiles) add(path.resolve(path.dirname(file), r.fileName));
    for (const t of refs.typeReferenceDirectives) add(typeFile(t.fileName, file));
    for (const l of refs.libReferenceDirectives)
      add(path.join(libDir, `lib.${l.fileName.toLowerCase()}.d.ts`));
  }
  return files;
}
