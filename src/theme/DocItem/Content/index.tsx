/**
 * Wrap-swizzle of `@theme/DocItem/Content` (the doc's title and body).
 * Why: every doc and API page gets, from src/plugins/llms's build output,
 * - "Copy page" and "View as Markdown" in a row right above its title (the stock component has no slot there),
 * - head tags linking its Markdown twin and its own social card (PageTwinHead).
 * Both live in this one wrapper rather than also wrapping DocItem/Metadata: one module less on every doc's
 * first load. The stock content is rendered unchanged after them.
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
