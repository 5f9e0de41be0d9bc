/**
 * View: its style keys as tsc sees them, the card example's text inside its padding, and `fills` overwritten
 * on containers.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {assertPageSays, closeEngine, draw, sentenceOf, typeCheckEach} from '../helpers/claims';
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
    errors.some((e) => e.includes('error TS2353:')),
    errors.join('\n'),
  );
  assert.deepEqual(result['strokeStyleId-prop.tsx'], [], 'and a prop');
});

test('view: the card "body text is 244 px wide, so it stays inside the padding"', async () => {
  assertPageSays(PAGE, 'The body text is 244 px wide', 'stays inside the padding');
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

test('view: "On a View with children, a raw `fills` prop is overwritten … Use the `backgrounds` prop or `style.backgroundColor`"', async () => {
  const sentence = sentenceOf(PAGE, 'On a View with children, a raw `fills` prop');
  assert.ok(sentence.includes('is overwritten'));
  assert.ok(sentence.includes('Use the `backgrounds` prop or `style.backgroundColor` on containers'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Text} from 'react-figma';
const red = [{type: 'SOLID' as const, color: {r: 1, g: 0, b: 0}}];
export const App = () => (
  <Page isCurrent name="P">
    <View name="Fills" fills={red}><Text>a</Text></View>
    <View name="Backgrounds" backgrounds={red}><Text>b</Text></View>
    <View name="Style" style={{backgroundColor: '#ff0000'}}><Text>c</Text></View>
  </Page>
);
`,
  });
  const left = byName('Fills').props.fills as {color: {r: number}; opacity?: number}[];
  assert.ok(!left.some((p) => p.color.r === 1 && p.opacity !== 0), 'the red fills prop is gone');
  for (const name of ['Backgrounds', 'Style']) {
    assert.deepEqual(
      (byName(name).props.fills as {color: unknown}[]).map((p) => p.color),
      [{r: 1, g: 0, b: 0}],
      `${name} colours the View`,
    );
  }
});

test('view: the further issues, "each run in the site\'s engine": `opacity: 0`, percentage radii and widths, `blurs` without `shadows`', async () => {
  assert.ok(sentenceOf(PAGE, 'it has these further issues').includes("each run in the site's engine"));
  assert.ok(sentenceOf(PAGE, 'The `blurs` style array').includes('built from the top-level `blurRadius`'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View} from 'react-figma';
const blur = {blurType: 'LAYER_BLUR' as const, blurRadius: 4};
export const App = () => (
  <Page isCurrent name="P">
    <View name="Hidden" style={{opacity: 0, width: 10, height: 10}} />
    <View name="Round" style={{borderRadius: '50%', borderWidth: '10%', borderColor: '#000000', width: 10, height: 10}} />
    <View style={{width: 200, height: 100}}>
      <View name="Capped" style={{maxWidth: '50%', width: 150, height: 10}} />
    </View>
    <View name="Blurs" style={{width: 10, height: 10, blurs: [blur, blur]}} />
    <View name="With shadows" style={{width: 10, height: 10, shadows: [], blurs: [blur, blur]}} />
  </Page>
);
`,
  });
  assert.equal(byName('Hidden').props.opacity, 1);
  assert.deepEqual([byName('Round').props.cornerRadius, byName('Round').props.strokeWeight], [50, 10]);
  assert.equal(byName('Capped').width, 50, "50 px, not half of the parent's 200");
  const radii = (name: string) => (byName(name).props.effects as {radius: number}[]).map((e) => e.radius);
  assert.deepEqual(radii('Blurs'), [0], 'one blur from the absent top-level blurRadius');
  assert.deepEqual(radii('With shadows'), [4, 4]);
});
