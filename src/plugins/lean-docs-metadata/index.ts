/** lean-docs-metadata: the docs version metadata every doc page loads, without descriptions (README.md). */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The version metadata module plugin-content-docs 2.4.3 writes (lib/routes.js, `createData`). */
export const VERSION_METADATA_PROP =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]version-[^\\/]+-metadata-prop-[0-9a-f]+\.json$/;

/** The loader that trims it (./loader.ts); a path, as webpack loaders are resolved by file. */
export const LEAN_METADATA_LOADER = path.join(__dirname, 'loader.ts');

export default function leanDocsMetadataPlugin(): Plugin {
  return {
    name: 'lean-docs-metadata',
    configureWebpack() {
      return {module: {rules: [{test: VERSION_METADATA_PROP, use: [LEAN_METADATA_LOADER]}]}};
    },
  };
}
