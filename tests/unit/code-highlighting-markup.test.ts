/**
 * Code lines are drawn with fewer elements (src/theme/CodeBlock/tokenRuns.ts): plain text has no span, tokens
 * of the same type in a row share one, and the text is unchanged.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenRuns} from '../../src/theme/CodeBlock/tokenRuns';

test('plain text is bare, same-type neighbours merge, empty and newline-only tokens vanish', () => {
  const line = [
    {types: ['keyword'], content: 'import'},
    {types: ['plain'], content: ' '},
    {types: ['punctuation'], content: '{'},
    {types: ['punctuation'], content: '}'},
    {types: ['plain'], content: ' from '},
    {types: ['tag', 'punctuation'], content: '<'},
    {types: ['tag'], content: 'Frame'},
    {types: ['plain'], content: ''},
  ];
  assert.deepEqual(tokenRuns(line), [
    {className: 'token keyword', text: 'import'},
    {className: undefined, text: ' '},
    {className: 'token punctuation', text: '{}'},
    {className: undefined, text: ' from '},
    {className: 'token tag punctuation', text: '<'},
    {className: 'token tag', text: 'Frame'},
  ]);
  assert.equal(
    tokenRuns(line)
      .map((run) => run.text)
      .join(''),
    line.map((token) => token.content).join(''),
  );
  assert.deepEqual(tokenRuns([{types: ['plain'], content: '\n', empty: true}]), []);
});
