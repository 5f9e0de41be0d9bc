/**
 * Under `npm start`, the files only the playground needs (the runner's browser files,
 * src/plugins/runner-assets) are served from their generated folder on disk, not built into
 * webpack-dev-middleware's memory (PERF-21).
 */
import path from 'node:path';
import type {RuleSetRule} from 'webpack';
import {isDevServer} from './state';

const LOADER = path.join(__dirname, 'diskAssetLoader.ts');
/** The URL folder under the site's base URL where the dev server serves such files. */
const ROUTE = '__dev-assets';

/**
 * The webpack rule and the dev server's static folder for generated files matching `test` in `dir`. In the
 * production build (or the server compiler) `built` is the rule, unchanged, and no folder is served. Under
 * `npm start` a module of such a file is only its URL (./diskAssetLoader.ts), and webpack-dev-server serves
 * `dir` at `<baseUrl>__dev-assets/<name>/` from disk (the `devServer.static` entry that @docusaurus/core
 * 2.4.3's `start` merges from the webpack config).
 * @param name a URL-safe name for the folder, unique among the callers.
 */
export function servedFromDisk(
  name: string,
  dir: string,
  test: RegExp,
  baseUrl: string,
  isServer: boolean,
  built: RuleSetRule,
): {rule: RuleSetRule; devServer?: {static: object[]}} {
  if (!isDevServer() || isServer) return {rule: built};
  const publicPath = `${baseUrl}${ROUTE}/${name}/`;
  return {
    rule: {test, type: 'javascript/auto', use: [{loader: LOADER, options: {publicPath}}]},
    devServer: {static: [{publicPath, directory: dir, watch: false}]},
  };
}
