/**
 * Remark plugin (MDX 1): Markdown tables, lists, paragraphs and blockquotes that hold nothing interactive become
 * static islands (src/components/StaticIsland), so React does not walk their elements when it hydrates a page
 * (PERF-9 in REQUIREMENTS.md).
 *
 * How: such a node gets `data.hName = 'island-<tag>'` (e.g. `island-table`), so MDX 1 emits
 * `<island-table>` instead of `<table>`; src/theme/MDXComponents maps each `island-<tag>` to a StaticIsland
 * rendering that same tag. The server HTML is the same `<table>` as before; only the hydration differs.
 *
 * Which nodes: the largest subtrees made only of text, inline code, emphasis, links, line breaks, lists without
 * task-list check boxes, tables and blockquotes, with at least `MIN_NODES` nodes (below that an island costs
 * React about as much as the elements it saves). Anything else inside (a code block with its copy button, JSX,
 * an image, a heading with its hash link) keeps the node out, and its static parts are looked at one by one.
 * Paragraphs in list items are left alone: a tight list renders them without their `<p>`.
 * Links inside an island still navigate client-side and are prefetched as `<Link>`'s are
 * (src/components/StaticIsland/islandLinks.ts).
 *
 * On a move to Docusaurus 3 (MDX 2+) the names stay valid (mdast-util-to-hast honours `hName`), but JSX nodes
 * become `mdxJsxFlowElement`/`mdxJsxTextElement`: those are not in the list below, so they keep a node out as now.
 */
import visit from 'unist-util-visit';
import type {MdNode} from '../../plugins/markdown/mdastNode';

/** Node types an island may contain. */
const STATIC_TYPES = new Set([
  'paragraph',
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'break',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'blockquote',
]);

/** Node types that become an island, and the HTML tag each renders. */
function islandTag(node: MdNode): string | undefined {
  switch (node.type) {
    case 'table':
      return 'table';
    case 'list':
      return node.ordered ? 'ol' : 'ul';
    case 'paragraph':
      return 'p';
    case 'blockquote':
      return 'blockquote';
    default:
      return undefined;
  }
}

/**
 * Smallest subtree (counted in mdast nodes, the node itself included) made an island. A table row with two
 * cells is about 5 nodes; a paragraph with one link, 4. A judgement, not a measurement: each island adds a
 * component with its hooks, and each mdast node saves one or two React fibers; what islands bought is in
 * PERFORMANCE.md.
 */
export const MIN_NODES = 8;

/** The size of a static subtree in nodes, or undefined when something in it is not static. */
function staticSize(node: MdNode): number | undefined {
  if (!STATIC_TYPES.has(node.type)) return undefined;
  // GFM task-list items (`- [x] done`) carry a check box that theme-classic's MDXUl styles: not an island.
  if (node.type === 'listItem' && node.checked != null) return undefined;
  let size = 1;
  for (const child of node.children ?? []) {
    const childSize = staticSize(child);
    if (childSize === undefined) return undefined;
    size += childSize;
  }
  return size;
}

/** Marks the largest static subtrees of `tree` (see the file comment); nothing inside a static one is visited. */
function markIslands(tree: MdNode): void {
  visit(tree, (node: MdNode, _index, parent) => {
    const tag = parent && islandTag(node);
    const size =
      tag && !(parent.type === 'listItem' && node.type === 'paragraph') ? staticSize(node) : undefined;
    if (!tag || size === undefined) return visit.CONTINUE;
    if (size >= MIN_NODES) node.data = {...node.data, hName: `island-${tag}`};
    return visit.SKIP;
  });
}

/** The remark plugin (no options): marks the static islands of each MDX file's tree in place. */
export default function remarkStaticIslands() {
  return (tree: MdNode): void => markIslands(tree);
}
