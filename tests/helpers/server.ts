/**
 * Serves the production build (`build/`) on 127.0.0.1 for the browser tests and the link crawl, the way
 * `docusaurus serve` does (`@docusaurus/core/lib/commands/serve.js` 2.4.3): serve-handler with clean URLs,
 * the site's `trailingSlash`, no directory listing, and a redirect to `baseUrl` for paths outside it. In the
 * test's own process rather than the CLI's: starting `docusaurus serve` took 1.5 s per test file on a 2-core
 * host.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';
import siteConfig from '../../docusaurus.config';
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
 * Starts the server and resolves once it listens.
 * @param buildDir the folder to serve (default: the site's build/).
 * @throws Error when the folder has no index.html (run `npm run build` first).
 */
export async function serveBuild(buildDir = path.join(SITE_ROOT, 'build')): Promise<ServedSite> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the browser tests.`);
  }
  const {baseUrl, trailingSlash} = siteConfig;
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith(baseUrl)) {
      res.writeHead(302, {Location: baseUrl});
      res.end();
      return;
    }
    req.url = req.url.replace(baseUrl, '/');
    void serveHandler(req, res, {cleanUrls: true, public: buildDir, trailingSlash, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
