/** code-highlighting: Prism on demand and class-based colours for code blocks (README.md). */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismWebpackPlugins} from './prismLanguages';
import {writeCodeColoursCss} from './themeCss';

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const codeColours = writeCodeColoursCss(context);
  return {
    name: 'code-highlighting',
    getClientModules: () => [codeColours],
    configureWebpack(_config, isServer) {
      return {plugins: prismWebpackPlugins(context, isServer)};
    },
  };
}
