/** build-speed: four backports of Docusaurus 3.6+ `future.faster`, composed into one plugin (README.md). */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {useSwcJsLoader} from './swcJsLoader';
import swcMinifyPiece from './swcMinify';
import mdxOncePiece from './mdxOnce';
import gitLastUpdatePiece from './gitLastUpdate';

export default function buildSpeedPlugin(context: LoadContext): Plugin {
  // Both of these act while plugins are constructed, before Docusaurus loads content or builds webpack
  // configs.
  useSwcJsLoader(context.siteConfig);
  gitLastUpdatePiece(context);
  const pieces = [swcMinifyPiece(context), mdxOncePiece(context)];
  return {
    name: 'build-speed',
    configureWebpack(config, isServer, utils, content) {
      for (const piece of pieces) piece.configureWebpack?.(config, isServer, utils, content);
      return {};
    },
  };
}
