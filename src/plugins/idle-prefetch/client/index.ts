/**
 * Client module: puts the queued prefetch of ./prefetchQueue.ts in front of `window.docusaurus`.
 *
 * Core's client entry assigns `window.docusaurus` (a frozen object) when main.js runs, after it has imported the
 * client modules, and `<Link>` reads `window.docusaurus.prefetch` at each call. So this module, evaluated first,
 * turns the property into an accessor: the assignment stores the wrapped object, and every reader gets it. An
 * accessor some earlier script put there (a test's recorder, an extension) is kept: it receives core's object
 * and its getter's result is what gets wrapped. See README.md in this folder for the internals this relies on.
 */
import {withIdlePrefetch, type DocusaurusClientApi} from './prefetchQueue';

/**
 * Marks a window whose accessor is already installed. A registered symbol, so that a second copy of this module
 * (the dev server hot-reloading it) sees the first one's mark and does not queue every prefetch twice.
 */
const INSTALLED = Symbol.for('react-figma-website.idle-prefetch');

/**
 * Makes `target.docusaurus` an accessor that stores `withIdlePrefetch` of what is assigned to it. Does nothing
 * when it already did so on that target.
 * @param target the page's `window` (a stand-in in unit tests).
 */
export function installIdlePrefetch(target: object): void {
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
      api = value ? withIdlePrefetch(value) : value;
    },
  });
  Object.defineProperty(target, INSTALLED, {value: true});
}

if (typeof window !== 'undefined') installIdlePrefetch(window);
