/**
 * Builds the plugin kit (client/kit.ts `PluginKit`): what a downloaded plugin needs that does not depend on the
 * reader's code, with esbuild, from the installed react-figma 0.31.0 and React of this site.
 * - `code`: examples/starter/src/code.tsx bundled for Figma's main thread (ES2017, like the starter's tsconfig);
 * - `runtime`: iframe/runtime.ts bundled for the UI iframe, defining the global the zip's ui.html calls;
 * - `starter`: the starter files the zip ships for a rebuild, read as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {STARTER_DIR} from '../markdown/starterFiles';
import {SITE_ROOT} from '../common/siteRoot';
import {RUNTIME_GLOBAL, STARTER_KIT_FILES, type PluginKit} from './client/kit';

/** The runtime's source. */
export const RUNTIME_ENTRY = path.join(__dirname, 'iframe', 'runtime.ts');

async function bundle(entry: string, options: esbuild.BuildOptions): Promise<string> {
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
    // The starter has no node_modules at site build time: its imports resolve to this site's install.
    nodePaths: [path.join(SITE_ROOT, 'node_modules')],
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
 * @throws Error (esbuild's, naming file and line) when a bundle fails, or when a starter file is missing.
 */
export async function buildKit(): Promise<PluginKit> {
  const [code, runtime] = await Promise.all([
    bundle(path.join(STARTER_DIR, 'src', 'code.tsx'), {platform: 'neutral', mainFields: ['main']}),
    bundle(RUNTIME_ENTRY, {platform: 'browser', globalName: RUNTIME_GLOBAL}),
  ]);
  const starter: Record<string, string> = {};
  for (const file of STARTER_KIT_FILES) starter[file] = fs.readFileSync(path.join(STARTER_DIR, file), 'utf8');
  return {code, runtime, starter};
}
