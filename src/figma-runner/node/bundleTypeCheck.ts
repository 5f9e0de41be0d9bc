/**
 * Builds the type-check worker (../browser/typecheck/entry.ts) into one minified classic script, with the starter's
 * compilerOptions put in as `__STARTER_COMPILER_OPTIONS__`. TypeScript is one CommonJS module, so nothing of it is
 * tree-shaken: the script is the compiler plus about 8 KB of ours.
 */
import {bundleScript} from './bundleEngine';
import {starterCompilerOptions} from './starterTypings';

/** Node built-ins typescript.js names on paths a worker never takes (it checks for `process` first). */
const NODE_BUILTINS = /^(fs|path|os|crypto|module|perf_hooks|inspector|buffer|source-map-support)$/;

/**
 * The worker script, minified.
 * @param starterDir the starter project whose tsconfig.json's compilerOptions the checker uses.
 * @throws Error with esbuild's messages when it cannot be bundled, or when the tsconfig cannot be read.
 */
export function bundleTypeCheckWorker(starterDir: string): Promise<string> {
  return bundleScript('typecheck/entry.ts', {
    define: {__STARTER_COMPILER_OPTIONS__: JSON.stringify(starterCompilerOptions(starterDir))},
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
  });
}
