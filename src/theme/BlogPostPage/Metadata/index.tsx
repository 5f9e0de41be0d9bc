/**
 * Wrap-swizzle of `@theme/BlogPostPage/Metadata` (a blog post's <head> tags).
 * Why: each post links its Markdown twin and shows its own social card (src/plugins/llms writes both at build
 * time); the stock metadata knows neither. The stock tags are kept and ours follow them.
 */
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
