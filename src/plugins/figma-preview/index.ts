/** figma-preview plugin: serves the engine's browser shell (src/figma-runner/browser) to the playground. */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {STARTER_DIR, starterHash} from '../markdown/starterFiles';
import {SITE_ROOT} from '../common/siteRoot';
import {placeholderScript, writeGenerated} from '../dev-server/generated';
import {isDevServer, runOnce} from '../dev-server/state';
import {servedFromDisk} from '../dev-server/diskAssets';
import {MAIN_THREAD_SOURCE, rendererVersion, warmPreviewWorker} from './previews';
import {useNodeFontTables} from '../../figma-runner/node/fontTables';
import type {BrowserEngine} from '../../figma-runner/node/bundleEngine';

/** The generated files' extension: no other webpack rule matches it, so only the asset rule handles them. */
const ASSET_EXT = '.jstext';
/** The relay's extension: webpack inlines it as a string (`asset/source`) into the runner's chunk. */
const SOURCE_EXT = '.relaytext';
/** The code the scripts are built from: their cache key. */
const RUNNER_DIR = path.join(SITE_ROOT, 'src', 'figma-runner');

export default function figmaPreviewPlugin(context: LoadContext): Plugin<void> {
  const dir = path.join(context.generatedFilesDir, 'figma-preview');
  const files = {
    worker: path.join(dir, `preview-engine${ASSET_EXT}`),
    syntax: path.join(dir, `preview-syntax${ASSET_EXT}`),
    relay: path.join(dir, `preview-relay${SOURCE_EXT}`),
  };
  return {
    name: 'figma-preview',
    /** Writes the three scripts (from the cache when the code is unchanged) before webpack starts. */
    async loadContent() {
      const cache = FileCache.under(context.siteDir, 'preview-engine');
      const key = hashOf(codeHash(RUNNER_DIR), fs.readFileSync(MAIN_THREAD_SOURCE, 'utf8')).slice(0, 20);
      const cached = cache.get(key, '.json');
      const build = async () => {
        // esbuild loads only when the scripts must be built.
        const {bundleBrowserEngine} = await import('../../figma-runner/node/bundleEngine');
        const built = await bundleBrowserEngine(STARTER_DIR, path.join(context.siteDir, 'node_modules'));
        cache.set(key, '.json', JSON.stringify(built));
        return built;
      };
      const byFile = (engine: BrowserEngine) => ({
        [files.worker]: engine.worker,
        [files.syntax]: engine.syntax,
        [files.relay]: engine.relay,
      });
      fs.mkdirSync(dir, {recursive: true});
      // Under `npm start` the playground draws nothing until the scripts are built.
      const placeholder = placeholderScript('the preview engine');
      await writeGenerated(
        'preview-engine',
        `preview-engine-${key}`,
        cached && byFile(JSON.parse(cached.toString('utf8')) as BrowserEngine),
        byFile({worker: placeholder, syntax: placeholder, relay: placeholder}),
        async () => byFile(await build()),
      );
    },
    configureWebpack(config, isServer) {
      // The engine's version joins webpack's cache key, so a new engine redraws every page; so do the
      // starter's files, which `starter` fences include without webpack knowing (src/remark/starter-files).
      const cache =
        typeof config.cache === 'object' && config.cache.type === 'filesystem' ? config.cache : undefined;
      if (isDevServer()) {
        // Background jobs (src/plugins/dev-server): the worker's start and first render, then the font tables
        // the SVG needs (their first read holds the event loop), so the first drawing waits for neither
        // (PERF-19).
        runOnce('preview-worker', 'preview-worker', warmPreviewWorker)?.catch(() => undefined);
        runOnce('font-tables', 'font-tables', useNodeFontTables)?.catch(() => undefined);
      }
      // Under `npm start` the scripts are served from `dir` on disk, not from the dev server's memory
      // (PERF-21).
      const engine = servedFromDisk('engine', dir, /\.jstext$/, context.baseUrl, isServer, {
        test: /\.jstext$/,
        type: 'asset/resource',
        // A .txt name keeps the client minimizer off the already bundled scripts.
        generator: {filename: 'assets/engine/[name].[contenthash:8].txt', emit: !isServer},
      });
      return {
        ...(engine.devServer && {devServer: engine.devServer}),
        ...(cache && {
          cache: {
            ...cache,
            version: `${cache.version ?? ''}-preview-${rendererVersion().slice(0, 12)}-starter-${starterHash().slice(0, 12)}`,
          },
        }),
        resolve: {
          alias: {
            '@preview-engine': files.worker,
            '@preview-syntax': files.syntax,
            '@preview-relay': files.relay,
          },
        },
        module: {
          rules: [engine.rule, {test: /\.relaytext$/, type: 'asset/source'}],
        },
      };
    },
  };
}
