/** Remark plugin (MDX 1, PERF-9): static Markdown becomes `island-<tag>` nodes; which and why: README.md. */
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

/** Smallest subtree made an island, in mdast nodes: a judgement (each island adds a component with hooks). */
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

/** Marks the largest static subtrees of `tree` (README.md); nothing inside a static one is visited. */
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
