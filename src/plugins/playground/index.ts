/** playground: the /playground page's examples, type-check worker and hints, and its CSS (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {blogPosts, docGroups, type SitePage} from '../common/sitePages';
import {FileCache, codeHash, hashOf} from '../common/fileCache';
import {placeholderScript, writeGenerated} from '../dev-server/generated';
import {servedFromDisk} from '../dev-server/diskAssets';
import {starterTypingsInThread} from './typingsThread';
import {STARTER_DIR} from '../markdown/starterFiles';
import type {ApiData} from '../react-figma-api/client/types';
import {PLUGIN_NAME as API_PLUGIN} from '../react-figma-api/client/types';
import {propHints} from './propHints';
import {styleKeyModel} from './styleKeyModel';
import {keepOutOfStylesChunk} from '../common/stylesCacheGroup';
import {REACT_FIGMA_VERSION} from '../figma-preview/previews';
import {allExamples, pageExamples, type PlaygroundExample} from './examples';
import {DEFAULT_EXAMPLE_ID, HOME_EXAMPLE_FILE} from './client/exampleId';
import type {ExampleModule} from './client/exampleTypes';

export const PLUGIN_NAME = 'playground';

/** Where the example modules go under the plugin's data dir (the page's `import()` names the same folder). */
export const EXAMPLES_DIR = 'examples';

/**
 * CSS modules that load with the playground's on-demand chunks (the inspector's in its own), not on every
 * page (PERF-2).
 */
export const PLAYGROUND_CSS =
  /[\\/]src[\\/]components[\\/](Playground|CodeEditor)[\\/](?:[^\\/]+[\\/])*[^\\/]+\.css$/;

/** Keeps the playground's CSS out of the `styles` cacheGroup. @throws Error when there is none. */
export function keepPlaygroundCssOut(config: Configuration): void {
  keepOutOfStylesChunk(config, PLAYGROUND_CSS, 'playground');
}

/** An example module's path (`<generatedFilesDir>/playground/default/examples/<id>.json`). */
export const EXAMPLE_FILE = /[\\/]playground[\\/]default[\\/]examples[\\/][A-Za-z0-9-]+\.json$/;

/** Example modules become static JSON files the page fetches, not chunks in webpack's runtime. */
export function exampleAssetRule(isServer: boolean) {
  return {
    test: EXAMPLE_FILE,
    type: 'asset/resource' as const,
    generator: {filename: 'assets/playground/[name].[contenthash:8][ext]', emit: !isServer},
  };
}

/** `pageExamples` memo on globalThis, as `npm start` re-evaluates this file on each content load. */
const MEMO = Symbol.for('react-figma-website.playground.pageExamples');
type Memo = Map<string, PlaygroundExample[]>;

function memoizedPageExamples(): {examplesOf: typeof pageExamples; done: () => void} {
  const global = globalThis as {[MEMO]?: Memo};
  const last = global[MEMO] ?? new Map();
  const next: Memo = new Map();
  return {
    examplesOf(source, page) {
      const key = hashOf(page.file, page.title, page.permalink, source);
      const examples = last.get(key) ?? pageExamples(source, page);
      next.set(key, examples);
      return examples;
    },
    // Only this load's pages stay, so the memo does not grow with every edit.
    done: () => (global[MEMO] = next),
  };
}

/** The type checker's hints module (`@generated/playground/default/props-hints.json`), a static file too. */
export const PROPS_HINTS = 'props-hints.json';
const PROPS_HINTS_FILE = /[\\/]playground[\\/]default[\\/]props-hints\.json$/;

/**
 * The inspector's style keys (`@generated/playground/default/style-keys.json`), from the Styling page's
 * tables (INSP-2), bundled into the inspector's chunk.
 */
const STYLE_KEYS = 'style-keys.json';
const STYLING_PAGE = 'docs/styling.mdx';

/** The type checker's two files, written by loadContent, by their webpack alias. */
const TYPECHECK_FILES = {'@typecheck-worker': 'typecheck-worker', '@typecheck-typings': 'typecheck-typings'};
/** Their extension: no other webpack rule matches it, so only `typecheckAssetRule` handles them. */
const TYPECHECK_EXT = '.tctext';

/** The type checker's files and hints as static `.txt` assets, fetched when the reader edits. */
export function typecheckAssetRules(isServer: boolean) {
  const generator = {filename: 'assets/typecheck/[name].[contenthash:8].txt', emit: !isServer};
  return [
    {test: /\.tctext$/, type: 'asset/resource' as const, generator},
    {test: PROPS_HINTS_FILE, type: 'asset/resource' as const, generator},
  ];
}

/** The home page's example as a page of examples (PLAY-15): its figure's Edit link opens `home-1`. */
export function homeExamplePage(siteDir: string): SitePage {
  return {
    kind: 'doc',
    permalink: '/',
    title: 'Home page example',
    description: '',
    source: path.join(siteDir, HOME_EXAMPLE_FILE),
    file: HOME_EXAMPLE_FILE,
    section: [],
  };
}

/** The loaded content of every plugin, as Docusaurus 2.4.3 passes it: name → plugin id → content. */
type AllContent = Record<string, Record<string, unknown>>;

export default function playgroundPlugin(context: LoadContext): Plugin {
  const typecheckDir = path.join(context.generatedFilesDir, 'playground-typecheck');
  const typecheckFile = (name: string) => path.join(typecheckDir, `${name}${TYPECHECK_EXT}`);
  return {
    name: PLUGIN_NAME,
    /** Writes the type checker's worker and typings (from the cache when their code is unchanged). */
    async loadContent() {
      const runner = path.join(context.siteDir, 'src/figma-runner');
      // The starter's tsconfig.json is built into the worker: it is part of the key.
      const key = hashOf(
        codeHash(path.join(runner, 'browser/typecheck'), path.join(runner, 'node')),
        fs.readFileSync(path.join(STARTER_DIR, 'tsconfig.json')),
      ).slice(0, 20);
      const cache = FileCache.under(context.siteDir, 'typecheck');
      const cached = cache.get(key, '.json');
      const workerFile = typecheckFile(TYPECHECK_FILES['@typecheck-worker']);
      const typingsFile = typecheckFile(TYPECHECK_FILES['@typecheck-typings']);
      const build = async () => {
        // esbuild loads only when the files must be built; the TypeScript program runs in a thread.
        const {bundleTypeCheckWorker} = await import('../../figma-runner/node/bundleTypeCheck');
        const [worker, typings] = await Promise.all([
          bundleTypeCheckWorker(STARTER_DIR),
          starterTypingsInThread(STARTER_DIR, path.join(context.siteDir, 'node_modules')),
        ]);
        const built = {worker, typings: JSON.stringify(typings)};
        cache.set(key, '.json', JSON.stringify(built));
        return built;
      };
      const byFile = (files: {worker: string; typings: string}) => ({
        [workerFile]: files.worker,
        [typingsFile]: files.typings,
      });
      fs.mkdirSync(typecheckDir, {recursive: true});
      // Under `npm start` the playground's type checker answers nothing until its files are built.
      await writeGenerated(
        'type-checker',
        `typecheck-${key}`,
        cached && byFile(JSON.parse(cached.toString('utf8')) as {worker: string; typings: string}),
        byFile({worker: placeholderScript('the type checker'), typings: '{}'}),
        async () => byFile(await build()),
      );
    },
    async contentLoaded({actions, allContent}) {
      const all = allContent as AllContent | undefined;
      if (!all)
        throw new Error(
          '[playground] contentLoaded got no allContent: Docusaurus changed; revisit this plugin.',
        );
      const plugins = Object.entries(all).flatMap(([name, byId]) =>
        Object.values(byId).map((content) => ({name, content})),
      );
      const pages = [
        ...docGroups(context.siteDir, plugins).flatMap((g) => g.pages),
        ...blogPosts(context.siteDir, plugins),
        homeExamplePage(context.siteDir),
      ];
      const api = all[API_PLUGIN]?.default as ApiData | undefined;
      if (!api) throw new Error(`[playground] no content from the ${API_PLUGIN} plugin: the hints need it.`);
      await actions.createData(PROPS_HINTS, JSON.stringify(propHints(api)));
      const styling = await fs.promises.readFile(path.join(context.siteDir, STYLING_PAGE), 'utf8');
      await actions.createData(STYLE_KEYS, JSON.stringify(styleKeyModel(styling)));
      const memo = memoizedPageExamples();
      const examples = allExamples(pages, memo.examplesOf);
      memo.done();
      if (!examples.some((e) => e.id === DEFAULT_EXAMPLE_ID)) {
        throw new Error(
          `[playground] the default example ${DEFAULT_EXAMPLE_ID} is gone: change DEFAULT_EXAMPLE_ID.`,
        );
      }
      await Promise.all(
        examples.map((example) => {
          const module: ExampleModule = {example, version: REACT_FIGMA_VERSION};
          return actions.createData(
            path.posix.join(EXAMPLES_DIR, `${example.id}.json`),
            JSON.stringify(module),
          );
        }),
      );
    },
    configureWebpack(config, isServer) {
      if (!isServer) keepPlaygroundCssOut(config);
      const alias = Object.fromEntries(
        Object.entries(TYPECHECK_FILES).map(([name, file]) => [name, typecheckFile(file)]),
      );
      const [checker, hints] = typecheckAssetRules(isServer);
      // Under `npm start` the checker's files are served from disk, not from the dev server's memory
      // (PERF-21).
      const served = servedFromDisk(
        'typecheck',
        typecheckDir,
        checker.test,
        context.baseUrl,
        isServer,
        checker,
      );
      return {
        ...(served.devServer && {devServer: served.devServer}),
        resolve: {alias},
        module: {rules: [exampleAssetRule(isServer), served.rule, hints]},
      };
    },
  };
}
