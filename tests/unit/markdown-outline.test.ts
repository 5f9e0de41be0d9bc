/**
 * src/plugins/markdown/outline.ts: an edit of paragraph text, or paragraphs added or removed at the end,
 * keeps the outline read before without a parse; other edits are parsed; either way a full parse agrees.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {outline, outlineOfTree} from '../../src/plugins/markdown/outline';
import {parseMarkdown} from '../../src/plugins/markdown/parse';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const parsed = (source: string) => outlineOfTree(parseMarkdown(source));
const FENCE = '```';
// A props-table page and the page with the most kinds of block; each full parse for comparison costs ~20 ms.
const PAGES = ['docs/api/frame.mdx', 'docs/troubleshooting.mdx'];
const read = (file: string) => fs.readFileSync(path.join(SITE_ROOT, file), 'utf8');

/** Up to `count` indexes of `lines` that pass `keep`, spread over the page. */
function sample(lines: string[], keep: (line: string, i: number) => boolean, count: number): number[] {
  const all = lines.flatMap((line, i) => (keep(line, i) ? [i] : []));
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, k) => k % step === 0).slice(0, count);
}

const withLine = (lines: string[], i: number, line: string) =>
  lines.map((l, k) => (k === i ? line : l)).join('\n');

test('a word changed in paragraph text: the same outline, not parsed again, and a full parse agrees', () => {
  for (const file of PAGES) {
    const source = read(file);
    const before = outline(source);
    const lines = source.split('\n');
    const prose = sample(lines, (line) => /^[ >]*\p{L}/u.test(line) && !/^[A-Za-z_]+:/.test(line), 4);
    assert.ok(prose.length > 0, file);
    let carried = 0;
    for (const i of prose) {
      const edited = withLine(
        lines,
        i,
        lines[i].replace(/\p{L}/u, (c) => `Zq${c}`),
      );
      const after = outline(edited);
      assert.deepEqual(after, parsed(edited), `${file}:${i + 1}`);
      if (after === before) carried += 1;
    }
    assert.ok(carried > 0, `${file}: some edit of paragraph text kept the outline without a parse`);
  }
});

test('a paragraph added at the end and removed again keeps the outline; a full parse agrees', () => {
  for (const file of PAGES) {
    const source = read(file);
    const before = outline(source);
    const added = `${source.trimEnd()}\n\nDevbench paragraph zq.\n`;
    assert.equal(outline(added), before, `${file}: its last block is a list of paragraphs`);
    assert.deepEqual(before, parsed(added), file);
  }
  const list = '# Title\n\n- an item\n\nMore text.\n';
  const longer = outline(`${list}\nAnd more,\nover two lines.\n`);
  assert.equal(outline(list), longer, 'a paragraph removed from the end');
  assert.deepEqual(longer, parsed(list));
});

test('edits that change blocks are parsed: new headings and code blocks are seen', () => {
  {
    const file = PAGES[0];
    const lines = read(file).split('\n');
    const prose = sample(lines, (line, i) => /^\p{L}/u.test(line) && lines[i + 1] === '', 2);
    const blank = sample(lines, (line, i) => line === '' && /^\p{L}/u.test(lines[i - 1] ?? ''), 2);
    const edits = [
      ...prose.flatMap((i) => [
        withLine(lines, i, `## ${lines[i]}`),
        withLine(lines, i, `    ${lines[i]}`),
        withLine(lines, i, `${FENCE}tsx`),
        withLine(lines, i, `- ${lines[i]}`),
        withLine(lines, i, `<div>${lines[i]}`),
        withLine(lines, i, `1. ${lines[i]}`),
      ]),
      ...blank.flatMap((i) => [
        withLine(lines, i, '==='),
        withLine(lines, i, '---'),
        withLine(lines, i, 'Joined'),
      ]),
    ];
    for (const edited of edits) assert.deepEqual(outline(edited), parsed(edited), file);
  }
});

test('where a block stays open or a line is not paragraph text, the text is parsed', () => {
  const cases: [string, string][] = [
    ['A paragraph.\n', `A paragraph.\n\n${FENCE}js\nlet a;\n`],
    [`${FENCE}js\nlet a;\n`, `${FENCE}js\nlet a;\n\nAdded after an open fence.\n`],
    ['<!--\nA comment.\n', '<!--\nA comment.\n\nStill in the comment.\n'],
    ['Title\n===\n', 'Title\n===\n\nText.\n'],
    ['Title\n===\n', 'Titled\n===\n'],
    ['- item\n\n      code\n', '- item\n\nBreak\n\n      code\n'],
    ['- item\n  lazy text\n', '- item\n  # lazy text\n'],
    ['> quoted\n> text\n', '> quoted\n> # text\n'],
    ['Text.\n\n\tindented code\n', 'Text.\n\n\tindented code\n\nMore.\n'],
    ['---\ntitle: x\n---\n', '---\ntitle: x\n---\n\nBody.\n'],
    [`Text.\n\n${FENCE}js\nlet a;\n${FENCE}\n`, 'Text.\n'],
    ['Text.\n\n## Gone\n', 'Text.\n'],
  ];
  for (const [before, after] of cases) {
    outline(before);
    assert.deepEqual(outline(after), parsed(after), JSON.stringify(after));
  }
});
