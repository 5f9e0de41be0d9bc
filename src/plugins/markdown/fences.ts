/** Code fences, read once for every tool that looks at them (flags and project rule: README.md). */
import {outline, type CodeBlock} from './outline';
import type {MdNode} from './mdastNode';
import {starterFenceCode} from './starterFiles';

/** The words a fence's meta may carry besides `title="…"` (CONTENT_GUIDE.md says what each one means). */
export type FenceFlag = 'starter' | 'no-preview' | 'no-check' | 'npm2yarn' | 'showLineNumbers';

/** A fence's meta: ` ```tsx title="src/App.tsx" starter ` → {title: 'src/App.tsx', flags: {starter}}. */
export interface FenceMeta {
  title?: string;
  /** Every bare word of the meta (known flags and any other, such as a line-highlight range `{1,3}`). */
  flags: ReadonlySet<string>;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** Parses a fence's meta string (null or empty: no title, no flags). */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const text = meta ?? '';
  const match = TITLE.exec(text);
  const rest = match ? text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length) : text;
  const title = match ? (match[1] ?? match[2]) : undefined;
  return {title, flags: new Set(rest.split(/\s+/).filter(Boolean))};
}

/** True when the fence's meta carries `flag` as a word of its own. */
export function hasFlag(meta: string | null | undefined, flag: FenceFlag): boolean {
  return parseFenceMeta(meta).flags.has(flag);
}

/** A fenced code block as a page shows it (`starter` fences filled), with its opening line in the file. */
export interface Fence {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence in the source file. */
  fenceLine: number;
}

/** A `code` node as a Fence (`lineOffset`: lines the tree lacks). @throws Error for a bad `starter` fence. */
export function fenceOf(node: MdNode, file: string, lineOffset = 0): Fence {
  const block = {lang: node.lang ?? null, meta: node.meta ?? null, value: node.value ?? ''};
  return fenceOfBlock({...block, line: node.position?.start.line ?? 0}, file, lineOffset);
}

function fenceOfBlock({lang, meta, value, line}: CodeBlock, file: string, lineOffset = 0): Fence {
  const fenceLine = line + lineOffset;
  const {title, flags} = parseFenceMeta(meta);
  const shown = flags.has('starter') ? starterFenceCode(title, value, `${file}:${fenceLine}`) : value;
  return {lang, meta, value: shown, fenceLine};
}

/** Every code block of a Markdown/MDX source, parsed as Docusaurus does. @throws on a bad `starter` fence. */
export function codeFences(source: string, file = 'Markdown'): Fence[] {
  return outline(source).code.map((block) => fenceOfBlock(block, file));
}

/** Fence languages whose blocks are files of a reader's TypeScript project. */
const PROJECT_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx']);

/** A block's path in its page's project: its `title` when a .ts/.tsx path, else `L<line>.<lang>`. */
function projectPath(fence: Fence): string {
  const {title} = parseFenceMeta(fence.meta);
  return title && /\.tsx?$/.test(title) ? title : `L${fence.fenceLine}.${fence.lang}`;
}

/** The project one ts/tsx block of a page belongs to. */
export interface ExampleProject {
  /** Index of the block among all the page's fences. */
  index: number;
  /** Its opening line in the file. */
  fenceLine: number;
  /** The block's own path in the project (`projectPath`). */
  path: string;
  /** Project path → source: this block, and the version of every titled sibling this block sees. */
  files: Record<string, string>;
  /** Project path → index among the page's fences of the block that file comes from. */
  from: Record<string, number>;
}

/** The project of every ts/tsx block of a page, in document order (the project rule: README.md). */
export function exampleProjects(fences: Fence[]): ExampleProject[] {
  const blocks = fences
    .map((fence, index) => ({fence, index, path: projectPath(fence)}))
    .filter(({fence}) => fence.lang !== null && PROJECT_LANGS.has(fence.lang));
  return blocks.map((block, i) => {
    const from: Record<string, number> = {};
    for (const [j, other] of blocks.entries()) {
      if (other.path === block.path || !parseFenceMeta(other.fence.meta).title) continue;
      if (j < i || !(other.path in from)) from[other.path] = other.index;
    }
    from[block.path] = block.index;
    const files = Object.fromEntries(Object.entries(from).map(([p, index]) => [p, fences[index].value]));
    return {index: block.index, fenceLine: block.fence.fenceLine, path: block.path, files, from};
  });
}
