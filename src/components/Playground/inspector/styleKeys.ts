/** The control of a style key (INSP-2), from the Type cell src/plugins/playground/styleKeyModel.ts read. */
import type {StyleKey} from '../../../plugins/playground/client/styleKeys';
import {controlFor, type Control} from './controls';

export type {StyleKey};

/** The Type cell's members: split at the commas and ` or `s outside braces and brackets. */
function cellMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i += 1) {
    if ('{[('.includes(type[i])) depth += 1;
    else if ('}])'.includes(type[i])) depth -= 1;
    const split = type[i] === ',' ? 1 : /^ or /.test(type.slice(i, i + 4)) ? 4 : 0;
    if (depth === 0 && split) {
      members.push(type.slice(start, i));
      start = i + split;
      i += split - 1;
    }
  }
  members.push(type.slice(start));
  return members.map((m) => m.trim()).filter(Boolean);
}

/** `'100' to '900' (in steps of 100)` as its values; other members as they are. */
function expandRange(member: string): string[] {
  const m = /^'(\d+)' to '(\d+)' \(in steps of (\d+)\)$/.exec(member);
  if (!m) return [member];
  const [from, to, step] = m.slice(1).map(Number);
  const out: string[] = [];
  for (let v = from; v <= to && step > 0; v += step) out.push(`'${v}'`);
  return out;
}

/**
 * The control for a style key, from its Type cell, through controlFor: quoted values → select (a range
 * `'100' to '900' (in steps of 100)` spelled out), `number` and `dimension` (px or a percentage string) and
 * `number` or `string` → number, `string` → text (color for a key ending in Color/color), anything else
 * (objects, lists, several kinds) → code.
 */
export function styleControlFor(k: StyleKey): Control {
  const members = cellMembers(k.type)
    .flatMap(expandRange)
    .map((m) => (m === 'dimension' ? 'number' : m));
  const kinds = new Set(members);
  const number = kinds.has('number') && [...kinds].every((m) => m === 'number' || m === 'string');
  return controlFor(k.key, number ? 'number' : members.join(' | '));
}
