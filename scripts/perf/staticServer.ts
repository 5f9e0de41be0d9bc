/**
 * A static host for a production build as readers get it: gzip on (every static host compresses), the same
 * clean-URL handling as `docusaurus serve` (serve-handler with `cleanUrls`), 404.html for unknown routes.
 * `docusaurus serve` sends files uncompressed, which would make Lighthouse's simulated mobile network measure
 * three times the bytes any real host sends; the bench serves both sites through this instead.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 at a free port.
 * @param dir a Docusaurus build folder (with index.html and 404.html).
 */
export async function serveCompressed(dir: string): Promise<StaticServer> {
  const gzip = compression();
  const server = http.createServer((req, res) => {
    gzip(req as never, res as never, () => {
      void serveHandler(req, res, {public: dir, cleanUrls: true, directoryListing: false});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
