/**
 * Wrap-swizzle of `@theme/DocItem/Content`: "Copy page" and "View as Markdown" above the title and the head
 * tags of the Markdown twin and social card (src/plugins/llms), in one wrapper for one module less per doc.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/theme-common/internal';
import CopyPage from '../../../components/CopyPage';
import PageTwinHead from '../../../components/PageTwinHead';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageTwinHead permalink={metadata.permalink} title={metadata.title} />
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
