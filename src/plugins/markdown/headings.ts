/** A Markdown or MDX source's headings: one reader for the playground's titles and the tables' anchors. */
import {commonMarkTree} from './parse';
import visit from 'unist-util-visit';
import toString from 'mdast-util-to-string';
import type {MdNode} from './mdastNode';
import {memoByText} from '../common/memoByText';

export interface Heading {
  /** 1-based line of the `#` in the source. */
  line: number;
  /** 1 for `#`, … 6 for `######`. */
  depth: number;
  /** Plain text: code spans, links, emphasis unwrapped; inline HTML and JSX tags dropped, text kept. */
  text: string;
}

/** Inline HTML and JSX do not count toward a heading's text (Docusaurus 2.4.3's heading ids omit them). */
const NOT_TEXT = new Set(['html', 'jsx', 'mdxJsxTextElement']);

/** Each heading of `source` in order, parsed as codeFences parses, so code and front matter hold none. */
export const headings = memoByText(readHeadings);

function readHeadings(source: string): Heading[] {
  const tree = commonMarkTree(source) as MdNode;
  const out: Heading[] = [];
  visit(tree, 'heading', (node: MdNode) => {
    const text = toString((node.children ?? []).filter((c) => !NOT_TEXT.has(c.type)) as never).trim();
    out.push({line: node.position?.start.line ?? 0, depth: node.depth ?? 0, text});
  });
  return out;
}
