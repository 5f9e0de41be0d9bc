/** compile-hints plugin (PERF-16): V8's compile hint on every first-load script. Why and which: README.md. */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import webpack, {type Chunk} from 'webpack';
import {isProductionBuild} from '../dev-server/state';

/** V8's magic comment for eager compilation of a whole script (Chromium 136+; other engines ignore it). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Core's route component factory: its one `import()` is the not-found page's (`@theme/NotFound`). */
const COMPONENT_CREATOR = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');

/** Whether a chunk runs on some page's first load: initial, or from an `import()` in `firstLoadImporters`. */
export function isFirstLoadChunk(chunk: Chunk, firstLoadImporters: readonly string[]): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const resource = (origin.module as {resource?: string} | null)?.resource;
      if (resource && firstLoadImporters.includes(path.resolve(resource))) return true;
    }
  }
  return false;
}

export default function compileHintsPlugin(context: LoadContext): Plugin {
  const firstLoadImporters = [
    path.resolve(context.generatedFilesDir, 'registry.js'),
    COMPONENT_CREATOR,
    path.resolve(context.siteDir, 'src/pages/playground.tsx'),
    path.resolve(context.siteDir, 'src/plugins/code-highlighting/client/prismOnDemand.ts'),
  ];
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer) {
      // The dev server's bundles are not what readers load; the server bundle never reaches a browser.
      if (isServer || !isProductionBuild()) return {};
      return {
        plugins: [
          {
            apply(compiler: webpack.Compiler) {
              compiler.hooks.compilation.tap('compile-hints', (compilation) => {
                // After minification (which would drop the comment), before the content hashes are computed.
                const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
                compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, () => {
                  for (const chunk of compilation.chunks) {
                    if (!isFirstLoadChunk(chunk, firstLoadImporters)) continue;
                    for (const file of chunk.files) {
                      if (!file.endsWith('.js')) continue;
                      compilation.updateAsset(
                        file,
                        (old) => new webpack.sources.ConcatSource(COMPILE_HINT, '\n', old),
                      );
                    }
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
