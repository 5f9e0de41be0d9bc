/** Lighter token markup for highlighted code: fewer elements to style and lay out, same colours (PERF-12). */
import {siteTokenClasses} from '../../plugins/code-highlighting/client/tokenClasses';

/** One token of a highlighted line, as prism-react-renderer gives it. */
export type Token = {types: string[]; content: string; empty?: boolean};

/** How tokens map to classes (src/plugins/code-highlighting/client/tokenClasses.ts). */
export interface TokenClassRules {
  /** A token's class attribute, or undefined when it looks like plain text. */
  className(types: readonly string[]): string | undefined;
  /** Whether whitespace inside a span of this class (undefined: no span) looks like plain whitespace. */
  blankLooksPlain(className: string | undefined): boolean;
}

/** A line's tokens as runs, each with its span's class (undefined: bare text); empty tokens vanish. */
export function tokenRuns(
  line: Token[],
  classes: TokenClassRules = siteTokenClasses(),
): Array<{className?: string; text: string}> {
  const runs: Array<{className?: string; text: string}> = [];
  for (const token of line) {
    if (token.content === '' || token.content === '\n') continue;
    let className = classes.className(token.types);
    const last = runs[runs.length - 1];
    if (!/\S/.test(token.content) && classes.blankLooksPlain(className)) {
      if (last && classes.blankLooksPlain(last.className)) {
        last.text += token.content;
        continue;
      }
      className = undefined;
    }
    if (last && last.className === className) last.text += token.content;
    else runs.push({className, text: token.content});
  }
  return runs;
}
