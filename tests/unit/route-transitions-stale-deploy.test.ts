/**
 * Retry after a failed chunk load tells a redeployed site from a network failure
 * (src/plugins/route-transitions/client/staleDeploy.ts). The browser flow is
 * tests/e2e/route-transitions-stale-deploy.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {failedChunkUrl, siteChangedUnder} from '../../src/plugins/route-transitions/client/staleDeploy';

const JS = 'http://127.0.0.1:3000/assets/js/d9571e2b.1ae342a5.js';

/** webpack 5's ChunkLoadError as its jsonp runtime builds it. */
function chunkLoadError(type: string, request: string): Error {
  const error = new Error(`Loading chunk 9808 failed.\n(${type}: ${request})`);
  return Object.assign(error, {name: 'ChunkLoadError', type, request});
}

test('failedChunkUrl: from `request`, from the message, and none for other errors', () => {
  assert.equal(failedChunkUrl(chunkLoadError('missing', JS)), JS);
  assert.equal(failedChunkUrl(new Error(`Loading chunk 9808 failed.\n(error: ${JS})`)), JS);
  assert.equal(
    failedChunkUrl(new Error('Loading CSS chunk 2138 failed.\n(/assets/css/1a4e3797.6c972117.css)')),
    '/assets/css/1a4e3797.6c972117.css',
  );
  assert.equal(failedChunkUrl(new Error('Loading chunk 42 failed.')), undefined);
  assert.equal(failedChunkUrl(new TypeError('x is not a function')), undefined);
  assert.equal(failedChunkUrl(null), undefined);
});

const answer = (status: number, type: string) => async () =>
  new Response(null, {status, headers: {'content-type': type}});

test('siteChangedUnder: gone (404) or answered with a page instead of the script means a new deploy', async () => {
  const error = chunkLoadError('missing', JS);
  assert.equal(await siteChangedUnder(error, answer(404, 'text/html; charset=utf-8')), true);
  assert.equal(await siteChangedUnder(error, answer(200, 'text/html; charset=utf-8')), true, 'SPA fallback');
  assert.equal(await siteChangedUnder(error, answer(200, 'application/javascript; charset=utf-8')), false);
});

test('siteChangedUnder: no answer (offline) or no chunk named means retry, not reload', async () => {
  let asked = 0;
  const offline = async () => {
    asked += 1;
    throw new TypeError('Failed to fetch');
  };
  assert.equal(await siteChangedUnder(chunkLoadError('missing', JS), offline), false);
  assert.equal(asked, 1);
  assert.equal(await siteChangedUnder(new Error('Loading chunk 42 failed.'), offline), false);
  assert.equal(asked, 1, 'nothing to ask about');
});

test('siteChangedUnder asks with HEAD past the HTTP cache', async () => {
  let init: RequestInit | undefined;
  await siteChangedUnder(chunkLoadError('missing', JS), async (_url, options) => {
    init = options;
    return new Response(null, {status: 404});
  });
  assert.deepEqual(init, {method: 'HEAD', cache: 'no-store'});
});
