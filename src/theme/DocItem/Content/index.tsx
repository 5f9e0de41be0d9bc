/**
 * Wrap-swizzle of `@theme/DocItem/Content` (the doc's title and body).
 * Why: "Copy page" and "View as Markdown" sit beside every doc's and API page's title; the stock component has
 * no slot there. They are rendered as a row just before the stock content (right above the title), so the stock
 * markup stays untouched.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/theme-common/internal';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
