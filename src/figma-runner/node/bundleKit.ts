/**
 * Builds the plugin kit (../download/pluginKit.ts `PluginKit`): what a downloaded plugin needs that does not depend on the
 * reader's code, with esbuild, from the installed react-figma 0.31.0 and React of this site.
 * - `code`: examples/starter/src/code.tsx bundled for Figma's main thread (ES2017, like the starter's tsconfig);
 * - `runtime`: ../download/uiRuntime.ts bundled for the UI iframe, defining the global the zip's ui.html calls;
 * - `starter`: the starter files the zip ships for a rebuild, read as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {RUNTIME_GLOBAL, STARTER_KIT_FILES, type PluginKit} from '../download/pluginKit';

/** The runtime's source. */
const RUNTIME_ENTRY = path.join(__dirname, '..', 'download', 'uiRuntime.ts');

async function bundle(entry: string, nodeModules: string, options: esbuild.BuildOptions): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2017',
    charset: 'utf8',
    legalComments: 'none',
    // What webpack 4 gives the starter's bundles: production React, an empty `process.env` (react-figma reads
    // its REACT_FIGMA_* switches there) and `global` as the window.
    define: {'process.env.NODE_ENV': '"production"', 'process.env': '{}', global: 'globalThis'},
    nodePaths: [nodeModules],
    logLevel: 'silent',
    // Not the site's tsconfig: its `strict` would make esbuild start the script with "use strict", which then
    // holds for every bundled package, and yoga-layout-prebuilt's emscripten code assigns undeclared globals.
    tsconfigRaw: {},
    ...options,
  });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error(`plugin-download: esbuild wrote nothing for ${entry}`);
  return output.text;
}

/**
 * @param starterDir the starter project (examples/starter); `nodeModules` the site's install, which its imports
 *   resolve to (the starter has no node_modules at site build time).
 * @throws Error (esbuild's, naming file and line) when a bundle fails, or when a starter file is missing.
 */
export async function buildKit(starterDir: string, nodeModules: string): Promise<PluginKit> {
  const [code, runtime] = await Promise.all([
    bundle(path.join(starterDir, 'src', 'code.tsx'), nodeModules, {
      platform: 'neutral',
      mainFields: ['main'],
    }),
    bundle(RUNTIME_ENTRY, nodeModules, {platform: 'browser', globalName: RUNTIME_GLOBAL}),
  ]);
  const starter: Record<string, string> = {};
  for (const file of STARTER_KIT_FILES) starter[file] = fs.readFileSync(path.join(starterDir, file), 'utf8');
  starter['package.json'] = withoutTestScript(starter['package.json']);
  return {code, runtime, starter};
}

/** The starter's package.json without its `test` script: that runs the starter's test/, which the zip lacks. */
function withoutTestScript(packageJson: string): string {
  const pkg = JSON.parse(packageJson) as {scripts?: Record<string, string>};
  if (!pkg.scripts?.test) return packageJson;
  delete pkg.scripts.test;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
