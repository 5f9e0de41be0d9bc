/**
 * The build's figure is made in the preview worker (src/figma-runner/node/previewWorker.ts): the site process
 * draws an example without loading the font tables.
 */
// Own process: it checks which modules this process loaded, and other files' tests load them.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {codeFences} from '../../src/plugins/markdown/fences';
import {closePreviewWorker, pagePreviews} from '../../src/plugins/figma-preview/previews';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'figma-preview-fonts-'));
after(() => {
  closePreviewWorker();
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

const loaded = (file: string) => Object.keys(require.cache).some((f) => f.endsWith(file));

test('a Result with text is drawn and its figure made without the site process loading the font tables', async () => {
  const markdown = [
    '```tsx title="src/App.tsx"',
    "import * as React from 'react';",
    "import {Page, Text} from 'react-figma';",
    '',
    'export const App = () => <Page isCurrent name="P"><Text name="Hello" characters="Hello" /></Page>;',
    '```',
  ].join('\n');
  const [result] = await pagePreviews(codeFences(markdown, 'docs/example.mdx'), 'docs/example.mdx', {
    cacheDir,
  });
  assert.ok(result.preview.width > 0 && result.preview.layers.some((l) => l[1] === 'Hello'));
  assert.match(fs.readFileSync(path.join(cacheDir, result.preview.svgFile), 'utf8'), /Hello/);
  assert.equal(loaded(path.join('figma-runner', 'node', 'fontTables.ts')), false);
  assert.equal(loaded(path.join('figma-runner', 'engine', 'figure.ts')), false);
});
