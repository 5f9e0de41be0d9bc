/** The Styling page's style keys (docs/styling.mdx), split as it splits them: Yoga's and Figma's (INSP-2). */
import {parseMarkdown} from '../markdown/parse';
import toString from 'mdast-util-to-string';
import visit from 'unist-util-visit';
// Docusaurus 2.4.3's heading ids, from the module that makes them.
import {createSlugger} from '@docusaurus/utils/lib/slugger';
import type {StyleKey} from './client/styleKeys';
import {memoByText} from '../common/memoByText';

export type {StyleKey};

/** The page's H2s listing style keys: their group, and the react-figma style interface declaring them. */
export const STYLE_SECTIONS: Record<string, Pick<StyleKey, 'group' | 'declaredBy'>> = {
  'Layout keys (Yoga flexbox)': {group: 'yoga', declaredBy: 'YogaStyleProperties'},
  'Fill keys': {group: 'figma', declaredBy: 'GeometryStyleProperties'},
  'Border keys': {group: 'figma', declaredBy: 'BorderStyleProperties'},
  'Effect and blend keys': {group: 'figma', declaredBy: 'BlendStyleProperties'},
  'Text keys': {group: 'figma', declaredBy: 'TextStyleProperties'},
};

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

/**
 * The style keys of the Styling page's source, in page order: rows of tables with `Key` and `Type` columns
 * under an H2 of STYLE_SECTIONS; a key twice in a group is kept once. @throws Error when a section or its
 * table is missing.
 */
export const styleKeyModel = memoByText(readStyleKeys, 4);

function readStyleKeys(mdxText: string): StyleKey[] {
  const tree = parseMarkdown(mdxText, {gfm: true}) as Node;
  const slugger = createSlugger();
  const out: StyleKey[] = [];
  const seen = new Set<string>();
  const found = new Set<string>();
  let section: {title: string; id: string} | undefined;
  const readTable = (table: Node, {title, id}: {title: string; id: string}) => {
    const [head, ...rows] = table.children ?? [];
    const columns = (head?.children ?? []).map(text);
    const keyAt = columns.indexOf('Key');
    const typeAt = columns.indexOf('Type');
    if (keyAt < 0 || typeAt < 0) return;
    found.add(title);
    const {group, declaredBy} = STYLE_SECTIONS[title];
    for (const row of rows) {
      const cells = row.children ?? [];
      const keys = (cells[keyAt]?.children ?? []).filter((c) => c.type === 'inlineCode').map((c) => c.value!);
      for (const key of keys) {
        if (seen.has(`${group} ${key}`)) continue;
        seen.add(`${group} ${key}`);
        const description = text(cells[cells.length - 1]);
        out.push({key, group, declaredBy, section: id, type: text(cells[typeAt]), description});
      }
    }
  };
  // Every heading is slugged, in document order, as Docusaurus numbers repeated ids.
  visit(tree as never, (node: Node) => {
    if (node.type === 'heading') {
      const title = text({
        type: 'root',
        children: (node.children ?? []).filter((c) => !NOT_TEXT.has(c.type)),
      });
      const id = slugger.slug(title);
      if (node.depth === 2) section = title in STYLE_SECTIONS ? {title, id} : undefined;
      return;
    }
    if (node.type === 'table' && section) readTable(node, section);
  });
  const missing = Object.keys(STYLE_SECTIONS).filter((s) => !found.has(s));
  if (missing.length) throw new Error(`styleKeyModel: no key table under the H2s ${missing.join(', ')}`);
  return out;
}
