/** Rehype plugin (MDX 1): plain HTML parts of a page skip MDX's Babel pass, spliced in after (README.md). */
import crypto from 'node:crypto';

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
};
type File = {data: {[key: string]: unknown}; path?: string};
type Compiler = ((this: unknown, tree: HastNode, file: File) => string) & {[SPLICES]?: true};
type Processor = {Compiler: Compiler};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- MDX 1's compiler is CommonJS and untyped
const {toJSX} = require('@mdx-js/mdx/mdx-hast-to-jsx') as {
  toJSX?: (node: HastNode, parent: HastNode, options: {preserveNewlines: boolean}) => string;
};

const SPLICES = Symbol('babel-free-jsx');
const PIECES = 'babelFreeJsx';

/** A tag Babel's pass leaves as it is: `babel-plugin-apply-mdx-type-prop` only marks capitalised names. */
const PLAIN_TAG = /^[a-z][A-Za-z0-9-]*$/;

/**
 * One walk: replaces each largest plain element (only lowercase tags, text and comments, which print the same
 * JSX with or without Babel's pass) by a placeholder JSX node, pushing the JSX MDX's `toJSX` prints for it
 * (with the `preserveNewlines` it would pass: inside a `<pre>`) onto `pieces`.
 * @returns whether `node` is plain itself: then its parent sets it aside whole.
 */
function setAside(node: HastNode, pieces: string[], nonce: string, inPre: boolean): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  const children = node.children ?? [];
  const preserveNewlines = inPre || node.tagName === 'pre';
  const plain = children.map((child) => setAside(child, pieces, nonce, preserveNewlines));
  if (node.type === 'element' && PLAIN_TAG.test(node.tagName ?? '') && plain.every(Boolean)) return true;
  node.children = children.map((child, i) => {
    if (!plain[i] || child.type !== 'element') return child;
    pieces.push(toJSX!(child, node, {preserveNewlines}));
    return {type: 'jsx', value: `<__plain_${nonce}_${pieces.length - 1} />`};
  });
  return false;
}

/**
 * Puts each piece back where its placeholder is in the compiled module of `file` (its path, for the error).
 * @throws Error when a placeholder is missing or repeated: the output would lose or duplicate content.
 */
export function splice(code: string, pieces: readonly string[], nonce: string, file = 'MDX output'): string {
  const seen: number[] = [];
  const out = code.replace(new RegExp(`<__plain_${nonce}_(\\d+)\\s*/>`, 'g'), (_m, index: string) => {
    seen.push(Number(index));
    return pieces[Number(index)];
  });
  const found = new Set(seen).size;
  if (found !== pieces.length || seen.length !== pieces.length) {
    throw new Error(
      `[babel-free-jsx] ${file}: ${pieces.length} plain parts set aside, ${seen.length} placeholders (${found} distinct)`,
    );
  }
  return out;
}

/**
 * The plugin: sets plain parts aside before MDX 1's compiler runs Babel over the page's JSX, and wraps the
 * processor's compiler (set by then) to splice them back into the module.
 * @throws Error when `@mdx-js/mdx/mdx-hast-to-jsx` no longer exports `toJSX` (not MDX 1.6).
 */
export default function rehypeBabelFreeJsx(this: unknown) {
  if (typeof toJSX !== 'function')
    throw new Error('[babel-free-jsx] MDX 1.6 `toJSX` not found: see README.md');
  return (tree: HastNode, file: unknown): void => wrapCompiler(this as Processor, tree, file as File);
}

/** One run: puts the plain parts of `tree` in `file.data`; wraps the compiler once to splice them back. */
function wrapCompiler(processor: Processor, tree: HastNode, file: File): void {
  const pieces: string[] = [];
  const nonce = crypto.randomBytes(6).toString('hex');
  setAside(tree, pieces, nonce, false);
  file.data[PIECES] = {pieces, nonce};
  if (processor.Compiler[SPLICES]) return;
  const compile = processor.Compiler;
  const wrapped = function (this: unknown, node: HastNode, compiled: File): string {
    const code = compile.call(this, node, compiled);
    const aside = compiled.data[PIECES] as {pieces: string[]; nonce: string} | undefined;
    return aside ? splice(code, aside.pieces, aside.nonce, compiled.path) : code;
  };
  processor.Compiler = Object.assign(wrapped, {[SPLICES]: true as const});
}
