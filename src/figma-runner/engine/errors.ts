/** The engine's own failures, told apart by `kind`: `instanceof` fails across the Node shell's vm realms. */

/** A run past its settle cap (./settle.ts `SettleTimeout`) or settled with nothing on the current page. */
export type EngineErrorKind = 'timeout' | 'nothing-drawn';

/** The kind of an engine error made in any realm, or undefined for any other error (the reader's). */
export function engineErrorKind(e: unknown): EngineErrorKind | undefined {
  const kind = (e as {kind?: unknown} | null | undefined)?.kind;
  return kind === 'timeout' || kind === 'nothing-drawn' ? kind : undefined;
}
