/** Wrap-swizzle of `@theme/BlogPostPage/Metadata`: stock tags, then the post's Markdown twin and card. */
import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import PageTwinHead from '../../../components/PageTwinHead';

export default function BlogPostPageMetadataWrapper(): JSX.Element {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <PageTwinHead permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
