/**
 * Comment lines as a share of the non-blank lines of src/ (.ts, .tsx, .js, .css). Comments are found by
 * TypeScript's parser (CSS by a small tokenizer), so `//` in a string, URL or regular expression is code.
 * Run: `npx tsx scripts/comment-share.ts` prints the share and the files with the most comment lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(tsx?|js|css)$/;

/** The [start, end) offsets of every comment of a script, from the trivia around its tokens. */
function scriptComments(file: string, text: string): [number, number][] {
  const kind = file.endsWith('.tsx') || file.endsWith('.js') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, number>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, r.end));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.end));
    // JSX text is not trivia: a `//` in it is text.
    if (node.kind !== ts.SyntaxKind.JsxText) node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found];
}

/** The [start, end) offsets of every comment of a stylesheet (`/* … *\/`; strings skipped). */
function cssComments(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out.push([i, stop]);
      i = stop - 1;
    }
  }
  return out;
}

/** Counts of one file: non-blank lines, and those of them holding any comment text. */
export function countLines(file: string, text: string): {lines: number; comments: number} {
  const ranges = file.endsWith('.css') ? cssComments(text) : scriptComments(file, text);
  const commentLines = new Set<number>();
  const source = ts.createSourceMapSource(file, text);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  for (const [start, end] of ranges)
    for (let l = lineOf(start); l <= lineOf(end - 1); l++) commentLines.add(l);
  const nonBlank = text.split('\n').filter((l) => l.trim() !== '').length;
  return {lines: nonBlank, comments: commentLines.size};
}

/** Per-file counts of every source file under `dir` (relative paths, sorted). */
export function commentShare(dir: string): {file: string; lines: number; comments: number}[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => SOURCE.test(f) && !f.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => ({file, ...countLines(file, fs.readFileSync(path.join(dir, file), 'utf8'))}));
}

if (require.main === module) {
  const files = commentShare(path.resolve('src'));
  const lines = files.reduce((n, f) => n + f.lines, 0);
  const comments = files.reduce((n, f) => n + f.comments, 0);
  console.log(
    `${comments} comment lines / ${lines} non-blank lines = ${((100 * comments) / lines).toFixed(1)} %`,
  );
  for (const f of [...files].sort((a, b) => b.comments - a.comments).slice(0, Number(process.argv[2] ?? 15)))
    console.log(`${String(f.comments).padStart(5)} / ${String(f.lines).padStart(5)}  ${f.file}`);
}
