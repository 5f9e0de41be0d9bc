/**
 * src/figma-runner/node/starterTypings.ts: an install without a typed import fails naming it; the files are
 * those a TypeScript program of the imports loads, and each parses as its package wrote it.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {starterTypings, TYPED_IMPORTS} from '../../src/figma-runner/node/starterTypings';
import {linkReaderNodeModules} from '../../src/figma-runner/node/readerNodeModules';
import {readerCompilerOptions} from '../../src/figma-runner/node/readerProgram';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const NODE_MODULES = path.join(SITE_ROOT, 'node_modules');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'starter-typings-test-'));
after(() => fs.rmSync(tmp, {recursive: true, force: true}));

test('an install without react-figma fails naming it', () => {
  const modules = path.join(tmp, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(NODE_MODULES).filter((n) => n !== 'react-figma'))
    fs.symlinkSync(path.join(NODE_MODULES, name), path.join(modules, name));
  assert.throws(() => starterTypings(STARTER_DIR, modules), /'react-figma' has no declaration file/);
});

test('a declaration keeps its single quotes and hex literals, as its package wrote them', () => {
  const typings = starterTypings(STARTER_DIR, NODE_MODULES);
  assert.match(
    typings['/node_modules/react-figma/types.d.ts'],
    /strokeAlign\?: 'CENTER' \| 'INSIDE' \| 'OUTSIDE';/,
  );
  assert.match(typings['/lib/lib.dom.d.ts'], /readonly SHOW_ALL: 0xFFFFFFFF;/);
});

/** JSDoc's `@deprecated` sets this flag (TypeScript's internal NodeFlags.Deprecated). */
const DEPRECATED = (ts.NodeFlags as unknown as Record<string, number>).Deprecated;

/** A tree's node kinds, names, literals and flags but JSDoc's `@deprecated` (comments are dropped). */
function shape(name: string, text: string): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const out = [`${(file as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics.length} errors`];
  const visit = (node: ts.Node): void => {
    const text = ts.isIdentifier(node) || ts.isLiteralExpression(node) ? `:${node.text}` : '';
    out.push(`${ts.SyntaxKind[node.kind]}${text}:${node.flags & ~DEPRECATED}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

test('the files are those a program of the typed imports loads, each the same tree as on disk', () => {
  assert.ok(DEPRECATED > 0, 'this TypeScript has no NodeFlags.Deprecated');
  const dir = fs.mkdtempSync(path.join(tmp, 'program-'));
  const modules = linkReaderNodeModules(dir, NODE_MODULES);
  const converted = ts.convertCompilerOptionsFromJson(readerCompilerOptions(STARTER_DIR), dir);
  const options = {...converted.options, preserveSymlinks: true};
  const probe = path.join(dir, 'probe.ts');
  fs.writeFileSync(probe, TYPED_IMPORTS.map((m, i) => `import * as m${i} from '${m}';\n`).join(''));
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const onDisk = new Map<string, string>();
  for (const file of ts.createProgram([probe], options).getSourceFiles()) {
    const name = path.resolve(file.fileName);
    if (name === probe) continue;
    const rel = path.relative(modules, name).split(path.sep).join('/');
    onDisk.set(
      path.dirname(name) === libDir ? `/lib/${path.basename(name)}` : `/node_modules/${rel}`,
      file.text,
    );
  }
  const typings = starterTypings(STARTER_DIR, NODE_MODULES);
  const declarations = Object.keys(typings).filter((k) => k.endsWith('.d.ts') && !k.startsWith('/ambient/'));
  assert.deepEqual(new Set(declarations), new Set(onDisk.keys()));
  for (const [key, text] of onDisk) assert.deepEqual(shape(key, typings[key]), shape(key, text), key);
});
