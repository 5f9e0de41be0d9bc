/**
 * Exit caching: webpack's persistent cache is written whenever the dev server's compiler goes idle, so a stop at
 * any time (Ctrl-C, SIGTERM) finds it on disk and the next start is warm (PERF-20).
 */
import type {Compiler} from 'webpack';

/**
 * Sets the filesystem cache's three idle timeouts to 0 before webpack applies its defaults (a plugin's `apply`
 * runs first, in `createCompiler` of webpack 5's lib/webpack.js). webpack's IdleFileCachePlugin then starts
 * storing at its `beginIdle` hook, after each compile, and stops at `endIdle`, when the next one starts; its
 * defaults wait 5 s after the first compile and 60 s after others, and @docusaurus/core 2.4.3's `start.js` exits
 * at once on a signal, so a stop soon after a start or an edit lost the cache.
 * @throws Error when the compiler has no filesystem cache (Docusaurus changed its webpack config).
 */
export class CacheWhenIdle {
  apply(compiler: Compiler): void {
    const cache = compiler.options.cache;
    if (typeof cache !== 'object' || cache.type !== 'filesystem')
      throw new Error(
        '[dev-server] the dev server has no filesystem cache: Docusaurus changed its webpack config.',
      );
    cache.idleTimeout = 0;
    cache.idleTimeoutForInitialStore = 0;
    cache.idleTimeoutAfterLargeChanges = 0;
  }
}
