/** The engine's own failures, told apart by `kind`: `instanceof` fails across the Node shell's vm realms. */
import type {EngineErrorKind} from '../protocol/run';

/** The kind of an engine error made in any realm, or undefined for any other error (the reader's). */
export function engineErrorKind(e: unknown): EngineErrorKind | undefined {
  const kind = (e as {kind?: unknown} | null | undefined)?.kind;
  return kind === 'timeout' || kind === 'nothing-drawn' ? kind : undefined;
}
