/** Wrap-swizzle of `@theme/TOC`: a labelled `<nav>` (axe `region` on blog posts), full height. */
import React from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): JSX.Element {
  return (
    <nav aria-label="On this page" style={{height: '100%'}}>
      <TOC {...props} />
    </nav>
  );
}
