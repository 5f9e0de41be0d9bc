/**
 * The inspector's controls (INSP-2): the `Control` kinds and the rule that picks one for a prop or style key
 * from its declared type, which ../control.ts reads from the checker. No Node APIs.
 */

/** A prop's control; `code`: edited in code only, `why` says what the type is. */
export type Control =
  | {kind: 'select'; options: string[]}
  | {kind: 'number'}
  | {kind: 'checkbox'}
  | {kind: 'color'}
  | {kind: 'text'}
  | {kind: 'code'; why: string};

/** One member of a declared union, as the rule reads it (../control.ts makes them). */
export interface TypeMember {
  /** The value of an unnamed string literal type (`'NONE'`). */
  literal?: string;
  /** `number`, `boolean` (either literal too) or `string`; a named type's printed name; else absent. */
  kind?: string;
}

/**
 * The control for a prop or key `name` whose declared type is the union of `members` (undefined, void and
 * symbols already dropped): two or more string literals → select (options once each, in order); `number` →
 * number; `boolean` → checkbox; `string` → color for a name ending in Color/color, else text; with
 * `numberOrString` (style keys: px or a percentage) `number | string` → number; else code, with `why()`.
 */
export function controlFor(
  name: string,
  members: readonly TypeMember[],
  numberOrString: boolean,
  why: () => string,
): Control {
  const literals = members.map((m) => m.literal);
  if (members.length >= 2 && literals.every((l) => l !== undefined)) {
    const options = [...new Set(literals as string[])];
    if (options.length >= 2) return {kind: 'select', options};
  }
  const kinds = new Set(members.map((m) => m.kind));
  if (numberOrString && kinds.has('number') && kinds.size === 2 && kinds.has('string'))
    return {kind: 'number'};
  if (kinds.size === 1) {
    const [only] = kinds;
    if (only === 'number') return {kind: 'number'};
    if (only === 'boolean') return {kind: 'checkbox'};
    if (only === 'string') return /[cC]olor$/.test(name) ? {kind: 'color'} : {kind: 'text'};
  }
  return {kind: 'code', why: why()};
}
