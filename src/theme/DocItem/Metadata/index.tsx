/**
 * Wrap-swizzle of `@theme/DocItem/Metadata` (a doc page's <head> tags).
 * Why: each doc and API page links its Markdown twin and shows its own social card (src/plugins/llms writes both
 * at build time); the stock metadata knows neither. The stock tags are kept and ours follow them.
 */
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/theme-common/internal';
import PageTwinHead from '@site/src/components/PageTwinHead';

export default function DocItemMetadataWrapper(): JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <PageTwinHead permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
