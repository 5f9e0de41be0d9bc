/** Our props-table row of a prop, added to TypeScript's completions and hovers (the page passes the rows in). */

/** One prop of one component, as its props-table row states it. */
export interface PropHint {
  /** The type as the table prints it. */
  type: string;
  /** The default as the table prints it (value, then note), when react-figma sets one. */
  default?: string;
  /** Our one-line description. */
  description: string;
  /** The row on its API page (`/docs/api/frame#name`), when a page renders it. */
  href?: string;
}

/** Component (`Frame`) → prop (`name`) → its row. */
export type PropHints = Record<string, Record<string, PropHint>>;

/** The row of `prop` on `component`, if the tables have one. */
export function hintFor(hints: PropHints | null, component: string, prop: string): PropHint | undefined {
  return hints?.[component]?.[prop];
}
