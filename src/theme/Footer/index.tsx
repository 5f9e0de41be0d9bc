/**
 * Wrap-swizzle of `@theme/Footer` (the site footer, on every page).
 * Why (PERF-12 in REQUIREMENTS.md): the footer is static (links, a logo, the copyright line) but React walked
 * about 90 fibers of it in the hydration of every page, on a phone's first load the one task we cannot split.
 * As a static island (src/components/StaticIsland) hydration keeps its server HTML and creates no fibers for it;
 * its internal links still route client-side and are prefetched, through the island's delegated handlers.
 * What the theme's footer does after hydration without this: its logo's `ThemedImage` drops the image of the
 * other colour mode; the island keeps both, and the theme's `themedImage--light`/`--dark` CSS shows one.
 * Props are passed through unchanged.
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
