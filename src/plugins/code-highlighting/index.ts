/**
 * code-highlighting: how code blocks are coloured, in one plugin.
 *
 * - ./client/prism.ts: the Prism object (core + the grammars our fences use), swapped in for prism-react-renderer's
 *   vendored Prism at bundle time (./prismLanguages.ts). It is not in main.js: the browser loads it on demand
 *   (./client/prismOnDemand.ts, PERF-8), the server build bundles it.
 * - ./client/themes.ts: the light and dark palettes; ./css.ts turns them into class rules and ./themeCss.ts writes that
 *   stylesheet as a client module, so code blocks carry no inline colours (src/theme/CodeBlock relies on it).
 *
 * See README.md in this folder for the Docusaurus and webpack internals this touches and the tests that pin them.
 */
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
