/** Wrap-swizzle of `@theme/SearchPage`: the title gets the site's suffix (" | React Figma"). */
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
