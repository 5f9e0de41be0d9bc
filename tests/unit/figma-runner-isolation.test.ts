/**
 * Each render of the engine starts as a fresh plugin run would: react-figma's module state from an earlier
 * example (its `Dimensions` store, rn/Dimensions.js) does not reach the next one, drawn by the same worker.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileSources} from '../../src/figma-runner/node/compile';
import {flatten} from '../../src/figma-runner/engine/tree';
import {sharedPreviewPool} from '../helpers/previewPool';

const pool = sharedPreviewPool();

/** Renders `code` as the project's only file, and requires it to succeed. */
async function render(code: string) {
  const result = await pool.render(compileSources({'src/ui.tsx': code}), 'src/ui.tsx', 4000);
  assert.ok(result.ok, !result.ok ? String(result.error) : '');
  return result;
}

/**
 * Renders an entry that names a rectangle after `Dimensions.get('window')` and runs `then` after the render.
 */
async function windowAfter(then: string): Promise<string | undefined> {
  const {tree} = await render(`
import * as React from 'react';
import {render, Page, Rectangle, Dimensions} from 'react-figma';
const w = Dimensions.get('window');
render(<Page name="Page" isCurrent><Rectangle name={'window ' + w.width + 'x' + w.height} /></Page>);
${then}
`);
  return flatten(tree).find((n) => n.name.startsWith('window '))?.name;
}

test('Dimensions set by one example are back to react-figma’s defaults for the next', async () => {
  const max = Number.MAX_SAFE_INTEGER;
  const phone = '{width: 375, height: 812, scale: 3, fontScale: 1}';
  assert.equal(
    await windowAfter(`Dimensions.set({window: ${phone}, screen: ${phone}});`),
    `window ${max}x${max}`,
  );
  assert.equal(
    await windowAfter(''),
    `window ${max}x${max}`,
    'the second render saw the first one’s Dimensions',
  );
});

test('a change listener an example left subscribed is not called by the next example', async () => {
  await windowAfter(`Dimensions.addEventListener('change', () => console.log('stale listener'));`);
  const {logs} = await render(`
import * as React from 'react';
import {render, Page, Rectangle, Dimensions} from 'react-figma';
render(<Page name="Page" isCurrent><Rectangle name="Box" /></Page>);
const s = {width: 10, height: 10, scale: 1, fontScale: 1};
Dimensions.set({window: s, screen: s});
`);
  assert.ok(!logs.some((l) => l.includes('stale listener')), logs.join('\n'));
});
