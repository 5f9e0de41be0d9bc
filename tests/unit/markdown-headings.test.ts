/**
 * `headings` of src/plugins/markdown/outline.ts, the one heading reader (the playground's example titles, the
 * props tables' anchors): lines and depths, code spans and links flattened, inline HTML left out, and nothing
 * that only looks like a heading (front matter, code blocks).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headings} from '../../src/plugins/markdown/outline';
import {headingIds} from '../../src/plugins/react-figma-api/anchors';

const FENCE = '```';
const SOURCE = [
  '---',
  'title: Frame',
  '# not: a heading',
  '---',
  '',
  '## Auto `layout`',
  '',
  `${FENCE}md`,
  '# In a code block',
  FENCE,
  '',
  '### The [`style`](/docs/styling) prop <span class="badge">new</span>',
  '',
  '## Auto `layout`',
].join('\n');

test('headings: line, depth and plain text, in order; front matter and code blocks hold none', () => {
  assert.deepEqual(headings(SOURCE), [
    {line: 6, depth: 2, text: 'Auto layout'},
    {line: 12, depth: 3, text: 'The style prop new'},
    {line: 14, depth: 2, text: 'Auto layout'},
  ]);
});

test('headingIds: the ids Docusaurus gives them, a repeated one numbered', () => {
  assert.deepEqual(headingIds(SOURCE), ['auto-layout', 'the-style-prop-new', 'auto-layout-1']);
});
