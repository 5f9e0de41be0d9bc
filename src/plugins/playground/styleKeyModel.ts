/** The inspector's style keys (INSP-2): the typings' keys, each with its sentence on the Styling page. */
import {parseMarkdown} from '../markdown/parse';
import toString from 'mdast-util-to-string';
import visit from 'unist-util-visit';
// Docusaurus 2.4.3's heading ids, from the module that makes them.
import {createSlugger} from '@docusaurus/utils/lib/slugger';
import type {StyleKey} from './client/styleKeys';
import type {StyleKeyModel} from '../react-figma-api/client/types';
import {memoByText} from '../common/memoByText';

export type {StyleKey};

/** One row of a Styling page table with `Key` and `Type` columns, one key of its Key cell. */
export interface StyleKeyRow {
  key: string;
  /** The id of the H2 the table is under (H3 subsections included). */
  section: string;
  /** The Type cell's text. */
  type: string;
  /** The last cell's text (What Yoga does with it, Maps to). */
  description: string;
}

/** An mdast node, as far as it is read here (each mdast-util package pins its own @types/mdast). */
interface Node {
  type: string;
  depth?: number;
  value?: string;
  children?: Node[];
}

/** Heading content that Docusaurus 2.4.3 leaves out of a heading's id: inline HTML and JSX. */
const NOT_TEXT = new Set(['html', 'jsx', 'mdxJsxTextElement']);

const text = (node: Node | undefined) => (node ? toString(node as never).trim() : '');

/** The key tables of the Styling page's source, in page order: every key of every `Key` | `Type` table. */
export const styleKeyTables = memoByText(readTables, 4);

function readTables(mdxText: string): StyleKeyRow[] {
  const tree = parseMarkdown(mdxText, {gfm: true}) as Node;
  const slugger = createSlugger();
  const out: StyleKeyRow[] = [];
  let section: string | undefined;
  // Every heading is slugged, in document order, as Docusaurus numbers repeated ids.
  visit(tree as never, (node: Node) => {
    if (node.type === 'heading') {
      const id = slugger.slug(
        text({type: 'root', children: (node.children ?? []).filter((c) => !NOT_TEXT.has(c.type))}),
      );
      if (node.depth === 2) section = id;
      return;
    }
    if (node.type !== 'table' || !section) return;
    const [head, ...rows] = node.children ?? [];
    const columns = (head?.children ?? []).map(text);
    const keyAt = columns.indexOf('Key');
    const typeAt = columns.indexOf('Type');
    if (keyAt < 0 || typeAt < 0) return;
    for (const row of rows) {
      const cells = row.children ?? [];
      for (const c of cells[keyAt]?.children ?? []) {
        if (c.type !== 'inlineCode') continue;
        out.push({
          key: c.value!,
          section,
          type: text(cells[typeAt]),
          description: text(cells[cells.length - 1]),
        });
      }
    }
  });
  return out;
}

/** The typings' keys (`keys`), each with the sentence of its row in its section of the page, or none. */
export function styleKeys(keys: readonly StyleKeyModel[], mdxText: string): StyleKey[] {
  const rows = styleKeyTables(mdxText);
  return keys.map((k) => ({
    ...k,
    description: rows.find((r) => r.section === k.section && r.key === k.key)?.description ?? '',
  }));
}
