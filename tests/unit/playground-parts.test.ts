/**
 * The playground stays in small parts: Playground() fits on one screen, and no effect of
 * src/components/Playground runs after every render (each has a dependency array). Read with TypeScript's
 * parser.
 *
 * Run: node --import tsx --test tests/unit/playground-parts.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const DIR = path.join(SITE_ROOT, 'src/components/Playground');
/** One screen of code: the most lines Playground()'s body may have, braces not counted. */
const MAX_BODY_LINES = 80;
const EFFECTS = new Set(['useEffect', 'useLayoutEffect']);

const parse = (file: string, text = fs.readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Each `useEffect`/`useLayoutEffect` call (`React.` too) without a dependency array, as `file:line name`. */
function effectsWithoutDeps(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText(source);
      if (EFFECTS.has(name) && node.arguments.length < 2) {
        const {line} = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(SITE_ROOT, source.fileName)}:${line + 1} ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourcesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));

test(`Playground()'s body is at most ${MAX_BODY_LINES} lines`, () => {
  const source = parse(path.join(DIR, 'index.tsx'));
  const playground = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'Playground',
  );
  assert.ok(playground?.body, 'index.tsx declares function Playground');
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const lines = line(playground.body.getEnd()) - line(playground.body.getStart(source)) - 1;
  assert.ok(lines <= MAX_BODY_LINES, `Playground() has ${lines} lines; move a part into its own file`);
});

test('every useEffect / useLayoutEffect under src/components/Playground has a dependency array', () => {
  const files = sourcesUnder(DIR);
  assert.ok(
    files.some((f) => f.endsWith(path.join('inspector', 'index.tsx'))),
    'subfolders are read',
  );
  assert.deepEqual(
    files.flatMap((f) => effectsWithoutDeps(parse(f))),
    [],
  );
});

test('the effect check finds an effect without dependencies, in either spelling', () => {
  const text = `useEffect(() => {}, []);\nuseEffect(() => {});\nReact.useLayoutEffect(() => {});\n`;
  assert.deepEqual(effectsWithoutDeps(parse(path.join(SITE_ROOT, 'x.tsx'), text)), [
    'x.tsx:2 useEffect',
    'x.tsx:3 useLayoutEffect',
  ]);
});
