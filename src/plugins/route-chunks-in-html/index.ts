/** route-chunks-in-html plugin: each page's HTML loads its own route chunks with main.js (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Compilation, sources, type Compiler, type Configuration} from 'webpack';
import {isProductionBuild} from '../dev-server/state';

/** The addon's manifest (client-manifest.json): chunk ids by origin key, files by chunk id. */
export interface LoadableManifest {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, Record<string, Array<{file: string}>>>;
}

/** What we need of a webpack 5 Chunk and ChunkGroup. */
export interface ChunkLike {
  id: string | number | null;
  files: Iterable<string>;
  canBeInitial(): boolean;
}
export interface ChunkGroupLike {
  isInitial(): boolean;
  origins: Array<{request?: string | null}>;
  chunks: ChunkLike[];
}

/** Manifest keys this plugin adds: a prefix the addon never writes, so its own entries are left untouched. */
export const KEY_PREFIX = 'route-chunk:';

/** Manifest entries per `import()` of the async chunk groups, under own keys (README.md). */
export function requestEntries(
  chunkGroups: Iterable<ChunkGroupLike>,
): Pick<LoadableManifest, 'origins' | 'assets'> {
  const origins: LoadableManifest['origins'] = {};
  const assets: LoadableManifest['assets'] = {};
  for (const group of chunkGroups) {
    if (group.isInitial()) continue;
    const keys: string[] = [];
    for (const chunk of group.chunks) {
      // A chunk of the entry too (the site-wide `styles` chunk) is in the page already.
      if (chunk.id === null || chunk.canBeInitial()) continue;
      const key = `${KEY_PREFIX}${chunk.id}`;
      keys.push(key);
      if (assets[key]) continue;
      const byExtension: Record<string, Array<{file: string}>> = {};
      for (const file of chunk.files) {
        const extension = /\.(js|css)$/.exec(file)?.[1];
        if (extension) (byExtension[extension] ??= []).push({file});
      }
      assets[key] = byExtension;
    }
    for (const {request} of group.origins) {
      if (!request) continue;
      const known = origins[request] ?? [];
      origins[request] = [...known, ...keys.filter((key) => !known.includes(key))];
    }
  }
  return {origins, assets};
}

/** Adds the request entries, leaving existing origin keys. @returns how many origin keys were added. */
export function addRequestEntries(
  manifest: LoadableManifest,
  entries: Pick<LoadableManifest, 'origins' | 'assets'>,
): number {
  let added = 0;
  for (const [request, keys] of Object.entries(entries.origins)) {
    if (Object.prototype.hasOwnProperty.call(manifest.origins, request)) continue;
    manifest.origins[request] = keys;
    added += 1;
  }
  Object.assign(manifest.assets, entries.assets);
  return added;
}

/** The parts of the addon instance this plugin relies on (react-loadable-ssr-addon-v5-slorber 1.0.x). */
interface SsrAddon {
  manifest: LoadableManifest;
  handleEmit(compilation: Compilation, callback: () => void): void;
  writeAssetsFile(): void;
}

const ADDON_NAME = 'ReactLoadableSSRAddon';

/** Makes the SSR addon write request keys too. @throws Error when it or its wrapped methods are missing. */
export function patchSsrAddon(config: Configuration): void {
  const addon = (config.plugins ?? []).find((p) => p?.constructor?.name === ADDON_NAME) as unknown as
    SsrAddon | undefined;
  if (!addon || typeof addon.handleEmit !== 'function' || typeof addon.writeAssetsFile !== 'function') {
    throw new Error(
      `[route-chunks-in-html] the client config has no ${ADDON_NAME} with handleEmit/writeAssetsFile: ` +
        'Docusaurus changed how it writes client-manifest.json; revisit src/plugins/route-chunks-in-html.',
    );
  }
  const {handleEmit, writeAssetsFile} = addon;
  let compilation: Compilation | undefined;
  // The addon binds handleEmit after configureWebpack, so it binds these wrappers.
  addon.handleEmit = function wrappedHandleEmit(this: SsrAddon, current, callback) {
    compilation = current;
    handleEmit.call(this, current, callback);
  };
  addon.writeAssetsFile = function wrappedWriteAssetsFile(this: SsrAddon) {
    if (!compilation) throw new Error('[route-chunks-in-html] the manifest was written before emit');
    // Same synchronous step as the file: the server build never reads a manifest without request keys.
    addRequestEntries(this.manifest, requestEntries(compilation.chunkGroups as Iterable<ChunkGroupLike>));
    writeAssetsFile.call(this);
  };
}

/** Files of the entry (`runtime~main`, `main`) named by a client manifest. */
export function entryFiles(manifest: LoadableManifest): Set<string> {
  const ids = manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []);
  return new Set(ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file)));
}

/** Route chunks' `<script>` tags before the entry's, marked `defer` (README.md). @returns the HTML. */
export function routeScriptsFirst(html: string, entry: Set<string>): string {
  const tags = [...html.matchAll(/<script src="([^"]+)"( defer)?><\/script>/g)];
  const isEntry = (src: string) => [...entry].some((file) => src.endsWith(`/${file}`));
  const firstEntry = tags.find((tag) => isEntry(tag[1]));
  const route = tags.filter((tag) => !isEntry(tag[1]));
  if (!firstEntry || route.length === 0) return html;
  if (tags.indexOf(route[0]) < tags.indexOf(firstEntry) && route.every((tag) => tag[2])) return html;
  let out = html;
  for (const [tag] of route) out = out.replace(tag, '');
  const deferred = route.map(([, src]) => `<script src="${src}" defer></script>`).join('');
  return out.replace(firstEntry[0], deferred + firstEntry[0]);
}

/** Server build: reorders the scripts of every page the static site generator wrote (it writes earlier). */
class RouteScriptsFirst {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('route-chunks-in-html', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'route-chunks-in-html', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER},
        (assets) => {
          const pages = Object.keys(assets).filter((name) => name.endsWith('.html'));
          if (pages.length === 0) return;
          const entry = entryFiles(
            JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as LoadableManifest,
          );
          for (const name of pages) {
            const html = assets[name].source().toString();
            const next = routeScriptsFirst(html, entry);
            if (next !== html) compilation.updateAsset(name, new sources.RawSource(next));
          }
        },
      );
    });
  }
}

export default function routeChunksInHtmlPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-chunks-in-html',
    configureWebpack(config, isServer) {
      // `docusaurus start` renders on the client only: no SSR addon, no static HTML to put route chunks into.
      if (!isProductionBuild()) return {};
      if (!isServer) {
        patchSsrAddon(config);
        return {};
      }
      return {plugins: [new RouteScriptsFirst(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}
