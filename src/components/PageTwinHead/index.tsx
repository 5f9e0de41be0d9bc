/**
 * Head tags tying a page to its llms outputs: the `text/markdown` alternate link and its own social card.
 * Rendered after the stock metadata, so they replace the site-wide card (react-helmet keeps the last tag).
 * Head only: nothing to hydrate.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../plugins/llms/client/paths';
import {CARD_HEIGHT, CARD_WIDTH, cardAlt, cardPath} from '../../plugins/social-cards/client/paths';

export interface PageTwinHeadProps {
  permalink: string;
  title: string;
}

export default function PageTwinHead({permalink, title}: PageTwinHeadProps): JSX.Element {
  const twin = useBaseUrl(twinPath(permalink), {absolute: true});
  const card = useBaseUrl(cardPath(permalink), {absolute: true});
  const alt = cardAlt(title);
  const og = {
    'og:image': card,
    'og:image:width': CARD_WIDTH,
    'og:image:height': CARD_HEIGHT,
    'og:image:alt': alt,
  };
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twin} />
      {Object.entries(og).map(([property, content]) => (
        <meta key={property} property={property} content={String(content)} />
      ))}
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
