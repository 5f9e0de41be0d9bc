/** Under `npm start`, playground-only files (runner-assets) are served from disk, not memory (PERF-21). */
import path from 'node:path';
import type {RuleSetRule} from 'webpack';
import {isDevServer} from './state';

const LOADER = path.join(__dirname, 'diskAssetLoader.ts');
/** The URL folder under the site's base URL where the dev server serves such files. */
const ROUTE = '__dev-assets';

/**
 * The webpack rule and static folder for generated files matching `test` in `dir`: in a build `built`,
 * unchanged; under `npm start` a module is only its URL (./diskAssetLoader.ts) and `dir` is served at
 * `<baseUrl>__dev-assets/<name>/` (a `devServer.static` entry core 2.4.3's `start` merges). @param name
 * URL-safe, unique.
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
