/**
 * The example checker (scripts/check-code-blocks.ts) fails on broken examples and names the doc and line,
 * passes on correct ones, and honours `no-check`.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkCodeBlocks, extractCodeBlocks} from '../../scripts/check-code-blocks';

/** Every folder `project` made, removed after the file's tests. */
const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function project(files: Record<string, string>): {dir: string; files: string[]} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return {dir, files: Object.keys(files).map((f) => path.join(dir, f))};
}
const fence = (meta: string, code: string) => '```' + meta + '\n' + code + '\n```\n';
const good = `import * as React from 'react';
import {Page, Text} from 'react-figma';

export const App = () => (
  <Page name="Hello" isCurrent>
    <Text style={{fontSize: 24, color: '#c81b26'}}>Hello</Text>
  </Page>
);`;

test('fenced blocks are found with their Markdown line, no-check ones are skipped', () => {
  const md = `---\ntitle: x\n---\n\nText\n\n${fence('tsx title="src/App.tsx"', good)}\n${fence('tsx no-check', 'const = ;')}\n${fence('json', '{}')}`;
  const {blocks, skipped} = extractCodeBlocks('docs/x.mdx', md);
  assert.equal(blocks.length, 1);
  assert.equal(skipped, 1);
  assert.equal(blocks[0].line, 8);
  assert.equal(blocks[0].code.split('\n')[1], "import {Page, Text} from 'react-figma';");
});

test('a correct example passes, including imports between titled files of one page', () => {
  const ui = `import * as React from 'react';\nimport {render} from 'react-figma';\nimport 'react-figma/rpc';\nimport {App} from './App';\n\nrender(<App />);`;
  const {dir, files} = project({
    'ok.mdx': fence('tsx title="src/App.tsx"', good) + fence('tsx title="src/ui.tsx"', ui),
  });
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.deepEqual(result.errors, []);
  assert.equal(result.blocks, 2);
});

test('a later version of a titled file compiles with the siblings it sees, as the preview runs it', () => {
  const ui = `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from './App';\n\nrender(<App />);`;
  // The second src/App.tsx renames its export: the reader's ui.tsx, which the page shows once, no longer
  // compiles.
  const renamed = good.replace('export const App', 'export const Card');
  const md =
    fence('tsx title="src/App.tsx"', good) +
    fence('tsx title="src/ui.tsx"', ui) +
    fence('tsx title="src/App.tsx"', renamed);
  const {dir, files} = project({'versions.mdx': md});
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.equal(result.blocks, 3);
  // ui.tsx (code from line 12) is reported once, at its own line, although it is compiled beside both
  // versions.
  assert.equal(result.errors.length, 1, result.errors.join('\n'));
  assert.match(result.errors[0], /versions\.mdx\(14,\d+\): error TS2305: .*'App'/);
});

test('a wrong prop type fails and names the doc file and line', () => {
  const bad = `import * as React from 'react';\nimport {Text} from 'react-figma';\n\nexport const T = () => <Text characters={42} />;`;
  const {dir, files} = project({'bad-prop.mdx': '# Title\n\n' + fence('tsx', bad)});
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0], /bad-prop\.mdx\(7,\d+\): error TS2322: /);
});

test('an unknown import fails and names the doc file', () => {
  const bad = `import * as React from 'react';\nimport {NotAComponent} from 'react-figma';\n\nexport const X = () => <NotAComponent />;`;
  const {dir, files} = project({'bad-import.md': fence('tsx', bad)});
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.ok(
    result.errors.some((e) => /bad-import\.md\(3,\d+\): error TS\d+: .*NotAComponent/.test(e)),
    result.errors.join('\n'),
  );
});

test("examples compile with the reader's tsconfig.json: no Node.js typings, so `require` fails (TS2591)", () => {
  const code = `import * as React from 'react';\nimport {Image} from 'react-figma';\n\nexport const L = () => <Image source={require('./logo.png')} />;`;
  const {dir, files} = project({'require.mdx': fence('tsx', code)});
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.ok(
    result.errors.some((e) => /require\.mdx\(5,\d+\): error TS2591: Cannot find name 'require'/.test(e)),
    result.errors.join('\n'),
  );
});

test("examples compile with the starter's @types/react: 16.14 has no KeyboardEvent.code (TS2339)", () => {
  const code = `import * as React from 'react';\n\nexport const F = () => <input onKeyDown={(e) => e.code} />;`;
  const {dir, files} = project({'key.mdx': fence('tsx', code)});
  const result = checkCodeBlocks(files, path.join(dir, 'work'));
  assert.ok(
    result.errors.some((e) => /key\.mdx\(4,\d+\): error TS2339: Property 'code'/.test(e)),
    result.errors.join('\n'),
  );
});
