/**
 * PERF-9: which Markdown becomes a static island (src/remark/static-islands), through the real MDX 1
 * compiler the site builds with. Expectations follow the plugin's rules: static tables, lists, paragraphs and
 * blockquotes of at least MIN_NODES nodes become `island-<tag>`; anything interactive inside (a code block,
 * JSX, an image, a task list's check boxes) keeps a node out; small ones and paragraphs in list items stay as
 * they are.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkStaticIslands from '../../src/remark/static-islands';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- MDX 1 is CommonJS and untyped here
const mdx = require('@mdx-js/mdx') as {sync(source: string, options: object): string};

/** The JSX MDX 1 compiles `source` to, with the plugin. */
function compile(source: string): string {
  return mdx.sync(source, {remarkPlugins: [remarkStaticIslands]});
}

/** The island tags in compiled JSX, in document order. */
function islands(source: string): string[] {
  return [...compile(source).matchAll(/<island-([a-z]+)\b/g)].map((m) => m[1]);
}

const TABLE = [
  '| Key | Type | Meaning |',
  '|---|---|---|',
  '| `width` | dimension | Size in px. |',
  '| `height` | dimension | See [Styling](/docs/styling). |',
].join('\n');

const LONG_PARAGRAPH =
  'A paragraph with `inline code`, **strong** and *emphasised* words, a [link](/docs/installation) and more text.';

test('a table of text, code and links is an island, and keeps its cells', () => {
  const jsx = compile(TABLE);
  assert.deepEqual(islands(TABLE), ['table']);
  assert.match(jsx, /<\/island-table>/);
  assert.match(jsx, /<td[^>]*><inlineCode[^>]*>\{`width`\}<\/inlineCode><\/td>/);
});

test('long paragraphs, lists and blockquotes are islands; ordered lists keep their tag', () => {
  const source = [
    LONG_PARAGRAPH,
    '- one `a`\n- two [b](/b)\n- three *c*',
    '1. first `a`\n2. second [b](/b)\n3. third *c*',
    `> ${LONG_PARAGRAPH}`,
  ].join('\n\n');
  assert.deepEqual(islands(source), ['p', 'ul', 'ol', 'blockquote']);
});

test('short paragraphs stay plain elements: an island would cost as much as it saves', () => {
  assert.deepEqual(islands('Just a sentence.\n\nAnother one with `code`.'), []);
});

test('a list with a code block inside is not an island; its long paragraphs are not split out of list items', () => {
  const source = `- ${LONG_PARAGRAPH}\n\n  \`\`\`bash\nnpm start\n  \`\`\`\n\n- second item`;
  assert.deepEqual(islands(source), []);
});

test('JSX, images and task lists keep a node out of islands', () => {
  assert.deepEqual(islands(`${LONG_PARAGRAPH} <abbr title="x">JSX</abbr> inline.`), []);
  assert.deepEqual(islands(`${LONG_PARAGRAPH} ![logo](/img/logo.svg)`), []);
  assert.deepEqual(islands('- [x] done `a` [b](/b)\n- [ ] open `c` [d](/d)\n- [ ] later *e*'), []);
});

test('a blockquote holding a code block is not an island, but its long paragraph is', () => {
  const source = `> ${LONG_PARAGRAPH}\n>\n> \`\`\`bash\n> npm start\n> \`\`\``;
  assert.deepEqual(islands(source), ['p']);
});
