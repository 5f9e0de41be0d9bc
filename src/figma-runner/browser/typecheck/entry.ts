/** The type-check worker's script (../../node/bundleTypeCheck.ts): removes the worker's ways out, serves. */
import {serve} from './worker';

const scope = self as unknown as Record<string, unknown>;
for (const name of [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'importScripts',
  'BroadcastChannel',
]) {
  try {
    Object.defineProperty(scope, name, {value: undefined, configurable: false, writable: false});
  } catch {
    // A property the browser does not let us redefine is one it does not have in workers.
  }
}
serve(self as unknown as Parameters<typeof serve>[0]);
