/** A snapshot's layers outline and text alternative, for the build's figure and the playground's. */
import type {Layer} from '../protocol/messages';
import type {PreviewNode} from '../protocol/run';

/** The outline as `[type, name, x, y, width, height, children?, rotation?]` (../protocol/messages.ts). */
export function toLayers(nodes: PreviewNode[]): Layer[] {
  return nodes
    .filter((n) => n.props.visible !== false)
    .map((n) => {
      const t: Layer = [n.type, n.name, n.x, n.y, n.width, n.height];
      const rotation = typeof n.props.rotation === 'number' ? Math.round(n.props.rotation * 100) / 100 : 0;
      if (n.children.length || rotation) t.push(toLayers(n.children));
      if (rotation) t.push(rotation);
      return t;
    });
}

/** A one-sentence text alternative: the page and its top-level layers with their sizes. */
export function altText(page: PreviewNode): string {
  const count = (n: PreviewNode): number => n.children.reduce((s, c) => s + 1 + count(c), 0);
  const top = page.children
    .slice(0, 4)
    .map(
      (n) =>
        `${n.type.toLowerCase().replace('_', ' ')} "${n.name}" (${Math.round(n.width)}×${Math.round(n.height)})`,
    );
  const more = page.children.length > 4 ? ` and ${page.children.length - 4} more` : '';
  return `Figma page "${page.name}" as the example draws it: ${top.join(', ')}${more}; ${count(page)} layers in all.`;
}
