import * as React from 'react';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {render} from 'react-figma';
import {App} from '../src/App';

/**
 * Calls `find` every 20 ms until it returns something, for at most `ms`: react-figma draws asynchronously.
 */
async function waitFor<T>(find: () => T | undefined | null | false, ms = 5000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const found = find();
    if (found) return found;
  }
  throw new Error(`nothing found after ${ms} ms`);
}

test('App draws the card: a red swatch, then the caption', async () => {
  render(<App />);

  const page = await waitFor(() => figma.root.children.find((p) => p.name === 'React Figma demo'));
  const card = await waitFor(() => page.findOne((node) => node.name === 'Card') as FrameNode | null);
  const caption = await waitFor(
    () => card.findOne((node) => node.type === 'TEXT' && node.characters !== '') as TextNode | null,
  );

  assert.equal(card.type, 'FRAME');
  assert.deepEqual(
    card.children.map((node) => `${node.type} ${node.name}`),
    ['RECTANGLE Swatch', 'TEXT Caption'],
  );
  assert.equal(caption.characters, 'Hello from React');
  const swatch = card.children[0] as RectangleNode;
  assert.deepEqual(swatch.fills, [
    {type: 'SOLID', color: {r: 235 / 255, g: 33 / 255, b: 46 / 255}, opacity: 1},
  ]);
});
