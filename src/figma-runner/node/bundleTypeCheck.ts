/** Bundles the type-check worker (../browser/typecheck/entry.ts) with the starter's compilerOptions in. */
import {bundleScript} from './bundleEngine';
import {readerCompilerOptions} from './readerProgram';

/** Node built-ins typescript.js names on paths a worker never takes (it checks for `process` first). */
const NODE_BUILTINS = /^(fs|path|os|crypto|module|perf_hooks|inspector|buffer|source-map-support)$/;

/** The worker script, minified, for `starterDir`'s tsconfig. @throws esbuild's or tsconfig's error. */
export function bundleTypeCheckWorker(starterDir: string): Promise<string> {
  return bundleScript('typecheck/entry.ts', {
    define: {__STARTER_COMPILER_OPTIONS__: JSON.stringify(readerCompilerOptions(starterDir))},
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
