/**
 * The style keys the inspector's panel offers (INSP-2), read from the key tables of the Styling page
 * (docs/styling.mdx), split as the page splits them: Yoga's layout keys and the keys that become Figma props.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {frontmatter} from 'micromark-extension-frontmatter';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import toString from 'mdast-util-to-string';
import visit from 'unist-util-visit';
// The module alone, not the package's index (which needs Node): Docusaurus 2.4.3's heading ids.
import {createSlugger} from '@docusaurus/utils/lib/slugger';
import {controlFor, type Control} from './controls';

/** One row of a key table, one key of its Key cell. */
export interface StyleKey {
  key: string;
  /** `yoga` for the layout keys, `figma` for the keys React Figma turns into Figma node properties. */
  group: 'yoga' | 'figma';
  /** The id Docusaurus gives the section's H2, e.g. `layout-keys-yoga-flexbox`. */
  section: string;
  /** The Type cell's text: `number`, `dimension`, `'row', 'column'`, `number or string`. */
  type: string;
  /** The last cell's text (What Yoga does with it, Maps to). */
  description: string;
}

/** The page's H2s whose tables list style keys, and the group of their keys. */
export const STYLE_SECTIONS: Record<string, StyleKey['group']> = {
  'Layout keys (Yoga flexbox)': 'yoga',
  'Fill keys': 'figma',
  'Border keys': 'figma',
  'Effect and blend keys': 'figma',
  'Text keys': 'figma',
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
 * The style keys of `mdxText` (the Styling page's source), in page order: every row of every table with a
 * `Key` and a `Type` column under an H2 of STYLE_SECTIONS, up to the next H2 (so H3s such as Shadows count).
 * A key listed twice in one group (`fillStyleId` under Fill keys and Text keys) is kept once, where it first
 * appears. @throws Error when a section of STYLE_SECTIONS is missing or has no key table: the page changed.
 */
export function styleKeyModel(mdxText: string): StyleKey[] {
  const tree = fromMarkdown(mdxText, {
    extensions: [frontmatter(['yaml']), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
  }) as Node;
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
    const group = STYLE_SECTIONS[title];
    for (const row of rows) {
      const cells = row.children ?? [];
      const keys = (cells[keyAt]?.children ?? []).filter((c) => c.type === 'inlineCode').map((c) => c.value!);
      for (const key of keys) {
        if (seen.has(`${group} ${key}`)) continue;
        seen.add(`${group} ${key}`);
        const description = text(cells[cells.length - 1]);
        out.push({key, group, section: id, type: text(cells[typeAt]), description});
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

/** The Type cell's members: split at the commas and ` or `s outside braces and brackets. */
function cellMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i += 1) {
    if ('{[('.includes(type[i])) depth += 1;
    else if ('}])'.includes(type[i])) depth -= 1;
    const split = type[i] === ',' ? 1 : /^ or /.test(type.slice(i, i + 4)) ? 4 : 0;
    if (depth === 0 && split) {
      members.push(type.slice(start, i));
      start = i + split;
      i += split - 1;
    }
  }
  members.push(type.slice(start));
  return members.map((m) => m.trim()).filter(Boolean);
}

/** `'100' to '900' (in steps of 100)` as its values; other members as they are. */
function expandRange(member: string): string[] {
  const m = /^'(\d+)' to '(\d+)' \(in steps of (\d+)\)$/.exec(member);
  if (!m) return [member];
  const [from, to, step] = m.slice(1).map(Number);
  const out: string[] = [];
  for (let v = from; v <= to && step > 0; v += step) out.push(`'${v}'`);
  return out;
}

/**
 * The control for a style key, from its Type cell, through controlFor: quoted values → select (a range
 * `'100' to '900' (in steps of 100)` spelled out), `number` and `dimension` (px or a percentage string) and
 * `number` or `string` → number, `string` → text (color for a key ending in Color/color), anything else
 * (objects, lists, several kinds) → code.
 */
export function styleControlFor(k: StyleKey): Control {
  const members = cellMembers(k.type)
    .flatMap(expandRange)
    .map((m) => (m === 'dimension' ? 'number' : m));
  const kinds = new Set(members);
  const number = kinds.has('number') && [...kinds].every((m) => m === 'number' || m === 'string');
  return controlFor(k.key, number ? 'number' : members.join(' | '));
}
