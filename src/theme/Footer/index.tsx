/** Wrap-swizzle of `@theme/Footer`: a static island (PERF-12), then the page-end marker (PERF-17). */
import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import StaticIsland from '../../components/StaticIsland';
import {PAGE_END_ID} from '../../plugins/first-paint/client/pageEnd';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): JSX.Element {
  return (
    <>
      <StaticIsland>
        <Footer {...props} />
      </StaticIsland>
      <div id={PAGE_END_ID} />
    </>
  );
}
