/** Ctrl-C or SIGTERM closes the compiler first, writing webpack's cache: a warm next start (PERF-20). */
import path from 'node:path';
import type {Compiler} from 'webpack';
import type {PackageInternal} from '../common/packageInternals';

/** What ./index.ts checks in @docusaurus/core 2.4.3 at start-up (`checkPackageInternals`). */
export const CORE_INTERNALS: PackageInternal[] = [
  {
    file: path.join('lib', 'commands', 'start.js'),
    code: "['SIGINT', 'SIGTERM'].forEach((sig) => {\n        process.on(sig, () => {\n            devServer.stop();\n            process.exit();",
    why: "start's stop: the listener ./exitCache.ts replaces",
  },
];

/** How core's listener reads (its function's source), to find it among the process's listeners. */
const CORE_STOP = 'devServer.stop()';

/** The parts of `process` this uses (a stand-in in tests). */
export interface StoppingProcess {
  listeners(signal: NodeJS.Signals): ((...args: unknown[]) => void)[];
  removeListener(signal: NodeJS.Signals, listener: (...args: unknown[]) => void): unknown;
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code?: number): never;
}

/**
 * The webpack plugin. Core 2.4.3's `start.js` answers SIGINT and SIGTERM with `devServer.stop();
 * process.exit()`, so only webpack's idle store wrote the cache, late. After the first compile (core's
 * listeners are in by then) this replaces core's listener with one that closes the compiler, which writes the
 * pack, then exits. A second signal, or a failed close, exits at once.
 */
export class CloseCompilerOnStop {
  constructor(private readonly proc: StoppingProcess = process as unknown as StoppingProcess) {}

  apply(compiler: Compiler): void {
    let replaced = false;
    compiler.hooks.done.tap('dev-server-exit-cache', () => {
      if (replaced) return;
      replaced = true;
      let closing = false;
      const stop = () => {
        if (closing) return this.proc.exit();
        closing = true;
        compiler.close(() => this.proc.exit());
      };
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        const core = this.proc.listeners(signal).filter((l) => String(l).includes(CORE_STOP));
        // Without core's listener (another command, a test) there is nothing to replace.
        if (core.length === 0) continue;
        for (const listener of core) this.proc.removeListener(signal, listener);
        this.proc.on(signal, stop);
      }
    });
  }
}
