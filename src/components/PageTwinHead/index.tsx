/**
 * Head tags that tie a page to what the llms plugin (src/plugins/llms) writes for it at build time: the
 * `<link rel="alternate" type="text/markdown">` to its Markdown twin, and its own social card as og:image and
 * twitter:image with size and alt text. Rendered after the stock page metadata, so these
 * og:image/twitter:image tags replace the site-wide card (react-helmet keeps the last tag of each property).
 *
 * Props: `permalink`, the page's route (`/docs/api/frame`); `title`, the page title the card shows.
 * Server-rendered into <head> only: it adds no markup to the page body and nothing to hydrate.
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
