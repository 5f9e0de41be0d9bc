/**
 * Bundles ./prism.ts (Prism core + the grammars our fences use) in place of
 * prism-react-renderer's vendored Prism with ~30 grammars, which theme-classic's `prism-include-languages` client
 * module puts into main.js on every page.
 *
 * Both ways in are caught: `prism-react-renderer/prism` (theme-classic) and `../prism/index.js` (prism-react-
 * renderer's own `defaultProps.Prism`), so the code blocks and `additionalLanguages` share one Prism object.
 * Docusaurus 2 has no option for this, hence webpack's NormalModuleReplacementPlugin through `configureWebpack`,
 * as in src/plugins/spec-navigation.
 *
 * It also mends theme-classic's narrowing of `require(\`prismjs/components/prism-${lang}\`)`: for an empty
 * `additionalLanguages` its regex is `^./()$`, which matches `./` and so bundles prismjs's Node loader
 * (components/index.js + components.js, 8 KB gzip) into main.js. Ours matches exactly the listed languages, or
 * nothing, and runs after the theme's (site plugins come after presets), so it wins.
 */
import path from 'node:path';
import {ContextReplacementPlugin, NormalModuleReplacementPlugin, type WebpackPluginInstance} from 'webpack';
import type {LoadContext} from '@docusaurus/types';

/** Our Prism build (TypeScript: goes through the site's jsLoader like any src/ file). */
export const PRISM_MODULE = path.resolve(__dirname, 'prism.ts');

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
 * The webpack plugins that put our Prism build in place of the vendored one and narrow theme-classic's
 * `prismjs/components` context to `additionalLanguages`.
 */
export function prismWebpackPlugins(context: LoadContext): WebpackPluginInstance[] {
  const vendoredDir = path.dirname(require.resolve('prism-react-renderer/prism'));
  const themeConfig = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  const languagesRegExp = additionalLanguagesRegExp(themeConfig.prism?.additionalLanguages ?? []);
  return [
    new NormalModuleReplacementPlugin(
      /(^prism-react-renderer\/prism|\/prism\/index(\.cjs)?\.js)$/,
      (resolveData: ResolveData) => {
        if (isVendoredPrism(vendoredDir, resolveData)) resolveData.request = PRISM_MODULE;
      },
    ),
    new ContextReplacementPlugin(/prismjs[\\/]components$/, languagesRegExp),
  ];
}
