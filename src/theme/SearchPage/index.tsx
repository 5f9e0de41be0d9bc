/**
 * Wrap-swizzle of `@theme/SearchPage`: a title template adds the site's title suffix the plugin's page leaves
 * out ("Search the documentation | React Figma"). Props pass through.
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
