/**
 * idle-prefetch: routes linked from a page are prefetched one per idle period, not in the task that put their
 * links on screen (PREFETCH-1, PERF-12; why and what it measured: client/prefetchQueue.ts and README.md).
 *
 * Docusaurus 2.4.3 has no option for when `<Link>` prefetches, so a client module wraps `window.docusaurus`, the
 * object every `<Link>` calls. The plugin checks at start-up that core still assigns and calls that object as this
 * relies on, and fails the build naming the file if not.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPackageInternals, type PackageInternal} from '../common/packageInternals';

/** Files of @docusaurus/core, and the code in each this plugin relies on. */
export const CORE_INTERNALS: ReadonlyArray<PackageInternal> = [
  {
    file: 'lib/client/clientEntry.js',
    code: 'window.docusaurus = docusaurus;',
    why: 'the client entry assigns the object after the client modules have run',
  },
  {
    file: 'lib/client/exports/Link.js',
    code: 'window.docusaurus.prefetch(',
    why: '<Link> prefetches through it',
  },
];

/**
 * @throws Error naming the first file of CORE_INTERNALS that is missing or no longer holds its code.
 */
export function checkCoreInternals(
  coreDir = path.dirname(require.resolve('@docusaurus/core/package.json')),
): void {
  checkPackageInternals('idle-prefetch', coreDir, CORE_INTERNALS);
}

export default function idlePrefetchPlugin(_context: LoadContext): Plugin {
  checkCoreInternals();
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
  };
}
