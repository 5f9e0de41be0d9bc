/** The webpack side of code highlighting: which Prism is bundled, where, with which grammars (README.md). */
import path from 'node:path';
import {ContextReplacementPlugin, NormalModuleReplacementPlugin, type WebpackPluginInstance} from 'webpack';
import type {ResolveData} from '../common/importRedirect';
import type {LoadContext} from '@docusaurus/types';

/** Our Prism build (TypeScript: goes through the site's jsLoader like any src/ file). */
export const PRISM_MODULE = path.resolve(__dirname, 'client', 'prism.ts');
/** The grammar-less Prism the client build gets as prism-react-renderer's default. */
export const PLAIN_PRISM_MODULE = path.resolve(__dirname, 'client', 'plainPrism.ts');
/** What ./client/prismOnDemand.ts becomes in the server build. */
export const SERVER_PRISM_ON_DEMAND = path.resolve(__dirname, 'client', 'prismOnDemand.server.ts');
/** What theme-classic's `prism-include-languages` client module becomes. */
export const EMPTY_CLIENT_MODULE = path.resolve(__dirname, 'client', 'emptyClientModule.ts');

/** theme-classic's client module that puts Prism in main.js (an absolute path in the client modules list). */
const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** The request src/theme/CodeBlock makes for the on-demand Prism. */
const PRISM_ON_DEMAND_REQUEST = /code-highlighting[\\/]client[\\/]prismOnDemand$/;

/** True when a request asks for prism-react-renderer's vendored Prism (`vendoredDir`, absolute). */
export function isVendoredPrism(vendoredDir: string, {context, request}: ResolveData): boolean {
  if (request === 'prism-react-renderer/prism') return true;
  if (!request.startsWith('.')) return false;
  return path.dirname(path.resolve(context ?? '', request)) === vendoredDir;
}

/** The `prismjs/components` context regex: exactly `./prism-<lang>` per listed language. */
export function additionalLanguagesRegExp(additionalLanguages: readonly string[]): RegExp {
  if (additionalLanguages.length === 0) return /(?!)/; // matches no request
  const escaped = additionalLanguages.map((lang) => lang.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\./prism-(${escaped.join('|')})$`);
}

/** The webpack plugins for the server (`isServer`) or the client build. */
export function prismWebpackPlugins(context: LoadContext, isServer: boolean): WebpackPluginInstance[] {
  const vendoredDir = path.dirname(require.resolve('prism-react-renderer/prism'));
  const themeConfig = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  const languagesRegExp = additionalLanguagesRegExp(themeConfig.prism?.additionalLanguages ?? []);
  return [
    new NormalModuleReplacementPlugin(
      /(^prism-react-renderer\/prism|\/prism\/index(\.cjs)?\.js)$/,
      (resolveData: ResolveData) => {
        if (isVendoredPrism(vendoredDir, resolveData))
          resolveData.request = isServer ? PRISM_MODULE : PLAIN_PRISM_MODULE;
      },
    ),
    new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, EMPTY_CLIENT_MODULE),
    ...(isServer ? [new NormalModuleReplacementPlugin(PRISM_ON_DEMAND_REQUEST, SERVER_PRISM_ON_DEMAND)] : []),
    new ContextReplacementPlugin(/prismjs[\\/]components$/, languagesRegExp),
  ];
}
