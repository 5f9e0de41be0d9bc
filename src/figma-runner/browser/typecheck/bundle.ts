/**
 * Builds the type-check worker (./entry.ts) into one minified classic script with esbuild, in Node at site build
 * time, with the starter's compilerOptions put in as `__STARTER_COMPILER_OPTIONS__`. TypeScript is one CommonJS
 * module, so nothing of it is tree-shaken: the script is the compiler plus about 8 KB of ours.
 */
import path from 'node:path';
import {build} from 'esbuild';
import {starterCompilerOptions} from '../../project/starterTypings';

/** Node built-ins typescript.js mentions on paths a worker never takes (it checks for `process` first). */
const NODE_BUILTINS = /^(fs|path|os|crypto|module|perf_hooks|inspector|buffer|source-map-support)$/;

/**
 * The worker script, minified.
 * @throws Error with esbuild's messages when it cannot be bundled.
 */
export async function bundleTypeCheckWorker(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: {__STARTER_COMPILER_OPTIONS__: JSON.stringify(starterCompilerOptions())},
    plugins: [
      {
        name: 'no-node-builtins',
        setup(b) {
          b.onResolve({filter: NODE_BUILTINS}, (args) => ({path: args.path, namespace: 'empty'}));
          b.onLoad({filter: /.*/, namespace: 'empty'}, () => ({
            contents: 'module.exports = {};',
            loader: 'js',
          }));
        },
      },
    ],
    write: false,
  });
  return result.outputFiles[0].text;
}
