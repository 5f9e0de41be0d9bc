/**
 * The two sites the bench compares and the page it measures for each route kind: one list for `npm run bench`
 * (./bench.ts).
 *
 * The stock site has no API page and no playground; its doc page stands in on those rows. The playground is a
 * route kind of the phone runs only (PHONE_ROUTE_ROWS).
 */
import type {NavigationCase} from './navigation';
import {STOCK_TEMPLATE} from './stockSite';

/** The route kinds of every Lighthouse kind of run (PERF-6 names these four). */
export const ROUTE_ROWS = ['home', 'doc', 'api', 'blog'] as const;
/** The phone runs add the playground (PERF-12). */
export const PHONE_ROUTE_ROWS = [...ROUTE_ROWS, 'playground'] as const;
export type PhoneRouteRow = (typeof PHONE_ROUTE_ROWS)[number];

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
