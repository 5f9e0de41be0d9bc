/**
 * Wrap-swizzle of `@theme/Footer`: the footer as a static island (src/components/StaticIsland), so hydration
 * creates no fibers for it (PERF-12); its links still route and prefetch. Props pass through.
 */
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
