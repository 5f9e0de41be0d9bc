/**
 * The control of a style key (INSP-2), from its Type cell on the Styling page; a prop's control comes from
 * the build (src/plugins/react-figma-api/control.ts).
 */
import type {Control} from '../../../plugins/react-figma-api/client/types';

export type {Control};

/**
 * Union members that add no value a reader picks: Figma's `mixed` symbol (read back from a node, never
 * written), and the absent value.
 */
const DROPPED = new Set(['symbol', "PluginAPI['mixed']", 'void', 'undefined']);

/** Brackets that nest a type (`=>`'s `>` is not one). */
const OPEN: Record<string, string> = {'(': ')', '[': ']', '{': '}', '<': '>'};

/** The members of a union type's text, split at its top-level `|` (not inside brackets or quotes). */
function unionMembers(typeText: string): string[] {
  const members: string[] = [];
  const closers: string[] = [];
  let quote = '';
  let start = 0;
  for (let i = 0; i < typeText.length; i += 1) {
    const c = typeText[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c in OPEN) closers.push(OPEN[c]);
    else if (c === closers[closers.length - 1] && !(c === '>' && typeText[i - 1] === '=')) closers.pop();
    else if (c === '|' && closers.length === 0) {
      members.push(typeText.slice(start, i));
      start = i + 1;
    }
  }
  members.push(typeText.slice(start));
  return members.map((m) => m.trim()).filter(Boolean);
}

/** A string literal type's value (`'NONE'` → `NONE`), or undefined. */
function stringLiteral(member: string): string | undefined {
  return /^(['"])(.*)\1$/.exec(member)?.[2];
}

/** Why a type that no control edits is left to the code, in a few words. */
function why(members: string[], type: string): string {
  if (/=>/.test(type)) return 'a function';
  if (/React\.React(Node|Text)/.test(type)) return 'children';
  if (members.some((m) => /\[\]$|^(Readonly)?Array</.test(m))) return 'a list';
  if (members.some((m) => m.startsWith('{'))) return 'an object';
  if (members.every((m) => stringLiteral(m) !== undefined)) return 'a single value';
  if (members.some((m) => stringLiteral(m) !== undefined)) return 'a union of a type and literals';
  if (members.length === 1 && /^[\w.]+(<.*>)?$/.test(members[0])) return `a ${members[0]} value`;
  return `a value of type ${type}`;
}

/**
 * The control for prop or key `name` whose type prints as `typeText`, once the members in DROPPED are left
 * out: a union of two or more string literals → select (its values, in order, without repeats); `number` →
 * number; `boolean` (or `true | false`) → checkbox; `string` → color when the name ends in `Color`/`color`
 * (backgroundColor, textShadowColor), else text; anything else (functions, arrays, objects, children, named
 * types such as BlendMode, mixed unions) → code.
 */
export function controlFor(name: string, typeText: string): Control {
  const members = unionMembers(typeText).filter((m) => !DROPPED.has(m));
  const literals = members.map(stringLiteral);
  if (members.length >= 2 && literals.every((l) => l !== undefined)) {
    const options = [...new Set(literals as string[])];
    if (options.length >= 2) return {kind: 'select', options};
  }
  const kinds = new Set(members.map((m) => (m === 'true' || m === 'false' ? 'boolean' : m)));
  if (kinds.size === 1) {
    const [only] = kinds;
    if (only === 'number') return {kind: 'number'};
    if (only === 'boolean') return {kind: 'checkbox'};
    if (only === 'string') return /[cC]olor$/.test(name) ? {kind: 'color'} : {kind: 'text'};
  }
  return {kind: 'code', why: members.length ? why(members, typeText) : 'no value to set'};
}
