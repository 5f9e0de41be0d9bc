/** idle-prefetch: linked routes prefetched one per idle period (PREFETCH-1, PERF-12; README.md). */
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

/** @throws Error naming the first file of CORE_INTERNALS that no longer holds its code. */
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
