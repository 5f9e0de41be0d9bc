/** Builds the plugin kit (../download/pluginKit.ts) with esbuild from the site's react-figma and React. */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {buildOnce} from './esbuildBuild';
import {RUNTIME_GLOBAL, STARTER_KIT_FILES, type PluginKit} from '../download/pluginKit';
import {MAIN_RUNTIME_GLOBAL, type MainThread} from '../engine/mainThread';
import {MAIN_THREAD_FILE} from '../project/entry';
import {transpileFile, type SucraseTransform} from '../project/transpileFile';
import {transform} from 'sucrase';

const RUNTIME_ENTRY = path.join(__dirname, '..', 'download', 'uiRuntime.ts');

/**
 * Resolves the starter's bare imports in `nodeModules`, not the starter's node_modules a reader's `npm ci`
 * may be writing.
 */
function inSiteInstall(nodeModules: string): esbuild.Plugin {
  const root = path.dirname(nodeModules);
  return {
    name: 'site-install',
    setup(build) {
      build.onResolve({filter: /^[^./]/}, (args) => {
        if (args.pluginData === root || args.importer.startsWith(nodeModules + path.sep)) return undefined;
        return build.resolve(args.path, {kind: args.kind, resolveDir: root, pluginData: root});
      });
    },
  };
}

async function bundle(entry: string, nodeModules: string, options: esbuild.BuildOptions): Promise<string> {
  const [output] = await buildOnce({
    plugins: [inSiteInstall(nodeModules)],
    entryPoints: entry ? [entry] : undefined,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    charset: 'utf8',
    legalComments: 'none',
    // As webpack 4 defines them for the starter's bundles.
    define: {'process.env.NODE_ENV': '"production"', 'process.env': '{}', global: 'globalThis'},
    nodePaths: [nodeModules],
    logLevel: 'silent',
    // Not the site's `strict` tsconfig: "use strict" would break Yoga's emscripten code (undeclared globals).
    tsconfigRaw: {},
    ...options,
  });
  if (!output) throw new Error(`plugin-download: esbuild wrote nothing for ${entry}`);
  return output.text;
}

/**
 * The plugin's `dist/code.js`: the starter's `src/code.tsx` bundled, run as the main thread everywhere.
 * @throws Error (esbuild's, naming file and line).
 */
export function bundleMainThread(starterDir: string, nodeModules: string): Promise<string> {
  return bundle(path.join(starterDir, 'src', 'code.tsx'), nodeModules, {
    platform: 'neutral',
    mainFields: ['main'],
    // Names kept, so a main-thread error reads as react-figma's source does ("renderers[type] is not a
    // function").
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
  });
}

/**
 * react-figma/rpc and figma-jsonrpc for the main thread, bundled as `bundleMainThread` bundles them: a script
 * whose `var MAIN_RUNTIME_GLOBAL` maps each name to its exports (../engine/mainThread.ts).
 * @throws Error (esbuild's).
 */
function bundleMainRuntime(nodeModules: string): Promise<string> {
  return bundle('', nodeModules, {
    stdin: {
      contents: `module.exports = {'react-figma/rpc': require('react-figma/rpc'), 'figma-jsonrpc': require('figma-jsonrpc')};`,
      resolveDir: path.dirname(nodeModules),
      loader: 'js',
    },
    globalName: MAIN_RUNTIME_GLOBAL,
    platform: 'neutral',
    mainFields: ['main'],
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
  });
}

/**
 * The engine's main thread (../engine/mainThread.ts): `bundleMainRuntime`, the starter's `src/code.tsx`
 * compiled as the playground compiles a file, and its `src/ui.html` (the UI's document, ../engine/dom.ts).
 * @throws Error (esbuild's, naming file and line; sucrase's TranspileError).
 */
export async function bundleMainThreadParts(starterDir: string, nodeModules: string): Promise<MainThread> {
  const runtime = await bundleMainRuntime(nodeModules);
  const code = fs.readFileSync(path.join(starterDir, MAIN_THREAD_FILE), 'utf8');
  const uiHtml = fs.readFileSync(path.join(starterDir, 'src', 'ui.html'), 'utf8');
  return {runtime, starter: transpileFile(transform as SucraseTransform, code, MAIN_THREAD_FILE), uiHtml};
}

/** @throws Error (esbuild's, naming file and line) when a bundle fails, or when a starter file is missing. */
export async function buildKit(starterDir: string, nodeModules: string): Promise<PluginKit> {
  const [code, runtime, mainRuntime] = await Promise.all([
    bundleMainThread(starterDir, nodeModules),
    bundle(RUNTIME_ENTRY, nodeModules, {platform: 'browser', globalName: RUNTIME_GLOBAL}),
    bundleMainRuntime(nodeModules),
  ]);
  const starter: Record<string, string> = {};
  for (const file of STARTER_KIT_FILES) starter[file] = fs.readFileSync(path.join(starterDir, file), 'utf8');
  starter['package.json'] = withoutTestScript(starter['package.json']);
  return {code, runtime, mainRuntime, starter};
}

/** The starter's package.json without its `test` script: it runs the starter's test/, which the zip lacks. */
function withoutTestScript(packageJson: string): string {
  const pkg = JSON.parse(packageJson) as {scripts?: Record<string, string>};
  if (!pkg.scripts?.test) return packageJson;
  delete pkg.scripts.test;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
