/**
 * Serves the production build (`build/`) on 127.0.0.1 with `docusaurus serve`, the same static handler
 * maintainers use, for the browser tests and the link crawl.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

export interface ServedSite {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the server and resolves once `/` answers 200.
 * @param buildDir the folder to serve (default: the site's build/).
 * @param timeoutMs how long to wait for the server to come up (ms).
 * @throws Error when the folder has no index.html (run `npm run build` first) or the server does not start in time.
 */
export async function serveBuild(
  buildDir = path.join(SITE_ROOT, 'build'),
  timeoutMs = 30_000,
): Promise<ServedSite> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the browser tests.`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--dir',
      buildDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: SITE_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/`)).ok) {
        return {
          url,
          stop: () =>
            new Promise((resolve) => {
              child.once('exit', () => resolve());
              child.kill();
            }),
        };
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`docusaurus serve did not start on ${url}:\n${output}`);
}
