/** A declaration file's text without its comments, by TypeScript's scanner: no syntax tree is built. */
import ts from 'typescript';

const KEPT = /^\/\/\/\s*<reference\s[^>]*\/>\s*$|^\/\*!/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * `text` without comments (`/// <reference …/>` and `/*!` notices kept), blank lines, indentation or trailing
 * blanks. A comment holding a line break leaves one: semicolon insertion reads it as one.
 */
export function withoutComments(text: string): string {
  const K = ts.SyntaxKind;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const templates: number[] = []; // the brace depth of each open `${`
  let depth = 0;
  let out = '';
  let space = '';
  let lineHasCode = false;
  for (let kind = scanner.scan(); kind !== K.EndOfFileToken; kind = scanner.scan()) {
    if (kind === K.OpenBraceToken) depth++;
    else if (kind === K.TemplateHead) templates.push(depth);
    else if (kind === K.CloseBraceToken && templates.at(-1) === depth) {
      // The scanner alone reads a template's `}…` as code: the parser's rescan, done here.
      if ((kind = scanner.reScanTemplateToken(false)) === K.TemplateTail) templates.pop();
    } else if (kind === K.CloseBraceToken) depth--;
    const token = scanner.getTokenText();
    const dropped =
      (kind === K.SingleLineCommentTrivia || kind === K.MultiLineCommentTrivia) && !KEPT.test(token);
    if (kind === K.WhitespaceTrivia) space += token;
    else if (kind === K.NewLineTrivia || (dropped && LINE_BREAK.test(token))) {
      if (lineHasCode) out += '\n';
      [space, lineHasCode] = ['', false];
    } else if (!dropped) {
      out += (lineHasCode ? space : '') + token;
      [space, lineHasCode] = ['', true];
    }
  }
  return out;
}
