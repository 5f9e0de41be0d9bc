/** Client module: wraps what core assigns to `window.docusaurus` with ./prefetchQueue.ts (README.md). */
import {withIdlePrefetch, withoutPrefetch, type DocusaurusClientApi} from './prefetchQueue';

/** Marks an installed window; registered, so a hot-reloaded copy does not queue every prefetch twice. */
const INSTALLED = Symbol.for('react-figma-website.idle-prefetch');

/** Makes `target.docusaurus` (the page's `window`) store `wrap` of what is assigned; once (README.md). */
export function installIdlePrefetch(
  target: object,
  wrap = process.env.NODE_ENV === 'development' ? withoutPrefetch : withIdlePrefetch,
): void {
  if (INSTALLED in target) return;
  const earlier = Object.getOwnPropertyDescriptor(target, 'docusaurus');
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusClientApi | undefined) => {
      if (earlier?.set && earlier.get) {
        earlier.set.call(target, value);
        value = earlier.get.call(target) as DocusaurusClientApi | undefined;
      }
      api = value ? wrap(value) : value;
    },
  });
  Object.defineProperty(target, INSTALLED, {value: true});
}

if (typeof window !== 'undefined') installIdlePrefetch(window);
