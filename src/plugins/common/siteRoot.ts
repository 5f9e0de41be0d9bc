import path from 'node:path';

/** The site's folder (where docusaurus.config.ts is), for build code, scripts and tests alike. */
export const SITE_ROOT = path.resolve(__dirname, '..', '..', '..');
