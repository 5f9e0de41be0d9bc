/**
 * The rows of docs/limitations.mdx against react-figma 0.31.0: the Figma calls it never makes (its compiled files),
 * the renderers it has, what its engine run does (the site's preview worker) and what the starter's tsconfig
 * accepts (the site's code-block check). Test names quote the page.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool, type RenderResult} from '../../src/figma-runner/node/pool';
import {flatten} from '../../src/figma-runner/engine/tree';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {checkCodeBlocks} from '../../scripts/check-code-blocks';

const pool = new PreviewPool(SITE_ROOT);
after(() => pool.close());

const UI =
  "import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from './App';\nrender(<App />);\n";

/** Draws an App that renders `body` inside a current Page. */
function draw(imports: string, body: string): Promise<RenderResult> {
  const app =
    `import * as React from 'react';\nimport {Page, ${imports}} from 'react-figma';\n` +
    `export const App = () => <Page isCurrent name="P">${body}</Page>;\n`;
  return pool.render(compileSources({'src/App.tsx': app, 'src/ui.tsx': UI}), 'src/ui.tsx');
}

/** react-figma 0.31.0's own compiled files (not its dependencies), concatenated. */
function reactFigmaCode(): string {
  const root = path.join(SITE_ROOT, 'node_modules/react-figma');
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) parts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return parts.join('\n');
}

/** Type-checks one TSX file with the starter's tsconfig (npm run check:examples) and returns its errors. */
function typeErrors(code: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limitations-'));
  try {
    fs.writeFileSync(path.join(dir, 'page.md'), '```tsx\n' + code + '\n```\n');
    return checkCodeBlocks([path.join(dir, 'page.md')], path.join(dir, 'work')).errors;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test('"No file of react-figma 0.31.0 calls" the Figma APIs of the missing features', () => {
  const code = reactFigmaCode();
  const missing = [
    'addComponentProperty', // Component properties
    'editComponentProperty',
    'setProperties',
    'importComponentByKeyAsync', // Instances of team library components
    'setRelaunchData', // Relaunch data
    'createSticky', // FigJam
    'createConnector',
    'createShapeWithText',
  ];
  assert.deepEqual(
    missing.filter((name) => code.includes(name)),
    [],
  );
  // The scan sees what react-figma does call.
  assert.deepEqual(
    ['createInstance', 'importStyleByKeyAsync', 'combineAsVariants', 'createImage'].filter(
      (n) => !code.includes(n),
    ),
    [],
  );
});

test('"renderers/index.ts lists only Figma design layers": no FigJam or DOM element has a renderer', async () => {
  const renderers = (await import('react-figma/renderers')) as Record<string, unknown>;
  assert.deepEqual(
    new Set(Object.keys(renderers).filter((k) => k !== 'default' && k !== '__esModule')),
    new Set([
      'rectangle',
      'text',
      'page',
      'frame',
      'component',
      'componentset',
      'instance',
      'star',
      'vector',
      'line',
      'group',
      'ellipse',
      'svg',
      'slice',
    ]),
  );
});

test('"exportAsyncCallback is never called"', async () => {
  const result = await draw(
    'Rectangle',
    "<Rectangle name=\"R\" style={{width: 10, height: 10}} exportAsyncSettings={{format: 'PNG'}} exportAsyncCallback={() => console.log('exported')} />",
  );
  assert.ok(result.ok, !result.ok ? result.error : '');
  assert.ok(!result.logs.some((line) => line.includes('exported')), result.logs.join('\n'));
  assert.ok(flatten(result.tree).some((n) => n.name === 'R'));
});

test('"Pass a Figma paint with the type GRADIENT_RADIAL … react-figma writes those paints unchanged"', async () => {
  const paint = {
    type: 'GRADIENT_RADIAL',
    gradientTransform: [
      [1, 0, 0],
      [0, 1, 0],
    ],
    gradientStops: [
      {position: 0, color: {r: 1, g: 1, b: 1, a: 1}},
      {position: 1, color: {r: 0, g: 0, b: 0, a: 1}},
    ],
  };
  const result = await draw(
    'Rectangle',
    `<Rectangle name="R" style={{width: 10, height: 10}} fills={[${JSON.stringify(paint)}]} />`,
  );
  assert.ok(result.ok, !result.ok ? result.error : '');
  const rect = flatten(result.tree).find((n) => n.name === 'R');
  assert.deepEqual(rect?.props.fills, [paint]);
});

test('"a View 100% wide and 1 high, as the last child of a column, draws a bottom border"', async () => {
  const result = await draw(
    'View, Text',
    `<View name="Row" style={{width: 200, backgroundColor: '#ffffff'}}>
       <View name="Content" style={{height: 40}} />
       <View name="Border" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
     </View>`,
  );
  assert.ok(result.ok, !result.ok ? result.error : '');
  const nodes = flatten(result.tree);
  const row = nodes.find((n) => n.name === 'Row');
  const border = nodes.find((n) => n.name === 'Border');
  assert.ok(row && border);
  assert.deepEqual([border.x, border.y, border.width, border.height], [0, row.height - 1, row.width, 1]);
  assert.equal(row.height, 41);
});

test('"borderTopWidth … and the other per-side keys are not in the style typings, so TypeScript rejects them"', () => {
  const view = (key: string) =>
    "import * as React from 'react';\nimport {View} from 'react-figma';\n" +
    `export const Row = () => <View style={{${key}: 1}} />;`;
  const errors = typeErrors(view('borderTopWidth'));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /borderTopWidth/);
  assert.deepEqual(typeErrors(view('borderWidth')), []);
});
