/**
 * Ejected `@theme/CodeBlock` (theme-classic 2.4.3), the same component without its remount after hydration.
 * Part of the code highlighting owned by src/plugins/code-highlighting (Prism build, palettes, their CSS; see
 * its README): this swizzle only works because that plugin makes the colours CSS classes.
 *
 * Why: stock renders every code block with `key={String(isBrowser)}`, so each block is built on the server,
 * hydrated, then thrown away and built again (Prism tokenising included) once the browser knows the colour
 * mode, because its token colours were inline styles. Our colours are CSS classes switched by `[data-theme]`
 * (src/plugins/code-highlighting/css.ts, config `prism.theme` has no colours), so the server markup is right in
 * both modes and one build is enough. What that saved is in
 * src/plugins/code-highlighting/README.md.
 *
 * Props: those of `@theme/CodeBlock` (`children` as a string or elements, `className`, `metastring`, `title`,
 * `language`, `showLineNumbers`). String children go to the highlighted view; element children (e.g. MDX
 * with links inside) to the plain one, as in stock.
 *
 * On Docusaurus 3: theme-classic 3 still remounts code blocks after hydration; port this eject to its CodeBlock
 * only together with src/plugins/code-highlighting (see its README), and compare the two line by line.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from './StringContent';
import type {Props} from '@theme/CodeBlock';

/** Joins string children into one string (copyable); leaves children that hold elements as they are. */
function joinedText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): JSX.Element {
  const content = joinedText(children);
  if (typeof content === 'string') return <StringContent {...props}>{content}</StringContent>;
  return <ElementContent {...props}>{content}</ElementContent>;
}
