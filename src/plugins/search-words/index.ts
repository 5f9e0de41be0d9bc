/** search-words: the search plugin, with camelCase and dotted names also indexed as words (SEARCH-1). */
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {keepingUnchangedFiles} from '../common/writeIfChanged';
import {isDevServer} from '../dev-server/state';
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

/** Runs `work` with lunr's tokenizer and stop-word filter wrapped, restoring them even on failure. */
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

/** Whether a webpack request is the search plugin's own import of its query tokenizer. */
export function isPluginTokenize(request: {request?: string; context?: string}): boolean {
  return (
    request.request === QUERY_TOKENIZE_REQUEST &&
    !!request.context &&
    !path.relative(PLUGIN_CLIENT, request.context).startsWith('..')
  );
}

/** The search plugin, indexing name parts. @throws Error without postBuild or on a non-English `language`. */
export default function searchWords(context: LoadContext, options: PluginOptions): Plugin {
  const languages = ([] as string[]).concat(options.language ?? 'en');
  if (languages.some((l) => l !== 'en'))
    throw new Error(
      `[search-words] language ${languages.join(', ')}: only English is supported (client/queryTokens.ts).`,
    );
  // Under `npm start` no index is built, so no `hashed` constants that change with every edit.
  const plugin = keepingUnchangedFiles(() =>
    searchPlugin.default(context, isDevServer() ? {...options, hashed: false} : options),
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
