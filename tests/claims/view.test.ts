/**
 * View: its style keys as tsc sees them, and the card example's text inside its padding.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {closeEngine, draw, sentenceOf, typeCheckEach} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';

after(closeEngine);

const PAGE = 'docs/api/view.mdx';

const viewWithStyle = (style: string) =>
  `import * as React from 'react';\nimport {View} from 'react-figma';\nexport const A = () => <View style={${style}} />;\n`;

test('view: "`strokeStyleId` is not a style key: pass it as a prop" — tsc rejects it in style, takes it as a prop', () => {
  const sentence = sentenceOf(PAGE, '- **Fill**:');
  assert.ok(sentence.includes('`strokeStyleId` is not a style key'));
  const fillKeys = [...sentence.split('`strokeStyleId` is not')[0].matchAll(/`(\w+)`/g)].map((m) => m[1]);
  assert.ok(!fillKeys.includes('strokeStyleId'), 'not listed as a fill key');
  const files: Record<string, string> = {
    'strokeStyleId-style.tsx': viewWithStyle("{strokeStyleId: 'S:1'}"),
    'strokeStyleId-prop.tsx': `import * as React from 'react';\nimport {View} from 'react-figma';\nexport const A = () => <View strokeStyleId="S:1" />;\n`,
  };
  for (const key of fillKeys) {
    files[`${key}.tsx`] = viewWithStyle(`{${key}: ${key === 'backgroundSize' ? "'cover'" : "'x'"}}`);
  }
  const result = typeCheckEach(files);
  for (const key of fillKeys) assert.deepEqual(result[`${key}.tsx`], [], `${key} is a style key`);
  const errors = result['strokeStyleId-style.tsx'];
  assert.ok(
    errors.some((e) => e.startsWith('TS2353')),
    errors.join('\n'),
  );
  assert.deepEqual(result['strokeStyleId-prop.tsx'], [], 'and a prop');
});

test('view: the card "body text is 244 px wide, so it stays inside the padding"', async () => {
  assert.ok(sentenceOf(PAGE, 'The body text is 244 px wide').includes('stays inside the padding'));
  const source = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
  const fence = codeFences(source).find((f) => f.value.includes('const Card = '));
  assert.ok(fence);
  const {byName, layers} = await draw({'src/Card.tsx': fence.value});
  const card = byName('Card');
  const [title, body] = layers.filter((l) => l.type === 'TEXT');
  assert.equal(body.width, 244);
  // Unselected border is 1 px, selected 2 px: the body fits inside padding plus the wider border.
  for (const t of [title, body]) assert.ok(t.x >= 16 + 1 && t.x + t.width <= card.width - 16 - 2, t.name);
});
