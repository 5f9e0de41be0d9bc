/** A loopback server for escape probes: the sandbox tests' proof that nothing got out. */
import http from 'node:http';
import type net from 'node:net';

/**
 * A loopback server that records every request's path: an escape probe that got out would show in `served`.
 * `url` ends in `/escape`.
 */
export async function witnessServer(): Promise<{url: string; served: string[]; stop(): void}> {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    res.end('reached');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  return {url: `http://127.0.0.1:${port}/escape`, served, stop: () => server.close()};
}
