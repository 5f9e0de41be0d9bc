/** Server-build twin of ./prismOnDemand.ts: Prism is bundled, so the static HTML is highlighted. */
import Prism from './prismWithLanguages';
import type {PrismLib} from './prism';

/** Always the Prism: the server render cannot wait. */
export function loadedPrism(): PrismLib | null {
  return Prism;
}

/** Always the Prism: the static HTML is highlighted. */
export function prismForFirstRender(): PrismLib | null {
  return Prism;
}

/** Resolves at once with the Prism (nothing paints in the server render). */
export function loadPrismAfterPaint(): Promise<PrismLib> {
  return Promise.resolve(Prism);
}

/** Resolves at once with the Prism. */
export function loadPrism(): Promise<PrismLib> {
  return Promise.resolve(Prism);
}

/** Nothing to wait for: the Prism is here (effects do not run in the server render anyway). */
export function loadPrismOnIntent(): void {}
