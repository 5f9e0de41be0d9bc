/** route-chunks-in-html plugin: each page's HTML loads its own route chunks with main.js (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Compilation, sources, type Compiler, type Configuration} from 'webpack';

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

/**
 * The manifest entries for every `import()` request of the compilation's async chunk groups (entry groups and chunks
 * they share with the entry are skipped: their files are in every page already): `origins[request]` lists one key per chunk of the group and
 * `assets[key]` holds that chunk's own files by extension.
 *
 * Own keys rather than the addon's chunk ids: under webpack 5's `flagIncludedChunks` a chunk that contains
 * another one also carries its id, and the addon then files the bigger chunk under the smaller one's id too
 * (on this site `@theme/DocItem` would drag in the blog post page's chunk).
 * @returns origins: request (exactly as written in `import()`, which is what Docusaurus reports) → keys;
 *   assets: key → {js: [{file}], css: [{file}]}
 */
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

/**
 * Adds the request entries to the manifest in place; origin keys the addon already wrote are left alone.
 * @returns how many origin keys were added
 */
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

/**
 * Finds the addon instance Docusaurus put into the client config and makes it write request keys too.
 * @throws Error when the addon is missing or no longer has the methods wrapped here (Docusaurus or the addon
 *   changed; see README.md).
 */
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
  // The addon binds handleEmit when webpack applies it, which happens after configureWebpack: the wrappers
  // below are what it binds.
  addon.handleEmit = function wrappedHandleEmit(this: SsrAddon, current, callback) {
    compilation = current;
    handleEmit.call(this, current, callback);
  };
  addon.writeAssetsFile = function wrappedWriteAssetsFile(this: SsrAddon) {
    if (!compilation) throw new Error('[route-chunks-in-html] the manifest was written before emit');
    // Written in the same synchronous step as the file, so the server build (which waits for the file to
    // appear) can never read a manifest without the request keys.
    addRequestEntries(this.manifest, requestEntries(compilation.chunkGroups as Iterable<ChunkGroupLike>));
    writeAssetsFile.call(this);
  };
}

/** Files of the entry (`runtime~main`, `main`) named by a client manifest. */
export function entryFiles(manifest: LoadableManifest): Set<string> {
  const ids = manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []);
  return new Set(ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file)));
}

/**
 * Moves the route chunks' `<script>` tags before the entry's in a page's HTML and marks them `defer`.
 *
 * Before the entry: the stock template writes the entry first; main.js then asks for the route's chunks before
 * the parser has reached their tags, so the runtime inserts a second `<script>` for each (the chunk evaluated
 * twice). With the tags already in the document, webpack's script loader finds them by `src` and waits for
 * their `load` instead of adding its own.
 *
 * `defer`: the chunks run after the parser is done, so main.js's evaluation and React's hydration of the page
 * are two main-thread tasks instead of one long one (measured in README.md). Their downloads still start at once: the head preloads them.
 * @param entry files of the entry, relative to the site root (`assets/js/main.abc.js`)
 * @returns the HTML, unchanged when it has no route chunk scripts or is already in this form
 */
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

/** Server build: reorders the scripts of every page the static site generator wrote (it writes them earlier). */
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
      if (config.mode !== 'production') return {};
      if (!isServer) {
        patchSsrAddon(config);
        return {};
      }
      return {plugins: [new RouteScriptsFirst(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}
