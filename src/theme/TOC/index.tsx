/**
 * Wrap-swizzle of `@theme/TOC` (the "on this page" column).
 * Why: on blog posts Docusaurus 2 renders this column outside every landmark (axe `region`), so screen-reader
 * users cannot reach it by landmark. Wrapping it in a labelled <nav> fixes that on blog posts and docs alike.
 * The nav fills the column's height so the table of contents stays sticky. Props are passed through unchanged.
 */
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
