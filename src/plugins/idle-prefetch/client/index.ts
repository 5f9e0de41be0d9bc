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

if (typeof window !== 'undefined') {
  const earlier = Object.getOwnPropertyDescriptor(window, 'docusaurus');
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusClientApi | undefined) => {
      if (earlier?.set && earlier.get) {
        earlier.set.call(window, value);
        value = earlier.get.call(window) as DocusaurusClientApi | undefined;
      }
      api = value ? withIdlePrefetch(value) : value;
    },
  });
}
