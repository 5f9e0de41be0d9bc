/** runner-assets: ships every browser asset of src/figma-runner, the one way of ./adapter.ts (README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FileCache} from '../common/fileCache';
import {STARTER_DIR} from '../markdown/starterFiles';
import {runnerAssetBuilds, runnerAssetsDir} from './assets';
import {runnerAssetsKey, runnerAssetsWebpack, writeRunnerAssets} from './adapter';

export default function runnerAssetsPlugin(context: LoadContext): Plugin<void> {
  const dir = runnerAssetsDir(context.generatedFilesDir);
  const builds = runnerAssetBuilds(context.siteDir);
  return {
    name: 'runner-assets',
    /** Writes every asset (from the cache if the runner and starter are unchanged) before webpack runs. */
    async loadContent() {
      const key = runnerAssetsKey(path.join(context.siteDir, 'src', 'figma-runner'), STARTER_DIR);
      await writeRunnerAssets(builds, dir, FileCache.under(context.siteDir, 'runner-assets'), key);
    },
    configureWebpack: (_config, isServer) => runnerAssetsWebpack(builds, dir, context.baseUrl, isServer),
  };
}
