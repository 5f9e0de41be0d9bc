/** playground: the /playground page's examples, the hints and style keys, and its CSS (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {blogPosts, docGroups, type SitePage} from '../common/sitePages';
import type {ApiData} from '../react-figma-api/client/types';
import {PLUGIN_NAME as API_PLUGIN} from '../react-figma-api/client/types';
import {propHints} from './propHints';
import {styleKeys} from './styleKeyModel';
import {keepOutOfStylesChunk} from '../common/stylesCacheGroup';
import {REACT_FIGMA_VERSION} from '../figma-preview/previews';
import {allExamples} from './examples';
import {DEFAULT_EXAMPLE_ID, HOME_EXAMPLE_FILE} from './client/exampleId';
import type {ExampleModule} from './client/exampleTypes';

export const PLUGIN_NAME = 'playground';

/** Where the example modules go under the plugin's data dir (the page's `import()` names the same folder). */
export const EXAMPLES_DIR = 'examples';

/** CSS modules loading with the playground's on-demand chunks, not on every page (PERF-2). */
export const PLAYGROUND_CSS =
  /[\\/]src[\\/]components[\\/](Playground|CodeEditor)[\\/](?:[^\\/]+[\\/])*[^\\/]+\.css$/;

/** Keeps the playground's CSS out of the `styles` cacheGroup. @throws Error when there is none. */
export function keepPlaygroundCssOut(config: Configuration): void {
  keepOutOfStylesChunk(config, PLAYGROUND_CSS, 'playground');
}

/** An example module's path (`<generatedFilesDir>/playground/default/examples/<id>.json`). */
export const EXAMPLE_FILE = /[\\/]playground[\\/]default[\\/]examples[\\/][A-Za-z0-9-]+\.json$/;

/** The type checker's hints module (`@generated/playground/default/props-hints.json`). */
export const PROPS_HINTS = 'props-hints.json';
const PROPS_HINTS_FILE = /[\\/]playground[\\/]default[\\/]props-hints\.json$/;

/** Example modules and hints become static JSON files the page fetches, not chunks in webpack's runtime. */
export function exampleAssetRule(isServer: boolean) {
  return {
    test: [EXAMPLE_FILE, PROPS_HINTS_FILE],
    type: 'asset/resource' as const,
    generator: {filename: 'assets/playground/[name].[contenthash:8][ext]', emit: !isServer},
  };
}

/** The inspector's style keys (`style-keys.json`): the typings', with the Styling page's text (INSP-2). */
const STYLE_KEYS = 'style-keys.json';
const STYLING_PAGE = 'docs/styling.mdx';

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
  return {
    name: PLUGIN_NAME,
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
      if (!api.styleKeys) throw new Error(`[playground] the ${API_PLUGIN} plugin gave no style keys.`);
      await actions.createData(STYLE_KEYS, JSON.stringify(styleKeys(api.styleKeys, styling)));
      const examples = allExamples(pages);
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
      return {module: {rules: [exampleAssetRule(isServer)]}};
    },
  };
}
