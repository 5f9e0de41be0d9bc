/**
 * search-words: `@easyops-cn/docusaurus-search-local`, with camelCase and dotted names also indexed as the
 * words a reader types (SEARCH-1). Listed in `themes:` of docusaurus.config.ts in place of the search plugin
 * itself, with the same options.
 *
 * The search plugin builds its lunr index in its `postBuild` from the built HTML, and cuts text into tokens with
 * lunr's global `lunr.tokenizer` (English sites: `buildIndex.js` never sets its own). For the duration of that
 * postBuild the tokenizer is wrapped (`withParts`, words.ts) so each name's parts are indexed beside it; nothing is
 * added to any page's HTML, only terms to `search-index.json`. In the browser, the search worker's query tokenizer
 * is swapped for ours (client/queryTokens.ts), which trims punctuation off the reader's words as lunr trims indexed
 * ones. See README.md for what this relies on.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {keepingUnchangedFiles} from '../common/writeIfChanged';
import {keepingNameWords, withParts, type LunrLike, type PipelineFunction, type Tokenizer} from './words';

/** The search plugin's package, resolved from this site. */
export const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

const requireHere = createRequire(__filename);
/** Resolves modules as the search plugin does, so `lunr` is the very instance its index builder uses. */
const requireFromPlugin = createRequire(requireHere.resolve(SEARCH_PLUGIN));

/** The lunr module the search plugin indexes with: the shared slots that `withPartsIndexed` wraps. */
export type PluginLunr = LunrLike & {tokenizer: Tokenizer; stopWordFilter: PipelineFunction};

/** The search plugin's lunr (2.3): the module whose `tokenizer` its `buildIndex` reads when building. */
export function pluginLunr(): PluginLunr {
  return requireFromPlugin('lunr') as PluginLunr;
}

/**
 * Runs `work` with the plugin's `lunr.tokenizer` wrapped by `withParts` and `lunr.stopWordFilter` by
 * `keepingNameWords` (lunr's Builder reads both when an index is started), and puts the originals back afterwards,
 * also when `work` fails.
 */
export async function withPartsIndexed<T>(work: () => Promise<T>): Promise<T> {
  const lunr = pluginLunr();
  const {tokenizer, stopWordFilter} = lunr;
  // lunr's tokenizer also carries `separator`, which its Builder does not read but other code may.
  lunr.tokenizer = Object.assign(withParts(lunr, tokenizer), tokenizer);
  lunr.stopWordFilter = keepingNameWords(stopWordFilter);
  try {
    return await work();
  } finally {
    lunr.tokenizer = tokenizer;
    lunr.stopWordFilter = stopWordFilter;
  }
}

type SearchPluginModule = {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: (...args: unknown[]) => unknown;
};

const searchPlugin = requireHere(SEARCH_PLUGIN) as SearchPluginModule;

/** The search worker's import of the plugin's query tokenizer, which `configureWebpack` points at ours. */
export const QUERY_TOKENIZE_REQUEST = '../utils/tokenize';
/** Our query tokenizer, `client/queryTokens.ts` (English only). */
export const QUERY_TOKENIZE = path.join(__dirname, 'client', 'queryTokens.ts');
/** Where the plugin's browser code lives: only imports from there are swapped. */
const PLUGIN_CLIENT = path.join(
  path.dirname(requireHere.resolve(SEARCH_PLUGIN)),
  '..',
  '..',
  'client',
  'client',
);

/**
 * Whether a webpack request is the search plugin's own import of its query tokenizer.
 * @param request the request as written (`../utils/tokenize`) and the folder of the importing file.
 */
export function isPluginTokenize(request: {request?: string; context?: string}): boolean {
  return (
    request.request === QUERY_TOKENIZE_REQUEST &&
    !!request.context &&
    !path.relative(PLUGIN_CLIENT, request.context).startsWith('..')
  );
}

/**
 * The search plugin as it is, except that its postBuild indexes name parts too and its search worker trims
 * punctuation off the reader's words.
 * @param options the search plugin's own options (validated by its `validateOptions`, re-exported below).
 * @throws Error when the search plugin has no postBuild any more (its index is built elsewhere: see README.md),
 *   or when `language` is not English only (the query tokenizer here is the English one).
 */
export default function searchWords(context: LoadContext, options: PluginOptions): Plugin {
  const languages = ([] as string[]).concat(options.language ?? 'en');
  if (languages.some((l) => l !== 'en'))
    throw new Error(
      `[search-words] language ${languages.join(', ')}: only English is supported (client/queryTokens.ts).`,
    );
  // Its constructor writes generated.js and generated-constants.js each time; `npm start` constructs it again
  // after every edit, and rewritten files cost webpack a second compile (PERFORMANCE.md, "Dev server"). With
  // `hashed`, the constants hold an md5 of every doc and post, so each edit changed them: the dev server builds
  // no index (postBuild), so it goes without the hash.
  const devServer = process.env.NODE_ENV === 'development';
  const plugin = keepingUnchangedFiles(() =>
    searchPlugin.default(context, devServer ? {...options, hashed: false} : options),
  );
  const {postBuild, configureWebpack} = plugin;
  if (!postBuild) throw new Error(`[search-words] ${SEARCH_PLUGIN} no longer builds its index in postBuild.`);
  if (configureWebpack)
    throw new Error(`[search-words] ${SEARCH_PLUGIN} now configures webpack; merge it here.`);
  return {
    ...plugin,
    postBuild: (props) => withPartsIndexed(() => Promise.resolve(postBuild.call(plugin, props))),
    configureWebpack: () => ({
      plugins: [
        new webpack.NormalModuleReplacementPlugin(
          /^\.\.\/utils\/tokenize$/,
          (request: {request?: string; context?: string}) => {
            if (isPluginTokenize(request)) request.request = QUERY_TOKENIZE;
          },
        ),
      ],
    }),
  };
}

/** The search plugin's own option validation, so its defaults apply exactly as when it is listed directly. */
export const validateOptions = searchPlugin.validateOptions;
