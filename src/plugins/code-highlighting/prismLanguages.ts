/**
 * The webpack side of the code highlighting: which Prism is bundled, where, and with which grammars.
 *
 * 1. prism-react-renderer ships its own Prism with ~30 grammars; ./client/prism.ts (core + the grammars our fences
 *    use) replaces it. Both ways in are caught: `prism-react-renderer/prism` and `../prism/index.js` inside
 *    prism-react-renderer's dist (`Highlight.defaultProps.Prism`).
 * 2. Prism is not part of main.js (PERF-8). Stock theme-classic imports it from its `prism-include-languages`
 *    client module, on every page; that module is emptied here, and the browser loads Prism on demand
 *    (./client/prismOnDemand.ts). In the client build prism-react-renderer's default Prism becomes ./client/plainPrism.ts; in
 *    the server build it is ./client/prism.ts and ./client/prismOnDemand.ts becomes ./client/prismOnDemand.server.ts, so the static
 *    HTML is highlighted without waiting.
 * 3. theme-classic's narrowing of `require(\`prismjs/components/prism-${lang}\`)` is mended: for an empty
 *    `additionalLanguages` its regex is `^./()$`, which matches `./` and bundles prismjs's Node loader
 *    (components/index.js + components.js, 8 KB gzip). Ours matches exactly the listed languages, or nothing,
 *    and runs after the theme's (site plugins come after presets), so it wins.
 *
 * Docusaurus 2 has no option for any of this, hence webpack's NormalModuleReplacementPlugin and
 * ContextReplacementPlugin through `configureWebpack`; tests/unit/code-highlighting-bundle.test.ts pins the requests.
 */
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

/** theme-classic's client module that imports Prism into main.js (an absolute path in the client modules list). */
export const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** The request src/theme/CodeBlock makes for the on-demand Prism. */
export const PRISM_ON_DEMAND_REQUEST = /code-highlighting[\\/]client[\\/]prismOnDemand$/;

/**
 * True when a webpack request asks for prism-react-renderer's vendored Prism.
 * @param vendoredDir absolute path of `prism-react-renderer/prism` as installed.
 */
export function isVendoredPrism(vendoredDir: string, {context, request}: ResolveData): boolean {
  if (request === 'prism-react-renderer/prism') return true;
  if (!request.startsWith('.')) return false;
  return path.dirname(path.resolve(context ?? '', request)) === vendoredDir;
}

/**
 * The request regex of the `prismjs/components` context: exactly `./prism-<lang>` for each listed language.
 * @param additionalLanguages `themeConfig.prism.additionalLanguages`, e.g. ['ini'].
 */
export function additionalLanguagesRegExp(additionalLanguages: readonly string[]): RegExp {
  if (additionalLanguages.length === 0) return /(?!)/; // matches no request
  const escaped = additionalLanguages.map((lang) => lang.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\./prism-(${escaped.join('|')})$`);
}

/**
 * The webpack plugins for one build (see the file comment).
 * @param isServer true for the server (static HTML) build, false for the client build.
 */
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
