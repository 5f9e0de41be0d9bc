/**
 * Wrap-swizzle of `@theme/MDXComponents` (the components MDX elements render with).
 * Why: src/remark/static-islands renames static Markdown tables, lists, paragraphs and blockquotes to
 * `island-<tag>`; each maps here to a StaticIsland rendering that tag, so hydration keeps their server HTML
 * (PERF-9). Every other entry is the theme's own.
 */
import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import StaticIsland, {type IslandTag} from '../../components/StaticIsland';

type IslandElementProps = Omit<React.ComponentProps<typeof StaticIsland>, 'as'>;

/** The MDX component for `island-<tag>`: a StaticIsland of that tag. */
function islandOf(tag: IslandTag): (props: IslandElementProps) => JSX.Element {
  function MarkdownIsland(props: IslandElementProps): JSX.Element {
    return <StaticIsland as={tag} {...props} />;
  }
  MarkdownIsland.displayName = `MarkdownIsland(${tag})`;
  return MarkdownIsland;
}

export default {
  ...MDXComponents,
  'island-table': islandOf('table'),
  'island-ul': islandOf('ul'),
  'island-ol': islandOf('ol'),
  'island-p': islandOf('p'),
  'island-blockquote': islandOf('blockquote'),
};
