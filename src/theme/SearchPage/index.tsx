/**
 * Wrap-swizzle of `@theme/SearchPage` (@easyops-cn/docusaurus-search-local): the page sets its `<title>` to
 * "Search the documentation" (or 'Search results for "…"') without the site's title suffix that every other
 * page carries. A title template here formats whichever title the page sets, with the site's own delimiter
 * and title (the format of Docusaurus' own page titles), so `/search` reads "Search the documentation | React Figma".
 *
 * Props: those of the original page (none in practice), passed through.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-original/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPage>;

export default function SearchPageWrapper(props: Props): JSX.Element {
  const {title, titleDelimiter} = useDocusaurusContext().siteConfig;
  return (
    <>
      <Head titleTemplate={`%s ${titleDelimiter} ${title}`}>{null}</Head>
      <SearchPage {...props} />
    </>
  );
}
