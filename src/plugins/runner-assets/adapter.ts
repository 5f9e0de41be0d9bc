/** How src/figma-runner's browser assets reach the page: one cache key, cache, deferral, rule (README). */
import fs from 'node:fs';
import path from 'node:path';
import type {RuleSetRule} from 'webpack';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {starterHash} from '../markdown/starterFiles';
import {writeGenerated} from '../dev-server/generated';
import {servedFromDisk} from '../dev-server/diskAssets';

/** A file the browser gets: a module `@<name>` whose default export is its URL, or (`inline`) its text. */
export interface RunnerAsset {
  /** The file's name, its alias after `@`, and its emitted name before the hash: `[a-z-]+`. */
  name: string;
  /** Inlined as a string into the chunk that imports it (`asset/source`) instead of fetched from its URL. */
  inline?: boolean;
  /** What `npm start` serves until the real text is built. */
  placeholder: string;
}

/** One build that makes some assets at once (esbuild bundles the engine's three scripts in one go). */
export interface RunnerAssetBuild {
  assets: RunnerAsset[];
  /** Under `npm start`, built before the first compile instead of after it, when the server is smallest. */
  beforeFirstCompile?: boolean;
  /** @returns each asset's text by its name. */
  build(): Promise<Record<string, string>>;
}

/** A fetched asset's name: content-hashed, `.txt` so the client minimizer leaves bundled scripts alone. */
const EMITTED_NAME = 'assets/runner/[name].[contenthash:8].txt';
/** The generated files' extensions: no other webpack rule matches them, so only the two rules below do. */
const URL_EXT = '.runner-url';
const TEXT_EXT = '.runner-text';
const URL_FILE = /\.runner-url$/;
const TEXT_FILE = /\.runner-text$/;

/** The cache key (20 hex): sha256 of the runner's sources, package-lock.json and the starter's files. */
export function runnerAssetsKey(runnerDir: string, starterDir: string): string {
  return hashOf(codeHash(runnerDir), starterHash(starterDir)).slice(0, 20);
}

/** The generated file of `asset` in `dir`, which its alias names. */
export function assetFile(dir: string, asset: RunnerAsset): string {
  return path.join(dir, `${asset.name}${asset.inline ? TEXT_EXT : URL_EXT}`);
}

/** The assets of `builds` whose file in `dir` is missing or its placeholder: their build has not ended. */
export function placeholdersIn(builds: readonly RunnerAssetBuild[], dir: string): RunnerAsset[] {
  return builds
    .flatMap((b) => b.assets)
    .filter((asset) => {
      const file = assetFile(dir, asset);
      if (!fs.existsSync(file)) return true;
      // A built asset is megabytes: compare sizes before reading it.
      if (fs.statSync(file).size !== Buffer.byteLength(asset.placeholder)) return false;
      return fs.readFileSync(file, 'utf8') === asset.placeholder;
    });
}

/**
 * Writes `builds`' assets into `dir`, from `cache` (`<key>-<name>.txt`) when complete, else from `build()`,
 * which fills it; under `npm start` a background job after the first compile, unless `beforeFirstCompile`
 * (../dev-server/generated.ts). @throws what a build throws, in a production build.
 */
export async function writeRunnerAssets(
  builds: readonly RunnerAssetBuild[],
  dir: string,
  cache: FileCache,
  key: string,
): Promise<void> {
  fs.mkdirSync(dir, {recursive: true});
  const write = (b: RunnerAssetBuild) => {
    const byFile = <T>(text: (asset: RunnerAsset) => T) =>
      Object.fromEntries(b.assets.map((asset) => [assetFile(dir, asset), text(asset)]));
    const cached = b.assets.map((asset) => cache.get(`${key}-${asset.name}`, '.txt'));
    const build = async () => {
      const texts = await b.build();
      for (const asset of b.assets) cache.set(`${key}-${asset.name}`, '.txt', texts[asset.name]);
      return byFile((asset) => texts[asset.name]);
    };
    return writeGenerated(
      'runner-assets',
      `runner-assets-${key}-${b.assets[0].name}`,
      // The cached bytes as they are: megabytes, decoded and encoded again on every content reload before.
      cached.every(Boolean) ? byFile((asset) => cached[b.assets.indexOf(asset)]!) : undefined,
      byFile((asset) => asset.placeholder),
      build,
      b.beforeFirstCompile,
    );
  };
  // One esbuild bundle at a time: together, those built before the first compile were a peak of their own.
  const early = builds.filter((one) => one.beforeFirstCompile);
  const inTurn = early.reduce((done, b) => done.then(() => write(b)), Promise.resolve());
  await Promise.all([inTurn, ...builds.filter((one) => !one.beforeFirstCompile).map(write)]);
}

/**
 * The webpack config for `dir`'s assets: an alias `@<name>` each; fetched ones as `asset/resource` ({@link
 * EMITTED_NAME}, served from disk under `npm start`, PERF-21), inline ones as `asset/source`.
 */
export function runnerAssetsWebpack(
  builds: readonly RunnerAssetBuild[],
  dir: string,
  baseUrl: string,
  isServer: boolean,
): {
  resolve: {alias: Record<string, string>};
  module: {rules: RuleSetRule[]};
  devServer?: {static: object[]};
} {
  const fetched: RuleSetRule = {
    test: URL_FILE,
    type: 'asset/resource',
    generator: {filename: EMITTED_NAME, emit: !isServer},
  };
  const served = servedFromDisk('runner', dir, URL_FILE, baseUrl, isServer, fetched);
  const alias = Object.fromEntries(
    builds.flatMap((b) => b.assets).map((asset) => [`@${asset.name}`, assetFile(dir, asset)]),
  );
  return {
    ...(served.devServer && {devServer: served.devServer}),
    resolve: {alias},
    module: {rules: [served.rule, {test: TEXT_FILE, type: 'asset/source'}]},
  };
}
