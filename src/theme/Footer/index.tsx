/** Wrap-swizzle of `@theme/Footer`: a static island, no fibers to hydrate (PERF-12); links still route. */
import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import StaticIsland from '../../components/StaticIsland';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): JSX.Element {
  return (
    <StaticIsland>
      <Footer {...props} />
    </StaticIsland>
  );
}
