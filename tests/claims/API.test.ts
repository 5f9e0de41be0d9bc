/**
 * API overview: what the React Native shims report, read from react-figma in the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

test('API: I18nManager — "`isRTL` is `false`, `doLeftAndRightSwapInRTL` is `undefined` (only `getConstants()` returns it, as `false`)"', async () => {
  const sentence = sentenceOf('docs/API.mdx', '`I18nManager`');
  assert.ok(sentence.includes('`isRTL` is `false`, `doLeftAndRightSwapInRTL` is `undefined`'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text, I18nManager} from 'react-figma';
const seen = [I18nManager.isRTL, I18nManager.doLeftAndRightSwapInRTL, I18nManager.getConstants().doLeftAndRightSwapInRTL];
export const App = () => (
  <Page isCurrent name="P"><Text name="Seen">{seen.map(String).join(' ')}</Text></Page>
);
`,
  });
  assert.equal(byName('Seen').props.characters, 'false undefined false');
});
