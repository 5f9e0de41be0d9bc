/**
 * dev-cache: under `npm start`, Ctrl-C or SIGTERM writes webpack's persistent cache before the process ends,
 * so the next start reads it (PERF-20). The production build already closes its compiler. See README.md.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** The parts of `process` this plugin uses (a stand-in in tests). */
export interface ExitingProcess {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  exit: (code?: number) => never;
}

/** Longest wait for webpack to write its cache before the exit goes ahead anyway (ms). */
const CLOSE_TIMEOUT_MS = 60_000;

/**
 * On SIGINT or SIGTERM, holds `proc.exit` until `compiler.close()` has run webpack's cache shutdown (which
 * writes the pack), or `timeoutMs` has passed. @docusaurus/core 2.4.3 `lib/commands/start.js` answers both
 * signals with `devServer.stop(); process.exit()`, and webpack-dev-server's stop closes only the watcher, so
 * without this the cache is written only by webpack's idle store (5 s after the first compile, 60 s after
 * later ones). Must be registered before core's listeners (a webpack plugin's `apply` runs before start.js
 * adds them). A second signal, or an error from `close`, exits at once.
 */
export function holdExitUntilClosed(
  proc: ExitingProcess,
  compiler: Pick<Compiler, 'close'>,
  timeoutMs = CLOSE_TIMEOUT_MS,
): void {
  const exit = proc.exit;
  let closing = false;
  const onSignal = () => {
    if (closing) return;
    closing = true;
    let requested: number | undefined;
    let closed = false;
    let exitRequested = false;
    const finish = () => {
      proc.exit = exit;
      exit.call(proc, requested);
    };
    proc.exit = ((code?: number) => {
      requested = code;
      exitRequested = true;
      if (closed) finish();
      return undefined as never;
    }) as ExitingProcess['exit'];
    const timer = setTimeout(finish, timeoutMs);
    timer.unref?.();
    compiler.close(() => {
      clearTimeout(timer);
      closed = true;
      if (exitRequested) finish();
    });
    // A second Ctrl-C does not wait for the cache.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) proc.once(signal, finish);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) proc.once(signal, onSignal);
}

/** Registers ./holdExitUntilClosed for the dev server's (client) compiler. */
class WriteCacheOnExit {
  apply(compiler: Compiler): void {
    holdExitUntilClosed(process as unknown as ExitingProcess, compiler);
  }
}

export default function devCachePlugin(): Plugin {
  return {
    name: 'dev-cache',
    configureWebpack(config, isServer) {
      // `docusaurus start` runs the client compiler only; the build closes its compilers itself.
      if (isServer || config.mode === 'production') return {};
      return {plugins: [new WriteCacheOnExit()]};
    },
  };
}
