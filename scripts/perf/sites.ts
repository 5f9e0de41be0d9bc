/**
 * The two sites the bench compares and the page it measures for each route kind: one list for `npm run bench`
 * (./bench.ts) and `npm run bench:trace` (./trace.ts), so both measure the same pages.
 *
 * The stock site has no API page and no playground; its doc page stands in on those rows. The playground is a
 * route kind of the phone runs only (PHONE_ROUTE_ROWS).
 */
import type {NavigationCase} from './navigation';
import type {PhoneRouteRow} from './report';
import {STOCK_TEMPLATE} from './stockSite';

export interface SitePlan {
  label: string;
  /** The site's folder (its package.json, docusaurus.config and build/). */
  dir: string;
  routes: Record<PhoneRouteRow, string>;
  navigation: Omit<NavigationCase, 'from'> & {fromPath: string};
}

export const OURS: Omit<SitePlan, 'dir'> = {
  label: 'React Figma',
  routes: {
    home: '/',
    doc: '/docs/installation',
    api: '/docs/api/frame',
    blog: '/blog',
    playground: '/playground',
  },
  navigation: {fromPath: '/docs/installation', linkHref: '/docs/configure', heading: 'Configuration'},
};

export const STOCK: Omit<SitePlan, 'dir'> = {
  label: `stock ${STOCK_TEMPLATE}`,
  routes: {home: '/', doc: '/docs/intro', api: '/docs/intro', blog: '/blog', playground: '/docs/intro'},
  navigation: {
    fromPath: '/docs/tutorial-basics/create-a-document',
    linkHref: '/docs/tutorial-basics/create-a-page',
    heading: 'Create a Page',
  },
};
