/** A prop's props-table row as the playground's editors show it beside TypeScript's completions, hovers. */
import type {Control} from '../../react-figma-api/client/control';
import type {TypeToken} from '../../react-figma-api/client/types';
import type {Inline, PropRowModel} from '../../react-figma-api/client/propsTableModel';

export type {Control, Inline, TypeToken};

/** One prop of one component: the cells of its props-table row (propsTableModel's), and a link to the row. */
export interface PropHint {
  type: TypeToken[];
  /** The inspector's control, from the declared type (src/plugins/react-figma-api/control.ts). */
  control: Control;
  /** The Default cell: a value shown as code, and its note, as the table shows them. */
  defaultValue?: string;
  defaultNote?: string;
  /** The Description cell: the sentence, then its notes. */
  description: Inline[];
  notes: Inline[][];
  /** The row on its API page (`/docs/api/frame#name`) or on the Shared props page. */
  href?: string;
}

/** Component (`Frame`) → prop (`name`) → its row. */
export type PropHints = Record<string, Record<string, PropHint>>;

/** What an editor shows for a completion or hover: TypeScript's signature, and the prop's row if any. */
export interface EditorHint {
  /** TypeScript's display text, e.g. `(property) width?: number`. */
  signature: string;
  hint?: PropHint & {component: string};
}

/** The row of `prop` on `component`, if the tables have one. */
export function hintFor(hints: PropHints | null, component: string, prop: string): PropHint | undefined {
  return hints?.[component]?.[prop];
}

/** The Type cell's text (the printed type, its links dropped). */
export const typeText = (hint: PropHint): string => hint.type.map((t) => t.text).join('');

/** The Default cell's text: value, then note; undefined where the table shows "—" (none). */
export function defaultText(hint: PropHint): string | undefined {
  return [hint.defaultValue, hint.defaultNote].filter(Boolean).join(' ') || undefined;
}

/** A row of the model as a hint, with the control of its data row. */
export function hintOf(row: PropRowModel, href: string | undefined, control: Control): PropHint {
  const {type, defaultValue, defaultNote, description, notes} = row;
  return {
    type,
    control,
    ...(defaultValue ? {defaultValue} : {}),
    ...(defaultNote ? {defaultNote} : {}),
    description,
    notes: notes.map((n) => n.content),
    ...(href ? {href} : {}),
  };
}
