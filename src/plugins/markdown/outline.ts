/** A source's headings and code blocks from one CommonMark parse, kept across paragraph edits (README). */
import visit from 'unist-util-visit';
import toString from 'mdast-util-to-string';
import {parseMarkdown} from './parse';
import type {MdNode} from './mdastNode';

export interface Heading {
  /** 1-based line of the `#` in the source. */
  line: number;
  /** 1 for `#`, … 6 for `######`. */
  depth: number;
  /** Plain text: code spans, links, emphasis unwrapped; inline HTML and JSX tags dropped, text kept. */
  text: string;
}

/** A fenced or indented code block as the tree has it. */
export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface Outline {
  headings: readonly Heading[];
  code: readonly CodeBlock[];
}

/** Inline HTML and JSX do not count toward a heading's text (Docusaurus 2.4.3's heading ids omit them). */
const NOT_TEXT = new Set(['html', 'jsx', 'mdxJsxTextElement']);

/** The headings and code blocks of a CommonMark tree, in order. */
export function outlineOfTree(tree: MdNode): Outline {
  const headings: Heading[] = [];
  const code: CodeBlock[] = [];
  visit(tree, (node: MdNode) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') {
      const text = toString((node.children ?? []).filter((c) => !NOT_TEXT.has(c.type)) as never).trim();
      headings.push({line, depth: node.depth ?? 0, text});
    } else if (node.type === 'code') {
      code.push({lang: node.lang ?? null, meta: node.meta ?? null, value: node.value ?? '', line});
    }
  });
  return {headings, code};
}

/** A parsed source: its lines, which of them lie in a paragraph (index 0 = line 1), and its outline. */
interface Parsed {
  lines: string[];
  prose: boolean[];
  outline: Outline;
}

/** A paragraph line whose edit keeps every block: nothing before a letter but the quote and indent prefix. */
const PROSE_LINE = /^([ \t>]*)\p{L}/u;

/** Whether line `i` of `before` may become `after` without changing a block (`prose[i]`: in a paragraph). */
function proseEdit(before: string, after: string, inParagraph: boolean): boolean {
  if (!inParagraph) return false;
  const a = PROSE_LINE.exec(before)?.[1];
  return a !== undefined && a === PROSE_LINE.exec(after)?.[1];
}

/** `prev` for lines that add letter-first lines after a closed block, or drop paragraph lines, at the end. */
function tailEdit(prev: Parsed, lines: string[]): Parsed | undefined {
  const n = Math.min(prev.lines.length, lines.length);
  for (let i = 0; i < n; i += 1) if (prev.lines[i] !== lines[i]) return undefined;
  if (lines[n - 1] !== '') return undefined;
  if (lines.length < prev.lines.length) {
    const removed = prev.lines.slice(n).every((line, i) => line === '' || prev.prose[n + i]);
    return removed ? {lines, prose: prev.prose.slice(0, n), outline: prev.outline} : undefined;
  }
  let last = n - 1;
  while (last >= 0 && prev.lines[last].trim() === '') last -= 1;
  if (last >= 0 && !prev.prose[last] && !prev.outline.headings.some((h) => h.line === last + 1))
    return undefined;
  const added = lines.slice(n);
  if (!added.every((line) => line === '' || /^\p{L}/u.test(line))) return undefined;
  return {lines, prose: [...prev.prose, ...added.map((line) => line !== '')], outline: prev.outline};
}

/** `prev` carried over to `lines` when the edit keeps every block, else undefined. */
function carryOver(prev: Parsed, lines: string[]): Parsed | undefined {
  if (lines.length !== prev.lines.length) return tailEdit(prev, lines);
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i] !== prev.lines[i] && !proseEdit(prev.lines[i], lines[i], prev.prose[i])) return undefined;
  }
  return {lines, prose: prev.prose, outline: prev.outline};
}

function parse(source: string, lines: string[]): Parsed {
  const tree = parseMarkdown(source);
  const prose = lines.map(() => false);
  visit(tree, 'paragraph', (node: MdNode) => {
    for (let line = node.position!.start.line; line <= node.position!.end.line; line += 1)
      prose[line - 1] = true;
  });
  return {lines, prose, outline: outlineOfTree(tree)};
}

/** Texts read, least recently used first: every page and a few edits (128, as memoByText keeps). */
const recent = new Map<string, Parsed>();
const RECENT = 128;

/**
 * The headings and code blocks of `source` (CommonMark, YAML front matter); an edit that cannot change a
 * block keeps the outline read before, unparsed (README; PERF-18: `npm start` reads all pages per edit).
 */
export function outline(source: string): Outline {
  let parsed = recent.get(source);
  if (parsed) {
    recent.delete(source);
  } else {
    const lines = source.split('\n');
    for (const prev of [...recent.values()].reverse()) if ((parsed = carryOver(prev, lines))) break;
    parsed ??= parse(source, lines);
    if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  }
  recent.set(source, parsed);
  return parsed.outline;
}

/** Each heading of `source` in order, so code and front matter hold none. */
export const headings = (source: string): readonly Heading[] => outline(source).headings;
