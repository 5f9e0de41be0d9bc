/** The starter's `compilerOptions` and every declaration file `tsc` loads for them (../browser/typecheck). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {AMBIENT_DIR, LIB_DIR} from '../protocol/typecheck';
import {linkReaderNodeModules} from './readerNodeModules';
import {readerCompilerOptions} from './readerProgram';

/** Modules the checker types: the allowed imports and `react-dom` (docs/configure installs it). */
const TYPED_IMPORTS = ['react', 'react-figma', 'react-figma/rpc', 'react-fetch-hook', 'react-dom'];

/** Ambient declarations in every project: the image modules readers declare (docs/configure). */
const AMBIENT_FILES = {'images.d.ts': 'react-figma/images.d.ts'};

/** A `/// <reference …/>` line: a comment to the printer, a directive to the compiler. */
const TRIPLE_SLASH = /^\/\/\/\s*<reference\s[^>]*\/>\s*$/gm;

/** A declaration file without its comments (most of its bytes; skipLibCheck), `/// <reference>` kept. */
function withoutComments(file: ts.SourceFile): string {
  const printed = ts.createPrinter({removeComments: true}).printFile(file);
  const directives = file.text.match(TRIPLE_SLASH) ?? [];
  return [...directives.filter((d) => !printed.includes(d.trim())), printed].join('\n');
}

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
  const text = TYPED_IMPORTS.map((m, i) => `import * as m${i} from '${m}';\nexport {m${i}};\n`).join('');
  const host = ts.createCompilerHost(
    options,
    /* setParentNodes: the printer keeps each literal's text */ true,
  );
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    name === probe ? ts.createSourceFile(name, text, lang) : read(name, lang, ...rest);
  const base = host.fileExists.bind(host);
  host.fileExists = (name) => name === probe || base(name);
  // Resolution alone, not the checker's 2307/7016: `npm start` then builds no checker (PERF-21).
  for (const name of TYPED_IMPORTS) {
    const resolved = ts.resolveModuleName(name, probe, options, host).resolvedModule;
    if (!resolved?.extension.startsWith('.d.'))
      throw new Error(`[typecheck] '${name}' has no declaration file under ${readerModules}.`);
  }
  const program = ts.createProgram({rootNames: [probe], options, host});
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const out: Record<string, string> = {};
  const packages = new Set<string>();
  for (const file of program.getSourceFiles()) {
    const name = path.resolve(file.fileName);
    if (name === probe) continue;
    if (path.dirname(name) === libDir) {
      out[`${LIB_DIR}/${path.basename(name)}`] = withoutComments(file);
      continue;
    }
    // preserveSymlinks: the paths are the links', as a reader's install has them.
    const rel = path.relative(readerModules, name);
    if (rel.startsWith('..')) throw new Error(`[typecheck] ${name} is outside node_modules.`);
    out[`/node_modules/${rel.split(path.sep).join('/')}`] = withoutComments(file);
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
