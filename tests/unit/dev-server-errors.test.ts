/**
 * dev-server: the line a Markdown build error is about, for the errors that name none
 * (src/plugins/dev-server/markdownErrors.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {errorLine} from '../../src/plugins/dev-server/locate';

const DOC = [
  '---',
  'id: guide',
  'title: [Guide',
  '---',
  '',
  '# Guide',
  '',
  'See [the page](./no-such-page.md).',
  '',
].join('\n');

test('a broken Markdown link: the first line that links the target', () => {
  const docs =
    "Error: Docs markdown link couldn't be resolved: (./no-such-page.md) in /site/docs/guide.mdx for version current";
  assert.equal(errorLine(docs, DOC), 8);
  const blog = "Blog markdown link couldn't be resolved: (url=./no-such-page.md) in path=/site/blog/post.md";
  assert.equal(errorLine(blog, DOC), 8);
  const esc = String.fromCharCode(27);
  const coloured = `Docs markdown link couldn't be resolved: (${esc}[36m${esc}[4m./no-such-page.md${esc}[24m${esc}[39m) in x`;
  assert.equal(errorLine(coloured, DOC), 8);
});

test('bad front matter: the line js-yaml names, which counts from the file’s first line', () => {
  // As @docusaurus/utils' parseFrontMatter throws it for `title: [Guide` above (checked by hand with
  // gray-matter).
  const message =
    'YAMLException: unexpected end of the stream within a flow collection at line 4, column 1:\n    ---\n    ^';
  assert.equal(errorLine(message, DOC), 4);
});

test('other messages, and places that cannot be found, give no line', () => {
  assert.equal(errorLine('SyntaxError: Unexpected token (3:4)', DOC), undefined);
  assert.equal(errorLine("markdown link couldn't be resolved: (./elsewhere.md) in x", DOC), undefined);
  assert.equal(errorLine('YAMLException: bad at line 2, column 1:', '# no front matter'), undefined);
});
