/** llms: Markdown twins of every page, `/llms.txt`, `/llms-full.txt`, written after the HTML (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {TwinOptions} from './markdown';
import {propsTableNodes, sharedPropsTableNodes} from './propsTable';
import {llmsFullTxt, llmsTxt} from './llmsTxt';
import {twinPath} from './client/paths';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {blogPosts, docGroups, type SitePage} from '../common/sitePages';
import {PLUGIN_NAME as API_PLUGIN, type ApiData} from '../react-figma-api/client/types';
import {starterHash} from '../markdown/starterFiles';
import {
  readCachedPreview,
  rendererVersion as previewRendererVersion,
  type CachedPreview,
} from '../figma-preview/previews';

/** Converters for the JSX elements our pages use, by element name (see TwinOptions.components). */
export function twinComponents(api: ApiData | undefined): NonNullable<TwinOptions['components']> {
  return {
    PropsTable: ({where, attributes}) => {
      if (!api) throw new Error(`${where}: <PropsTable> needs the ${API_PLUGIN} plugin, which is not loaded`);
      return propsTableNodes(api, attributes.component ?? '', where);
    },
    SharedPropsTable: ({where, attributes}) => {
      if (!api)
        throw new Error(`${where}: <SharedPropsTable> needs the ${API_PLUGIN} plugin, which is not loaded`);
      return sharedPropsTableNodes(api, attributes.group ?? '', where);
    },
  };
}

/** A twin's cache key: the page's key and the results of its Figma previews, in document order. */
export function twinKey(pageKey: string, previews: CachedPreview[]): string {
  return hashOf(pageKey, ...previews.map((p) => JSON.stringify(p)));
}

/** A page's cached twin when its source, metadata and previews are unchanged; else undefined. */
export function cachedTwin(
  cache: FileCache,
  pageKey: string,
  previewCacheDir?: string,
): {markdown: string; body: string} | undefined {
  const known = cache.get(pageKey, '.previews.json');
  if (!known) return undefined;
  const previews = (JSON.parse(known.toString('utf8')) as string[]).map((key) =>
    readCachedPreview(key, previewCacheDir),
  );
  if (!previews.every((p): p is CachedPreview => p !== undefined)) return undefined;
  const hit = cache.get(twinKey(pageKey, previews), '.json');
  return hit ? (JSON.parse(hit.toString('utf8')) as {markdown: string; body: string}) : undefined;
}

/** `Ilya Lesik, 2020-10-29`-style line under a post's title. */
function byline(page: SitePage): string | undefined {
  if (page.kind !== 'post') return undefined;
  const by = page.authors && page.authors.length > 0 ? ` by ${page.authors.join(', ')}` : '';
  return `_Published ${page.date}${by}._`;
}

/** A page's twin, from the cache or converted now (and then cached). */
async function twinOf(
  page: SitePage,
  cache: FileCache,
  salt: string,
  common: {siteUrl: string; components: NonNullable<TwinOptions['components']>},
): Promise<{twin: {markdown: string; body: string}; converted: boolean}> {
  const source = fs.readFileSync(page.source, 'utf8');
  const options = {
    file: page.file,
    siteUrl: common.siteUrl,
    permalink: page.permalink,
    title: page.title,
    description: page.description,
    byline: byline(page),
  };
  const pageKey = hashOf(salt, source, JSON.stringify(options));
  const hit = cachedTwin(cache, pageKey);
  if (hit) return {twin: hit, converted: false};
  // The Markdown parsers load only when a twin is not in the cache: `npm start` and warm builds skip them.
  const {twinWithPreviews} = await import('./previews');
  const made = await twinWithPreviews(source, {...options, components: common.components});
  cache.set(pageKey, '.previews.json', JSON.stringify(made.previews.map((p) => p.key)));
  cache.set(
    twinKey(
      pageKey,
      made.previews.map((p) => p.preview),
    ),
    '.json',
    JSON.stringify(made.twin),
  );
  return {twin: made.twin, converted: true};
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
  return {
    name: 'llms',
    async postBuild({outDir, plugins}) {
      const started = process.cpuUsage();
      const groups = docGroups(siteDir, plugins);
      const posts = blogPosts(siteDir, plugins);
      const api = plugins.find((p) => p.name === API_PLUGIN)?.content as ApiData | undefined;
      // Every twin's key also covers the props data, the starter, this code, the lockfile and the renderer.
      const salt = hashOf(
        codeHash(__dirname, path.join(__dirname, '..', 'markdown')),
        JSON.stringify(api ?? null),
        starterHash(),
        siteUrl,
        previewRendererVersion(),
      );
      const cache = FileCache.under(siteDir, 'llms-twins');
      const common = {siteUrl, components: twinComponents(api)};
      const bodies = new Map<string, string>();
      let converted = 0;
      for (const page of [...groups.flatMap((g) => g.pages), ...posts]) {
        const made = await twinOf(page, cache, salt, common);
        if (made.converted) converted += 1;
        const file = path.join(outDir, twinPath(page.permalink));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, made.twin.markdown);
        bodies.set(page.permalink, made.twin.body);
      }
      fs.writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsTxt({title: siteConfig.title, siteUrl, groups, posts}),
      );
      fs.writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt({title: siteConfig.title, siteUrl, groups, bodies}),
      );
      // One line in the build log, so a warm build shows that the cache worked.
      const {user, system} = process.cpuUsage(started);
      console.log(
        `[llms] ${bodies.size} Markdown twins (${converted} converted, ${bodies.size - converted} from cache), ` +
          `llms.txt and llms-full.txt in ${Math.round((user + system) / 1000)} ms CPU`,
      );
    },
  };
}
