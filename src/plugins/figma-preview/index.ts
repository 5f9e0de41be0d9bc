/** figma-preview plugin: the Result figures' part of webpack's cache version, and the dev warm-ups. */
import type {Plugin} from '@docusaurus/types';
import {starterHash} from '../markdown/starterFiles';
import {isDevServer, releaseBeforeAssetBuilds, runOnce} from '../dev-server/state';
import {closeIdlePreviewWorker, rendererVersion, warmPreviewWorker} from './previews';

export default function figmaPreviewPlugin(): Plugin<void> {
  return {
    name: 'figma-preview',
    configureWebpack(config) {
      // The engine's version joins webpack's cache key, so a new engine redraws every page; so do the
      // starter's files, which `starter` fences include without webpack knowing (src/remark/starter-files).
      const cache =
        typeof config.cache === 'object' && config.cache.type === 'filesystem' ? config.cache : undefined;
      if (isDevServer()) {
        // A background job (src/plugins/dev-server): the worker's start and first render, so the first
        // drawing does not wait for them (PERF-19). The worker makes the figure, font tables and all.
        runOnce('preview-worker', 'preview-worker', warmPreviewWorker)?.catch(() => undefined);
        releaseBeforeAssetBuilds('preview-worker', closeIdlePreviewWorker);
      }
      if (!cache) return {};
      return {
        cache: {
          ...cache,
          version: `${cache.version ?? ''}-preview-${rendererVersion().slice(0, 12)}-starter-${starterHash().slice(0, 12)}`,
        },
      };
    },
  };
}
