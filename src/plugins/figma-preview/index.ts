/**
 * figma-preview as a Docusaurus plugin: it serves the engine's browser shell (./browser) to the playground. The
 * bundle is built with esbuild when the site loads (cached by this folder's code and package-lock.json) and
 * written into the plugin's generated-files folder; webpack emits it as a hashed asset, and
 * src/plugins/playground/client/runner.ts imports its URL as `@preview-engine`. Nothing imports it on any other
 * route, so no page but /playground loads it. The build-time previews are the remark plugin's
 * (src/remark/figma-preview).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FileCache, codeHash} from '../common/fileCache';
import {rendererVersion} from './previews';

/** The generated file's name; an extension no other webpack rule matches, so only the asset rule handles it. */
export const ENGINE_FILE = 'preview-engine.jstext';

export default function figmaPreviewPlugin(context: LoadContext): Plugin<string> {
  const engineFile = path.join(context.generatedFilesDir, 'figma-preview', ENGINE_FILE);
  return {
    name: 'figma-preview',
    /** @returns the engine bundle's path, written (or copied from the cache) before webpack starts. */
    async loadContent() {
      const cache = FileCache.under(context.siteDir, 'preview-engine');
      const key = codeHash(__dirname).slice(0, 20);
      let script = cache.get(key, '.js')?.toString('utf8');
      if (script === undefined) {
        // esbuild loads only when the bundle must be built.
        const {bundleBrowserEngine} = await import('./browser/bundle');
        script = await bundleBrowserEngine();
        cache.set(key, '.js', script);
      }
      fs.mkdirSync(path.dirname(engineFile), {recursive: true});
      if (!fs.existsSync(engineFile) || fs.readFileSync(engineFile, 'utf8') !== script) {
        fs.writeFileSync(engineFile, script);
      }
      return engineFile;
    },
    configureWebpack(config) {
      // The remark plugin puts each preview's JSX into the compiled MDX, which webpack's persistent cache keeps;
      // its key knows the Docusaurus version and config but not the preview engine. Adding the engine's version
      // (`rendererVersion`: react-figma, figma-api-stub, this folder's code, package-lock.json) redraws every page
      // when it changes, instead of a build that shows stale pictures.
      const cache =
        typeof config.cache === 'object' && config.cache.type === 'filesystem' ? config.cache : undefined;
      return {
        ...(cache && {
          cache: {...cache, version: `${cache.version ?? ''}-preview-${rendererVersion().slice(0, 12)}`},
        }),
        resolve: {alias: {'@preview-engine': engineFile}},
        module: {
          rules: [
            {
              test: /\.jstext$/,
              type: 'asset/resource',
              generator: {filename: 'assets/js/preview-engine.[contenthash:8].js'},
            },
          ],
        },
      };
    },
  };
}
