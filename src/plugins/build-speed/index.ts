/**
 * build-speed: a cheaper production build of the same site. Four backports of what Docusaurus 3.6+ does under
 * `future.faster` / by default, composed into one plugin (one line in docusaurus.config.ts):
 *
 * - ./swcJsLoader.ts    swc-loader as the site's `webpack.jsLoader` instead of babel-loader;
 * - ./swcMinify.ts      the client bundle minified by swc instead of terser;
 * - ./mdxOnce.ts        each Markdown/MDX file compiled once for both the client and the server bundle;
 * - ./gitLastUpdate.ts  one `git log` for every doc's "Last updated" date instead of one per doc.
 *
 * None changes what readers get (the browser tests run against every build). On an upgrade to Docusaurus 3.6+
 * delete this folder and turn on the options README.md names.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {useSwcJsLoader} from './swcJsLoader';
import swcMinifyPiece from './swcMinify';
import mdxOncePiece from './mdxOnce';
import gitLastUpdatePiece from './gitLastUpdate';

export default function buildSpeedPlugin(context: LoadContext): Plugin {
  // Both of these act while plugins are constructed, before Docusaurus loads content or builds webpack configs.
  useSwcJsLoader(context.siteConfig);
  gitLastUpdatePiece(context);
  const pieces = [swcMinifyPiece(context), mdxOncePiece(context)];
  return {
    name: 'build-speed',
    configureWebpack(config, isServer, utils, content) {
      // Each piece edits Docusaurus's generated config in place (there is nothing to merge).
      for (const piece of pieces) piece.configureWebpack?.(config, isServer, utils, content);
      return {};
    },
  };
}
