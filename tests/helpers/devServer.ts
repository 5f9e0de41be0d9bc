/**
 * Starts `docusaurus start` (the maintainers' `npm start`) for a build test, on 127.0.0.1 at a free port, and
 * stops it again, for tests/build/dev-server.test.ts.
 */
import {spawn} from 'node:child_process';
import {freePort} from './server';
import {startArgs} from '../../scripts/perf/cli';

export interface DevServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  /** Everything the dev server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /**
   * Polls `url` once a second until it answers 200, the dev server exits, or `timeoutMs` (ms) has passed.
   * @returns the last HTTP status seen (0 when nothing answered).
   */
  waitUntilServed(url: string, timeoutMs: number): Promise<number>;
  /**
   * Stops the dev server's whole process group (it runs webpack-dev-server and preview-worker children) and
   * resolves once it has exited: SIGTERM, then SIGKILL after `graceMs` (ms, default 10 000). Until then it
   * may still write its caches into the site folder, so a caller that deletes the folder must await this.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts the dev server of the site in `cwd` (a Docusaurus site with node_modules).
 * Does not wait for it: call `waitUntilServed`.
 */
export async function startDevServer(cwd: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), ...startArgs(port)],
    {cwd, env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', BROWSER: 'none'}, detached: true},
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async waitUntilServed(url, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        status = await fetch(url).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      return status;
    },
    async stop(graceMs = 10_000) {
      const exited = new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once('exit', () => resolve()),
      );
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // the group is already gone
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Children of the group outlive the leader by a moment; a last SIGKILL leaves none writing.
      signal('SIGKILL');
    },
  };
}
