/** Every browser asset of src/figma-runner this site ships, and how each is built (README.md lists them). */
import path from 'node:path';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {STARTER_DIR} from '../markdown/starterFiles';
import {SITE_ROOT} from '../common/siteRoot';
import {placeholderScript} from '../dev-server/generated';
import type {PluginKit} from '../../figma-runner/download/pluginKit';
import {starterTypingsInThread} from './typingsThread';
import {placeholdersIn, type RunnerAsset, type RunnerAssetBuild} from './adapter';

/** This site's download kit: the starter of examples/starter, bundled against the site's install. */
export const buildSiteKit = (): Promise<PluginKit> => kitOf(path.join(SITE_ROOT, 'node_modules'));

async function kitOf(nodeModules: string): Promise<PluginKit> {
  const {buildKit} = await import('../../figma-runner/node/bundleKit');
  return buildKit(STARTER_DIR, nodeModules);
}

/** The builds of the engine, the type checker and the download's kit, against `siteDir`'s node_modules. */
export function runnerAssetBuilds(siteDir: string): RunnerAssetBuild[] {
  const nodeModules = path.join(siteDir, 'node_modules');
  return [
    {
      assets: [
        {name: 'preview-engine', placeholder: placeholderScript('the preview engine')},
        {name: 'preview-syntax', placeholder: placeholderScript('the preview engine')},
        {name: 'preview-dom', placeholder: placeholderScript('the preview engine')},
        {name: 'preview-relay', inline: true, placeholder: placeholderScript('the preview engine')},
      ],
      // Each esbuild build beside the server after its first compile had made the start's peak (PERF-21).
      beforeFirstCompile: true,
      async build() {
        const {bundleBrowserEngine} = await import('../../figma-runner/node/bundleEngine');
        const engine = await bundleBrowserEngine(STARTER_DIR, nodeModules);
        return {
          'preview-engine': engine.worker,
          'preview-syntax': engine.syntax,
          'preview-dom': engine.dom,
          'preview-relay': engine.relay,
        };
      },
    },
    {
      assets: [{name: 'typecheck-worker', placeholder: placeholderScript('the type checker')}],
      beforeFirstCompile: true,
      async build() {
        const {bundleTypeCheckWorker} = await import('../../figma-runner/node/bundleTypeCheck');
        return {'typecheck-worker': await bundleTypeCheckWorker(STARTER_DIR)};
      },
    },
    {
      // A thread keeps `npm start` serving (PERF-20); its own build keeps it apart from esbuild (PERF-21).
      assets: [{name: 'typecheck-typings', placeholder: '{}'}],
      async build() {
        return {'typecheck-typings': JSON.stringify(await starterTypingsInThread(STARTER_DIR, nodeModules))};
      },
    },
    {
      // Without `code` the zip builder calls the files incomplete: a reload after npm start built them works.
      assets: [{name: 'plugin-kit', placeholder: JSON.stringify({})}],
      beforeFirstCompile: true,
      build: async () => ({'plugin-kit': JSON.stringify(await kitOf(nodeModules))}),
    },
  ];
}

/** Where the assets are written under a site's generatedFilesDir. */
export const runnerAssetsDir = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'runner-assets');

/** The assets of `siteDir` (at Docusaurus's default generatedFilesDir) still at their placeholder. */
export const pendingRunnerAssets = (siteDir: string): RunnerAsset[] =>
  placeholdersIn(runnerAssetBuilds(siteDir), runnerAssetsDir(path.join(siteDir, GENERATED_FILES_DIR_NAME)));
