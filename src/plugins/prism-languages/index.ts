/**
 * prism-languages: bundles src/prism/prism.ts (Prism core + the grammars our fences use) in place of
 * prism-react-renderer's vendored Prism with ~30 grammars, which theme-classic's `prism-include-languages` client
 * module puts into main.js on every page.
 *
 * Both ways in are caught: `prism-react-renderer/prism` (theme-classic) and `../prism/index.js` (prism-react-
 * renderer's own `defaultProps.Prism`), so the code blocks and `additionalLanguages` share one Prism object.
 * Docusaurus 2 has no option for this, hence webpack's NormalModuleReplacementPlugin through `configureWebpack`,
 * as in src/plugins/spec-navigation.
 */
import path from 'node:path';
import {NormalModuleReplacementPlugin} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Our Prism build (TypeScript: goes through the site's jsLoader like any src/ file). */
export const PRISM_MODULE = path.resolve(__dirname, '../../prism/prism.ts');

type ResolveData = {context?: string; request: string};

/**
 * True when a webpack request asks for prism-react-renderer's vendored Prism.
 * @param vendoredDir absolute path of `prism-react-renderer/prism` as installed.
 */
export function isVendoredPrism(vendoredDir: string, {context, request}: ResolveData): boolean {
  if (request === 'prism-react-renderer/prism') return true;
  if (!request.startsWith('.')) return false;
  return path.dirname(path.resolve(context ?? '', request)) === vendoredDir;
}

export default function prismLanguagesPlugin(_context: LoadContext): Plugin {
  const vendoredDir = path.dirname(require.resolve('prism-react-renderer/prism'));
  return {
    name: 'prism-languages',
    configureWebpack() {
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/(^prism-react-renderer\/prism|\/prism\/index(\.cjs)?\.js)$/, (resolveData: ResolveData) => {
            if (isVendoredPrism(vendoredDir, resolveData)) resolveData.request = PRISM_MODULE;
          }),
        ],
      };
    },
  };
}
