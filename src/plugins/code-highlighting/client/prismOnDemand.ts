/**
 * Prism in the browser, loaded on demand instead of with every page (PERF-8).
 *
 * On a first load, code blocks are static islands (src/components/StaticIsland): their server HTML is already
 * highlighted and nothing tokenises. Prism (about 10 KB gzip) is needed only when a code block is rendered in
 * the browser: after a client-side navigation, or by the dev server. So it is its own chunk, requested by the
 * first code block that mounts (during hydration, after the page has painted), and ready well before a reader
 * follows a link. A block rendered before it arrives shows plain text (./plainPrism.ts) and is highlighted as
 * soon as it does.
 *
 * The server build swaps this module for ./prismOnDemand.server.ts (../prismLanguages.ts), which has Prism at
 * once: the static HTML is always highlighted.
 */
import type {PrismLib} from './prism';

let loaded: PrismLib | null = null;
let loading: Promise<PrismLib> | null = null;

/** The Prism, if it has been loaded; otherwise null. */
export function loadedPrism(): PrismLib | null {
  return loaded;
}

/**
 * Starts loading Prism once (later calls share the request).
 * @returns the loaded Prism; rejects when the chunk cannot be fetched (offline), and the next call tries again.
 */
export function loadPrism(): Promise<PrismLib> {
  loading ??= import(/* webpackChunkName: "prism" */ './prismWithLanguages').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
