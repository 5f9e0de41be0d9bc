/**
 * The layers outline of a Result figure (src/figma-runner/engine/outline.ts): what it states of each layer.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toLayers} from '../../src/figma-runner/engine/outline';
import {rotationText} from '../../src/figma-runner/protocol/messages';
import type {PreviewNode} from '../../src/figma-runner/protocol/run';

const node = (name: string, props: Record<string, unknown>): PreviewNode => ({
  type: 'LINE',
  name,
  x: 0,
  y: 0,
  width: 200,
  height: 0,
  props,
  children: [],
});

test('a rotated layer’s outline line says its rotation; an unrotated one says none', () => {
  const [turned, straight] = toLayers([node('Turned', {rotation: 45}), node('Straight', {rotation: 0})]);
  assert.equal(turned[7], 45);
  assert.equal(rotationText(turned[7]), ', rotated 45°');
  assert.equal(rotationText(straight[7]), '');
});
