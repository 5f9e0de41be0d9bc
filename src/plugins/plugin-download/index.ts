/** plugin-download: the "Download as Figma plugin" kit, built and emitted as one asset (README.md). */
import crypto from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';
import webpack from 'webpack';
import {buildKit} from '../../figma-runner/node/bundleKit';
import {SITE_ROOT} from '../common/siteRoot';
import {STARTER_DIR} from '../markdown/starterFiles';
import {isDevServer} from '../dev-server/state';
import type {PluginKit} from '../../figma-runner/download/pluginKit';

/** The kit's path in the build, `assets/figma-plugin/kit.<8 hex of its sha256>.json`. */
export function kitFileName(json: string): string {
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `assets/figma-plugin/kit.${hash}.json`;
}

/** Adds one file to each compilation's output, as an asset of the build. */
export class EmitFilePlugin {
  constructor(
    private readonly file: string,
    private readonly content: string,
  ) {}

  apply(compiler: webpack.Compiler): void {
    const name = 'plugin-download';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => compilation.emitAsset(this.file, new webpack.sources.RawSource(this.content)),
      );
    });
  }
}

/** One kit per loaded module, should content be loaded twice. */
let kit: Promise<PluginKit> | undefined;

/** This site's kit: the starter of examples/starter, bundled against the site's install. */
export const buildSiteKit = (): Promise<PluginKit> =>
  buildKit(STARTER_DIR, path.join(SITE_ROOT, 'node_modules'));

export default function pluginDownload(context: LoadContext): Plugin<PluginKit | undefined> {
  return {
    name: 'plugin-download',
    // Under `npm start` no kit is built (README.md).
    loadContent: () => (isDevServer() ? undefined : (kit ??= buildSiteKit())),
    configureWebpack(_config, isServer, _utils, content) {
      if (!content) return {};
      const json = JSON.stringify(content);
      const file = kitFileName(json);
      return {
        plugins: [
          new webpack.DefinePlugin({PLUGIN_DOWNLOAD_KIT_URL: JSON.stringify(`${context.baseUrl}${file}`)}),
          ...(isServer ? [] : [new EmitFilePlugin(file, json)]),
        ],
      };
    },
  };
}
