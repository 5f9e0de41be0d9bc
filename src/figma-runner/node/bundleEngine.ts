/** Bundles the browser shell, its parser and the relay with esbuild, fonts in, modules swapped. */
import path from 'node:path';
import type {BuildOptions, Plugin} from 'esbuild';
import {buildOnce} from './esbuildBuild';
import {readFontTables} from './fontTables';
import {bundleMainThreadParts} from './bundleKit';
import type {MainThread} from '../engine/mainThread';

const NODE_BUILTINS = /^(fs|path|crypto|os|util|stream|module|worker_threads|child_process)$/;

/** Swaps in the recording `react-reconciler`, no-op DevTools (a WebSocket) and empty Node built-ins. */
const swaps: Plugin = {
  name: 'preview-engine-swaps',
  setup(b) {
    b.onResolve({filter: /^react-reconciler$/}, () => ({
      path: 'react-reconciler',
      namespace: 'recording-reconciler',
    }));
    b.onLoad({filter: /.*/, namespace: 'recording-reconciler'}, () => ({
      contents:
        `const {recordingReconciler} = require(${JSON.stringify(path.join(__dirname, '../engine/render.ts'))});\n` +
        `module.exports = recordingReconciler(require('react-reconciler/index.js'));`,
      // react-figma 0.31.0 has its own react-reconciler (node_modules/react-figma/node_modules).
      resolveDir: path.dirname(require.resolve('react-figma/package.json')),
      loader: 'js',
    }));
    b.onResolve({filter: /^react-devtools-core$|\/helpers\/connectToDevTools$/}, () => ({
      path: 'devtools',
      namespace: 'no-devtools',
    }));
    b.onLoad({filter: /.*/, namespace: 'no-devtools'}, () => ({
      contents: 'module.exports = {connectToDevTools() {}};',
      loader: 'js',
    }));
    b.onResolve({filter: NODE_BUILTINS}, (args) => ({path: args.path, namespace: 'empty'}));
    b.onLoad({filter: /.*/, namespace: 'empty'}, () => ({contents: 'module.exports = {};', loader: 'js'}));
  },
};

/**
 * The Node realm's Yoga: the global `__YOGA__` when the shell gives one, else loaded and left there. Its
 * emscripten start is most of a realm's, and it keeps no state between layouts (react-figma sets no config).
 */
const sharedYoga: Plugin = {
  name: 'preview-engine-shared-yoga',
  setup(b) {
    b.onResolve({filter: /^yoga-layout-prebuilt$/}, () => ({path: 'yoga', namespace: 'shared-yoga'}));
    b.onLoad({filter: /.*/, namespace: 'shared-yoga'}, () => ({
      contents:
        "module.exports = globalThis.__YOGA__ ||= require('yoga-layout-prebuilt/yoga-layout/dist/entry-browser.js');",
      resolveDir: path.dirname(require.resolve('react-figma/package.json')),
      loader: 'js',
    }));
  },
};

/** The browser shell's scripts: the worker, the parser sent after a first syntax error, the sandbox relay. */
export interface BrowserEngine {
  worker: string;
  syntax: string;
  relay: string;
  /** The UI's DOM and React DOM (../engine/dom.ts), sent before a render that uses them. */
  dom: string;
}

/**
 * The engine's browser scripts, minified, the main thread's runtime and starter inside the worker.
 * @throws Error with esbuild's messages.
 */
export async function bundleBrowserEngine(starterDir: string, nodeModules: string): Promise<BrowserEngine> {
  const [worker, syntax, relay, dom] = await Promise.all([
    bundleMainThreadParts(starterDir, nodeModules).then(bundleWorker),
    bundleSyntax(),
    bundleRelay(),
    bundleDom('production'),
  ]);
  return {worker, syntax, relay, dom};
}

/** One entry of ../browser as a minified classic script. @throws Error with esbuild's messages. */
export async function bundleScript(entry: string, extra: Omit<BuildOptions, 'write'> = {}): Promise<string> {
  const files = await buildOnce({
    entryPoints: [path.resolve(__dirname, '..', 'browser', entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    ...extra,
  });
  return files[0].text;
}

const bundleSyntax = () => bundleScript('syntaxParser.ts');

const bundleRelay = () => bundleScript('relay.ts');

/**
 * esbuild options of a realm program (../engine/realm.ts and the worker around it): React and react-figma
 * swapped, a `process` of its own. `mode`: React's build; the Node shell keeps development, as it had.
 */
function realmOptions(mode: 'production' | 'development', define: Record<string, string>): BuildOptions {
  return {
    define: {...define, 'process.env.NODE_ENV': JSON.stringify(mode), global: 'globalThis'},
    // react-figma reads feature flags from process.env; Yoga's worker path touches only these members.
    banner: {
      js: `var process={env:{NODE_ENV:"${mode}"},argv:[],versions:{},browser:true,on:function(){}};`,
    },
    plugins: [swaps],
  };
}

/**
 * V8's explicit compile hint (elsewhere a plain comment): every function compiled as the worker loads, while
 * it waits prepared, not during the edit it then draws.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

const bundleWorker = (mainThread: MainThread) => {
  const options = realmOptions('production', {
    __FONT_TABLES__: JSON.stringify(readFontTables()),
    __MAIN_THREAD__: JSON.stringify(mainThread),
  });
  return bundleScript('engineWorker.ts', {
    ...options,
    banner: {js: COMPILE_ALL_ON_LOAD + options.banner!.js},
  });
};

/**
 * The Node shell's realm program: ../engine/realm.ts as a script whose `realm` global holds `startRealm`;
 * it reads `__FONT_TABLES__` and `__MAIN_THREAD__` from its globals. Names kept for the build's stacks.
 * @throws Error with esbuild's messages.
 */
export const bundleRealm = (): Promise<string> =>
  bundleScript('../engine/realm.ts', {
    ...realmOptions('development', {}),
    plugins: [swaps, sharedYoga],
    globalName: 'realm',
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
  });

const DOM_ENTRY = path.join(__dirname, '../engine/dom.ts');

/** React DOM's `react`: the engine's React, which ../engine/dom.ts `installDom` is given. */
const engineReact: Plugin = {
  name: 'preview-dom-engine-react',
  setup(b) {
    b.onResolve({filter: /^react$/}, () => ({path: 'react', namespace: 'engine-react'}));
    b.onLoad({filter: /.*/, namespace: 'engine-react'}, () => ({
      contents: `module.exports = require(${JSON.stringify(DOM_ENTRY)}).reactOfEngine();`,
      resolveDir: path.dirname(DOM_ENTRY),
      loader: 'js',
    }));
  },
};

/**
 * ../engine/dom.ts with linkedom and React DOM 17.0.2 as a script whose `rfwDom` global holds
 * `installDom`, in the realm's React build (`mode`). @throws Error with esbuild's messages.
 */
export const bundleDom = (mode: 'production' | 'development'): Promise<string> =>
  bundleScript('../engine/dom.ts', {
    ...realmOptions(mode, {}),
    plugins: [engineReact, swaps],
    globalName: 'rfwDom',
    ...(mode === 'development' && {minify: false, minifyWhitespace: true, minifySyntax: true}),
  });
