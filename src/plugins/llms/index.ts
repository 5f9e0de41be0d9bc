/**
 * llms: the site in forms that assistants and shared links can read. After the HTML is written (postBuild), it
 * writes into build/:
 *
 * - a Markdown twin beside every doc, API page and post (`/docs/api/frame.md`, markdown.ts), with the API pages'
 *   props tables as Markdown tables from the react-figma-api data (propsTable.ts) and the layers outline of each
 *   example's Figma preview (previews.ts)
 * - `/llms.txt` and `/llms-full.txt` (llmsTxt.ts), grouped and ordered as the sidebar
 * - a 1200×630 social card per page (`/img/cards/docs/api/frame.png`, card.ts), cached between builds
 *
 * The HTML side (the `<link rel="alternate" type="text/markdown">`, og:image/twitter:image, "Copy page") is in
 * src/theme/DocItem/Content and src/theme/BlogPostPage/Metadata; both sides take their paths from paths.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {TwinOptions} from './markdown';
import {propsTableNodes} from './propsTable';
import {blogPosts, docGroups, type SitePage} from './pages';
import {llmsFullTxt, llmsTxt} from './llmsTxt';
import {cardPath, twinPath} from './paths';
import {FileCache, codeHash, hashOf} from './cache';
import {PLUGIN_NAME as API_PLUGIN, type ApiData} from '../react-figma-api/types';
import {STARTER_DIR, isStarterFence, starterFenceCode} from '../starter-files';
import {
  readCachedPreview,
  rendererVersion as previewRendererVersion,
  type CachedPreview,
} from '../figma-preview/remarkFigmaPreview';

/** Converters for the JSX elements our pages use, by element name (see TwinOptions.components). */
export function twinComponents(api: ApiData | undefined): NonNullable<TwinOptions['components']> {
  return {
    PropsTable: ({where, attributes}) => {
      if (!api) throw new Error(`${where}: <PropsTable> needs the ${API_PLUGIN} plugin, which is not loaded`);
      return propsTableNodes(api, attributes.component ?? '', where);
    },
  };
}

/** `starter` fences are empty in the source; the page shows the starter file, and so does the twin. */
export function starterCode({meta, value, where}: {meta: string | null; value: string; where: string}) {
  return isStarterFence(meta) ? starterFenceCode(meta ?? '', value, where) : undefined;
}

/** sha256 of the starter project's files (what `starter` fences show) and of their reader, for the twins' cache key. */
function starterHash(): string {
  if (!fs.existsSync(STARTER_DIR)) return '';
  const files = (fs.readdirSync(STARTER_DIR, {recursive: true}) as string[])
    .filter((f) => !/^(node_modules|dist)([\\/]|$)/.test(f))
    .map((f) => path.join(STARTER_DIR, f))
    .filter((f) => fs.statSync(f).isFile())
    .sort();
  const reader = path.join(__dirname, '..', 'starter-files', 'index.ts');
  return hashOf(
    fs.existsSync(reader) ? fs.readFileSync(reader) : '',
    ...files.flatMap((f) => [path.relative(STARTER_DIR, f), fs.readFileSync(f)]),
  );
}

/** A twin's cache key: the page's key and the results of its Figma previews, in document order. */
export function twinKey(pageKey: string, previews: CachedPreview[]): string {
  return hashOf(pageKey, ...previews.map((p) => JSON.stringify(p)));
}

/**
 * The cached twin of a page, if its source, metadata and previews are unchanged. A page's preview cache keys
 * (`<pageKey>.previews.json`) are recorded when its twin is made, so a warm build reads the results from
 * figma-preview's cache without parsing the page; a missing result (the preview cache was cleared) is a miss.
 * @param pageKey hash of everything but the previews; @param previewCacheDir figma-preview's cache (tests).
 */
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

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
  return {
    name: 'llms',
    async postBuild({outDir, plugins}) {
      // Process CPU time (user + system, ms): on a shared machine it says more about this plugin's cost than the
      // wall clock. The work below is synchronous apart from the cards, so little else runs meanwhile.
      const cpuMs = () => {
        const {user, system} = process.cpuUsage();
        return Math.round((user + system) / 1000);
      };
      const started = cpuMs();
      // The Markdown parsers and the card renderer load only when a twin or a card is not in the cache, never
      // with the config: `npm start` and warm builds do not pay for them.
      const {loadCardAssets, writeCard} = await import('./card');
      const groups = docGroups(siteDir, plugins);
      const posts = blogPosts(siteDir, plugins);
      const api = plugins.find((p) => p.name === API_PLUGIN)?.content as ApiData | undefined;
      const components = twinComponents(api);
      const pages = [...groups.flatMap((g) => g.pages), ...posts];

      // Twins are cached like the cards: parsing MDX is most of this plugin's build time. The key covers the
      // page's source and metadata, the props data, the starter's files, this plugin's code, the lockfile, and
      // the results of the page's Figma previews (see `cachedTwin`).
      const twinCache = new FileCache(siteDir, 'llms-twins');
      const salt = hashOf(
        codeHash(siteDir),
        JSON.stringify(api ?? null),
        starterHash(),
        siteUrl,
        previewRendererVersion(),
      );
      const bodies = new Map<string, string>();
      let converted = 0;
      for (const page of pages) {
        const source = fs.readFileSync(page.source, 'utf8');
        const options = {
          file: page.file,
          siteUrl,
          permalink: page.permalink,
          title: page.title,
          description: page.description,
          byline: byline(page),
        };
        const pageKey = hashOf(salt, source, JSON.stringify(options));
        let twin = cachedTwin(twinCache, pageKey);
        if (!twin) {
          const {twinWithPreviews} = await import('./previews');
          const made = await twinWithPreviews(source, {...options, components, codeOf: starterCode});
          twin = made.twin;
          twinCache.set(pageKey, '.previews.json', JSON.stringify(made.previews.map((p) => p.key)));
          twinCache.set(
            twinKey(
              pageKey,
              made.previews.map((p) => p.preview),
            ),
            '.json',
            JSON.stringify(twin),
          );
          converted += 1;
        }
        const file = path.join(outDir, twinPath(page.permalink));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, twin.markdown);
        bodies.set(page.permalink, twin.body);
      }
      fs.writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsTxt({title: siteConfig.title, siteUrl, groups, posts}),
      );
      fs.writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt({title: siteConfig.title, siteUrl, groups, bodies}),
      );

      const twinsMs = cpuMs() - started;
      const assets = loadCardAssets(siteDir);
      const cardCache = new FileCache(siteDir, 'llms-cards');
      const host = new URL(siteConfig.url).host;
      let drawn = 0;
      for (const page of pages) {
        const section = page.kind === 'post' ? `Blog · ${page.date}` : page.section.join(' · ') || 'Docs';
        const text = {title: page.title, section, address: `${host}${page.permalink}`};
        if (await writeCard(text, assets, cardCache, path.join(outDir, cardPath(page.permalink)))) drawn += 1;
      }
      // One line in the build log, so a warm build shows that the cache worked.
      console.log(
        `[llms] ${pages.length} Markdown twins (${converted} converted, ${pages.length - converted} from cache), ` +
          `llms.txt and llms-full.txt in ${twinsMs} ms CPU; ${pages.length} social cards (${drawn} drawn, ` +
          `${pages.length - drawn} from cache) in ${cpuMs() - started - twinsMs} ms CPU`,
      );
    },
  };
}
