/**
 * search-words (src/plugins/search-words), SEARCH-1: the words inside camelCase and dotted names, and the
 * search plugin internals the plugin relies on. These tests fail when @easyops-cn/docusaurus-search-local or
 * its lunr changes what the plugin reaches into: the index builder reading `lunr.tokenizer` and
 * `lunr.stopWordFilter`, `postBuild` as the place the index is built, the worker's `../utils/tokenize` import
 * and its signature.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {partsOf} from '../../src/plugins/search-words/words';
import {tokenize} from '../../src/plugins/search-words/client/queryTokens';
import {withNodeEnv} from '../helpers/nodeEnv';
import searchWords, {
  QUERY_TOKENIZE,
  QUERY_TOKENIZE_REQUEST,
  SEARCH_PLUGIN,
  isPluginTokenize,
  pluginLunr,
  validateOptions,
  withPartsIndexed,
} from '../../src/plugins/search-words';

const requireHere = createRequire(__filename);
const pluginServer = path.dirname(requireHere.resolve(SEARCH_PLUGIN));
const pluginClient = path.join(pluginServer, '..', '..', 'client', 'client');
/** The plugin's own index builder, as its postBuild calls it. */
const {buildIndex} = requireHere(path.join(pluginServer, 'utils', 'buildIndex.js')) as {
  buildIndex: (
    docs: {i: number; t: string}[][],
    config: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer?: boolean},
  ) => {index: {search: (q: string) => {ref: string}[]; invertedIndex?: unknown}}[];
};

const texts = (token: string) => partsOf(token).map((p) => p.text);

test('camelCase, dotted and underscored names give the words a reader types', () => {
  assert.deepEqual(texts('clipsContent'), ['clips', 'Content']);
  assert.deepEqual(texts('StyleSheet.create'), ['StyleSheet', 'Style', 'Sheet', 'create']);
  assert.deepEqual(texts('useWindowDimensions'), ['use', 'Window', 'Dimensions']);
  assert.deepEqual(texts('SVGElement'), ['SVG', 'Element']);
  assert.deepEqual(texts('DISABLE_V8_COMPILE_CACHE=1'), [
    'DISABLE_V8_COMPILE_CACHE',
    'DISABLE',
    'V8',
    'COMPILE',
    'CACHE',
  ]);
  assert.deepEqual(texts('routines::unsupported'), ['routines', 'unsupported']);
  // Offsets point into the token, so a result can highlight the part.
  assert.deepEqual(partsOf('layoutMode')[1], {text: 'Mode', offset: 6, camel: true});
});

test('plain words, punctuation around one word and one-letter pieces give nothing extra', () => {
  assert.deepEqual(partsOf('layout'), []);
  assert.deepEqual(partsOf('(reading'), []);
  assert.deepEqual(partsOf('e.g.'), []);
  assert.deepEqual(texts("'fileExists')"), ['file', 'Exists']);
});

test('the plugin builds its index with the wrapped tokenizer: split words and camelCase stop words are found', async () => {
  const docs = [
    [
      {i: 1, t: 'clipsContent'},
      {i: 2, t: 'StyleSheet.create'},
      {i: 3, t: 'onLayout'},
      {i: 4, t: 'layout on top'},
    ],
  ];
  const config = {language: ['en'], removeDefaultStopWordFilter: []};
  const refs = (index: {search: (q: string) => {ref: string}[]}, q: string) =>
    index
      .search(q)
      .map((r) => r.ref)
      .sort();

  const {tokenizer, stopWordFilter} = pluginLunr();
  const plain = buildIndex(docs, config)[0].index;
  assert.deepEqual(refs(plain, '+clip +content'), [], 'without the plugin the parts are not indexed');

  const [{index}] = await withPartsIndexed(async () => buildIndex(docs, config));
  assert.deepEqual(refs(index, '+clip +content'), ['1']);
  assert.deepEqual(refs(index, 'clipscontent'), ['1'], 'the whole name stays');
  assert.deepEqual(refs(index, '+style +sheet +create'), ['2']);
  assert.deepEqual(refs(index, 'stylesheet.create'), ['2']);
  // `on` of a name is kept; `on` of prose is still a stop word.
  assert.deepEqual(refs(index, '+on +layout'), ['3']);

  assert.equal(pluginLunr().tokenizer, tokenizer, "the plugin's lunr tokenizer is put back afterwards");
  assert.equal(pluginLunr().stopWordFilter, stopWordFilter, 'so is its stop-word filter');
  assert.ok(
    refs(buildIndex(docs, config)[0].index, '+clip +content').length === 0,
    'and later indexes are plain again',
  );
});

test('the search worker still imports its query tokenizer as ../utils/tokenize(text, language)', () => {
  const worker = fs.readFileSync(path.join(pluginClient, 'theme', 'worker.js'), 'utf8');
  assert.match(worker, /import \{ tokenize \} from "\.\.\/utils\/tokenize";/);
  assert.match(worker, /tokenize\(input, language\)/);
  const original = fs.readFileSync(path.join(pluginClient, 'utils', 'tokenize.js'), 'utf8');
  // Ours reproduces the English cut of the original; a changed cut there must be looked at here.
  assert.match(original, /let regExpMatchWords = \/\[\^-\\s\]\+\/g;/);
  assert.equal(
    isPluginTokenize({request: QUERY_TOKENIZE_REQUEST, context: path.join(pluginClient, 'theme')}),
    true,
  );
  assert.equal(isPluginTokenize({request: QUERY_TOKENIZE_REQUEST, context: '/site/src/theme'}), false);
  assert.equal(isPluginTokenize({request: './tokenize', context: path.join(pluginClient, 'theme')}), false);
  assert.ok(fs.existsSync(QUERY_TOKENIZE));
});

test('query words are trimmed of punctuation like indexed words; names keep their inner dots', () => {
  assert.deepEqual(tokenize("Cannot read properties of undefined (reading 'fileExists')", ['en']), [
    'cannot',
    'read',
    'properties',
    'of',
    'undefined',
    'reading',
    'fileexists',
  ]);
  assert.deepEqual(tokenize('StyleSheet.create()', ['en']), ['stylesheet.create']);
  assert.deepEqual(tokenize('  -- ', ['en']), []);
});

test('the wrapper keeps the plugin whole, adds webpack config, and refuses what it cannot serve', () => {
  const context = {
    siteDir: process.cwd(),
    // The search plugin writes its generated constants there: never the site's own .docusaurus.
    generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'search-words-')),
    baseUrl: '/',
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: 'en'},
  } as unknown as Parameters<typeof searchWords>[0];
  // Options as Docusaurus hands them over: through the search plugin's own validation and defaults.
  const options = validateOptions({
    options: {},
    validate: (schema: {validate: (o: unknown) => {value: unknown}}, o: unknown) => schema.validate(o).value,
  }) as never;
  const plugin = searchWords(context, options);
  assert.equal(plugin.name, SEARCH_PLUGIN);
  assert.equal(typeof plugin.postBuild, 'function');
  assert.equal(typeof plugin.getThemePath, 'function');
  assert.equal(typeof plugin.configureWebpack, 'function');
  assert.throws(() => searchWords(context, {language: ['en', 'zh']} as never), /only English/);
  // Under `npm start` the constants carry no hash of the docs, so an edit leaves them as they are.
  const constants = path.join(context.generatedFilesDir, SEARCH_PLUGIN, 'default', 'generated-constants.js');
  const hashedOptions = {...(options as object), hashed: true} as never;
  withNodeEnv('production', () => searchWords(context, hashedOptions));
  assert.match(
    fs.readFileSync(constants, 'utf8'),
    /searchIndexUrl = "search-index\{dir\}\.json\?_=[0-9a-f]{8}"/,
  );
  withNodeEnv('development', () => searchWords(context, hashedOptions));
  assert.match(fs.readFileSync(constants, 'utf8'), /searchIndexUrl = "search-index\{dir\}\.json"/);
});
