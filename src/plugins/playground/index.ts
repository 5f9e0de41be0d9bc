/**
 * playground: the data behind the /playground page (src/pages/playground.tsx, src/components/Playground).
 *
 * contentLoaded  reads every doc and blog post the docs and blog plugins loaded (`allContent`, which Docusaurus
 *                2.4.3 passes to contentLoaded; Docusaurus 3 passes it to `allContentLoaded` instead), computes
 *                their examples (./examples.ts) and writes one JSON module per example,
 *                `@generated/playground/default/examples/<id>.json`, which the build emits as a static file each
 *                (`exampleAssetRule`); the page fetches only the one it opens, and no other route loads any (PLAY-1).
 * configureWebpack keeps the CSS of the playground's components out of the site-wide stylesheet (as
 *                src/plugins/search-bar-css does for the search bar): it loads with their on-demand chunk.
 *
 * The engine that runs a reader's code is ./client/runner.ts (the lead's); see README.md.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {blogPosts, docGroups} from '../common/sitePages';
import {REACT_FIGMA_VERSION} from '../figma-preview/previews';
import {allExamples} from './examples';
import {DEFAULT_EXAMPLE_ID} from '../../figma-runner/project/exampleId';
import type {ExampleModule} from '../../figma-runner/project/exampleTypes';

export const PLUGIN_NAME = 'playground';

/** Where the example modules go under the plugin's data dir (the page's `import()` names the same folder). */
export const EXAMPLES_DIR = 'examples';

/** CSS modules that load with the playground's on-demand chunks, not on every page (PERF-2). */
export const PLAYGROUND_CSS = /[\\/]src[\\/]components[\\/](Playground|CodeEditor)[\\/][^\\/]+\.css$/;

type CacheGroup = {test?: unknown; [key: string]: unknown};
type ModuleLike = {nameForCondition?: () => string | null};

/**
 * Narrows the `styles` cacheGroup of a client webpack config in place, keeping what it already excluded.
 * @throws Error when the config has no `styles` cacheGroup (Docusaurus changed its split).
 */
export function keepPlaygroundCssOut(config: Configuration): void {
  const groups = (config.optimization?.splitChunks || undefined)?.cacheGroups as
    Record<string, CacheGroup> | undefined;
  const styles = groups?.styles;
  if (!styles)
    throw new Error('[playground] Docusaurus no longer has a `styles` cacheGroup; revisit this plugin.');
  const before = styles.test;
  styles.test = (module: ModuleLike, ...rest: unknown[]) => {
    if (PLAYGROUND_CSS.test(module.nameForCondition?.() ?? '')) return false;
    if (typeof before === 'function')
      return (before as (m: ModuleLike, ...r: unknown[]) => boolean)(module, ...rest);
    if (before instanceof RegExp) return before.test(module.nameForCondition?.() ?? '');
    return true;
  };
}

/** An example module's path (`<generatedFilesDir>/playground/default/examples/<id>.json`). */
export const EXAMPLE_FILE = /[\\/]playground[\\/]default[\\/]examples[\\/][A-Za-z0-9-]+\.json$/;

/**
 * Example modules become static files (`assets/playground/<id>.<hash>.json`) that the page fetches, not JS
 * chunks: a chunk per example would list all of them in webpack's runtime, which every page loads first (about
 * 2 KB gzip for 69 examples). The page's `require.context` holds their URLs instead, in the playground's chunk.
 */
export function exampleAssetRule(isServer: boolean) {
  return {
    test: EXAMPLE_FILE,
    type: 'asset/resource' as const,
    generator: {filename: 'assets/playground/[name].[contenthash:8][ext]', emit: !isServer},
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
      ];
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
