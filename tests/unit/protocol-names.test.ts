/**
 * One name per type: no two exported type or interface declarations under src/ share a name, and each stage
 * of a run's result is declared in src/figma-runner/protocol/ (its README). Read with TypeScript's parser.
 *
 * Run: node --import tsx --test tests/unit/protocol-names.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const SRC = path.join(SITE_ROOT, 'src');
const PROTOCOL = path.join('src', 'figma-runner', 'protocol') + path.sep;

/**
 * A run's stages, request to page (protocol/run.ts, protocol/messages.ts), and the shapes they carry.
 * Renaming one: rename it here too (the second test fails until then).
 */
const STAGE_TYPES = [
  'EngineRequest',
  'EngineOutcome',
  'NodeShellRequest',
  'NodeShellUiEventRequest',
  'NodeShellResult',
  'NodeShellMessage',
  'PageRenderRequest',
  'PageUiEventRequest',
  'PageResult',
  'PageDrawn',
  'PageError',
  'PreviewNode',
  'PluginWindowState',
  'EngineErrorKind',
];

interface Declared {
  name: string;
  /** `path:line`, the path from the site's root. */
  at: string;
  exported: boolean;
}

const parse = (file: string, text = fs.readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The top-level type aliases and interfaces of one file; `export type {X}` re-exports declare nothing. */
function declaredTypes(source: ts.SourceFile): Declared[] {
  return source.statements
    .filter((s) => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s))
    .map((s) => {
      const {line} = source.getLineAndCharacterOfPosition(s.getStart(source));
      return {
        name: s.name.text,
        at: `${path.relative(SITE_ROOT, source.fileName)}:${line + 1}`,
        exported: !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      };
    });
}

/** Each name exported by more than one declaration, with where: `Name: a.ts:1, b.ts:2`. */
function sharedNames(declared: Declared[]): string[] {
  const byName = new Map<string, Declared[]>();
  for (const d of declared.filter((e) => e.exported)) byName.set(d.name, [...(byName.get(d.name) ?? []), d]);
  return [...byName]
    .filter(([, all]) => all.length > 1)
    .map(([name, all]) => `${name}: ${all.map((d) => d.at).join(', ')}`);
}

/** Declarations of a stage type outside protocol/, exported or not, as `Name at path:line`. */
const stagesOutside = (declared: Declared[]): string[] =>
  declared
    .filter((d) => STAGE_TYPES.includes(d.name) && !d.at.startsWith(PROTOCOL))
    .map((d) => `${d.name} at ${d.at}`);

const sources = (): string[] =>
  fs
    .readdirSync(SRC, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

const declaredInSrc = (): Declared[] => sources().flatMap((f) => declaredTypes(parse(f)));

test('no two exported types or interfaces under src/ share a name', () => {
  assert.deepEqual(sharedNames(declaredInSrc()), []);
});

test('the stage types of a run are declared only in src/figma-runner/protocol/', () => {
  const declared = declaredInSrc();
  assert.deepEqual(stagesOutside(declared), []);
  const inProtocol = new Set(declared.filter((d) => d.at.startsWith(PROTOCOL)).map((d) => d.name));
  assert.deepEqual(
    STAGE_TYPES.filter((n) => !inProtocol.has(n)),
    [],
    'each name of STAGE_TYPES is declared in protocol/',
  );
});

test('the checks find a shared name and a stage type outside protocol/', () => {
  const file = (rel: string, text: string) => declaredTypes(parse(path.join(SITE_ROOT, rel), text));
  const declared = [
    ...file('src/a.ts', 'export interface Same {}\nexport type PageResult = 1;\ntype Local = 1;\n'),
    ...file('src/b.ts', 'export type {Same} from "./a";\ninterface Local {}\nexport type Same = 2;\n'),
    ...file(`${PROTOCOL}c.ts`, 'export type PreviewNode = 1;\n'),
  ];
  assert.deepEqual(sharedNames(declared), ['Same: src/a.ts:1, src/b.ts:3']);
  assert.deepEqual(stagesOutside(declared), ['PageResult at src/a.ts:2']);
});
