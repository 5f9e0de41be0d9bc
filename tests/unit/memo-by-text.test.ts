/**
 * src/plugins/common/memoByText.ts: a text seen recently is not parsed again (every `npm start` content
 * reload asks for every page's headings and the Styling page's keys), and the memo stays bounded.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {memoByText} from '../../src/plugins/common/memoByText';
import {headings} from '../../src/plugins/markdown/outline';
import {styleKeyTables} from '../../src/plugins/playground/styleKeyModel';
import {pageExamplesOnce} from '../../src/plugins/playground/examples';
import {codeFences} from '../../src/plugins/markdown/fences';
import {outline} from '../../src/plugins/markdown/outline';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

test('the same text is computed once; another text is computed', () => {
  const seen: string[] = [];
  const length = memoByText((text: string) => {
    seen.push(text);
    return {length: text.length};
  });
  const first = length('abc');
  assert.equal(length('abc'), first, 'the remembered value, not a new one');
  assert.deepEqual(length('abcd'), {length: 4});
  assert.deepEqual(seen, ['abc', 'abcd']);
});

test('past its size the least recently used text is dropped, not the one just used', () => {
  const seen: string[] = [];
  const echo = memoByText((text: string) => (seen.push(text), text), 2);
  echo('a');
  echo('b');
  echo('a');
  echo('c');
  echo('a');
  assert.deepEqual(seen, ['a', 'b', 'c'], 'a stayed');
  echo('b');
  assert.deepEqual(seen, ['a', 'b', 'c', 'b'], 'b was dropped');
});

test('a content reload gets the headings and the style keys it read before without parsing again', () => {
  const styling = fs.readFileSync(path.join(SITE_ROOT, 'docs/styling.mdx'), 'utf8');
  assert.equal(headings(styling), headings(styling));
  assert.ok(headings(styling).length > 5);
  assert.equal(styleKeyTables(styling), styleKeyTables(styling));
  // An edit is a new text: parsed again.
  const edited = `${styling}\n## Added by an edit\n`;
  assert.equal(headings(edited).at(-1)?.text, 'Added by an edit');
});

test("a content reload gets a page's playground examples without reading its fences again", () => {
  const file = 'docs/styling.mdx';
  const source = fs.readFileSync(path.join(SITE_ROOT, file), 'utf8');
  const page = {file, title: 'Styling', permalink: '/docs/styling'};
  const first = pageExamplesOnce(source, page);
  assert.ok(first.length > 0, 'the Styling page has examples');
  assert.equal(pageExamplesOnce(source, {...page}), first);
  assert.notEqual(pageExamplesOnce(source, {...page, title: 'Renamed'}), first, 'the title is in the ids');
  assert.notEqual(pageExamplesOnce(`${source}\n`, page), first, 'an edit is read again');
});

test("an edited page's headings and fences read one outline of its text, which neither changes", () => {
  const edited = `${fs.readFileSync(path.join(SITE_ROOT, 'docs/styling.mdx'), 'utf8')}\n## Parsed once\n`;
  const read = outline(edited);
  const before = structuredClone(read);
  assert.equal(headings(edited).at(-1)?.text, 'Parsed once');
  assert.ok(codeFences(edited, 'docs/styling.mdx').length > 0);
  assert.equal(outline(edited), read, 'the outline the headings were read from');
  assert.deepEqual(read, before);
});
