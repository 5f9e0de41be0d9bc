/**
 * Lighter token markup for highlighted code (src/theme/CodeBlock/StringContent.tsx): fewer elements for the
 * browser to style and lay out, same colours.
 */

/** One token of a highlighted line, as prism-react-renderer gives it. */
export type Token = {types: string[]; content: string; empty?: boolean};

/** A line's tokens as runs: consecutive tokens of the same types joined; plain runs have no class. */
export function tokenRuns(line: Token[]): Array<{className?: string; text: string}> {
  const runs: Array<{className?: string; text: string}> = [];
  for (const token of line) {
    const plain = token.types.length === 1 && token.types[0] === 'plain';
    const className = plain ? undefined : `token ${token.types.join(' ')}`;
    const last = runs[runs.length - 1];
    if (last && last.className === className) last.text += token.content;
    else if (token.content !== '' && token.content !== '\n') runs.push({className, text: token.content});
  }
  return runs;
}
