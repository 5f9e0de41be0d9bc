/** dev-server: everything `npm start` does differently, through the dev server's webpack hooks (README). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EvalSourceMapDevToolPlugin} from 'webpack';
import {editMdxRules, useMdxOnceLoader} from '../build-speed/mdxOnce';
import {withoutJsxDevSource} from '../build-speed/swcJsLoader';
import {checkPackageInternals} from '../common/packageInternals';
import {CloseCompilerOnStop, CORE_INTERNALS} from './exitCache';
import {FiguresMarker} from './figures';
import {LAZY_INTERNALS, lazyRoutes} from './lazyCompilation';
import {LocateMarkdownErrors} from './markdownErrors';
import {SAFE_MDX_LOADER, warmUpMdxLoader} from './mdxWarmUp';
import {BackgroundQueue, isDevServer} from './state';

/** ms without a compile before webpack stores its cache whatever changed (its idleTimeout), or at stop. */
export const PACK_IDLE_MS = 60_000;

/** Modules served without a source map under `npm start`: packages, and the pages' compiled MDX (PERF-21). */
const NO_SOURCE_MAP = /node_modules|\.mdx?$/;

export default function devServerPlugin(context: LoadContext): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer) {
      // `docusaurus start` runs the client compiler only; the production build is untouched.
      if (!isDevServer() || isServer) return {};
      editMdxRules(config, (uses) => uses.map(withoutJsxDevSource));
      if (useMdxOnceLoader(config, SAFE_MDX_LOADER) === 0)
        throw new Error(
          '[dev-server] found no @docusaurus/mdx-loader rule to wrap; Docusaurus changed its MDX rules.',
        );
      checkPackageInternals('dev-server', path.dirname(require.resolve('@docusaurus/core/package.json')), [
        ...CORE_INTERNALS,
        ...LAZY_INTERNALS,
      ]);
      warmUpMdxLoader();
      const lazy = lazyRoutes(context);
      return {
        ...lazy.config,
        // No progress frames per compile to every open tab (README, item 9).
        devServer: {...lazy.config.devServer, client: {progress: false}},
        // Core's `eval-cheap-module-source-map`, for the site's own code only (README.md, item 6).
        devtool: false,
        cache: {
          type: 'filesystem',
          idleTimeoutAfterLargeChanges: PACK_IDLE_MS,
          idleTimeoutForInitialStore: PACK_IDLE_MS,
        },
        plugins: [
          new EvalSourceMapDevToolPlugin({exclude: NO_SOURCE_MAP, module: true, columns: false}),
          new BackgroundQueue(),
          new CloseCompilerOnStop(),
          new LocateMarkdownErrors(context.siteDir),
          new FiguresMarker(path.join(context.generatedFilesDir, 'dev-server', 'pending-figures.txt')),
        ],
      };
    },
  };
}
