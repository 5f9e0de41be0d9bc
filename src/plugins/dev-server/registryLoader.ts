/** webpack loader (dev server only): core's `.docusaurus/registry.js` without its `require.resolveWeak`s. */

/** One registry entry's weak reference, in either quote style. */
const WEAK = /require\.resolveWeak\((['"])[^'"]+\1\)/g;

/**
 * A weak reference builds its module (webpack builds weak dependencies too, only leaving them out of
 * chunks), so with them every route compiled at start. The client uses those ids only to render a route
 * synchronously when its modules are loaded already, which a dev server (client-side rendering) skips.
 * @throws Error when the file has none: core's registry changed, and lazy compilation would defer nothing.
 */
export default function registryLoader(source: string): string {
  const out = source.replace(WEAK, 'undefined');
  if (out === source)
    throw new Error("[dev-server] core's registry.js has no require.resolveWeak; see ./lazyCompilation.ts.");
  return out;
}
