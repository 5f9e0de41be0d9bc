/**
 * PLAY-14: the shipped type-check worker takes away its own ways out before it serves: after its script has
 * run, the network and script-loading globals a worker has are gone and cannot be put back.
 *
 * Run: node --import tsx --test tests/unit/figma-runner-typecheck-sandbox.test.ts
 */
import vm from 'node:vm';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bundleTypeCheckWorker} from '../../src/figma-runner/node/bundleTypeCheck';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

const WAYS_OUT = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'BroadcastChannel'];

test('fetch, XMLHttpRequest, WebSocket, EventSource, importScripts and BroadcastChannel are gone for good', async () => {
  const scope: Record<string, unknown> = {performance, onmessage: null, postMessage: () => undefined};
  scope.self = scope;
  // A worker's scope has them (as own properties here; a browser's are inherited, which a shadow hides
  // alike).
  for (const name of WAYS_OUT) scope[name] = () => 'reached';
  const context = vm.createContext(scope);
  vm.runInContext(await bundleTypeCheckWorker(STARTER_DIR), context);
  assert.deepEqual(
    WAYS_OUT.filter((name) => vm.runInContext(`typeof ${name}`, context) !== 'undefined'),
    [],
  );
  vm.runInContext(`try { self.fetch = () => 'back'; } catch {}`, context);
  assert.equal(vm.runInContext('typeof fetch', context), 'undefined');
  assert.equal(typeof scope.onmessage, 'function', 'the worker still serves');
});
