/**
 * Ejected `@theme/CodeBlock` (theme-classic 2.4.3) without the remount after hydration: the colours are CSS
 * classes (src/plugins/code-highlighting).
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
