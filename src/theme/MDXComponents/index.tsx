/** Wrap-swizzle of `@theme/MDXComponents`: each `island-<tag>` renders as a StaticIsland (PERF-9). */
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
