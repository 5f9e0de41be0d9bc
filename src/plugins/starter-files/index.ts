/**
 * One source for the Getting Started code blocks: a fence whose meta contains the word `starter` shows the file
 * of the starter project (examples/starter) named by its `title`, read at build time.
 *
 *   ```tsx title="src/App.tsx" starter
 *   ```
 * renders examples/starter/src/App.tsx, so the pages cannot drift from the project that
 * tests/build/starter.test.ts installs, builds and runs.
 *
 * Used by Docusaurus (the remark plugin below, MDX 1) and by scripts/check-code-blocks.ts (`starterFenceCode`),
 * so the example checker compiles what readers see.
 *
 * Errors (fail the build, naming the Markdown file and line): a `starter` fence without a `title`, a title that
 * is not a file of the starter, or a fence with code of its own (it would be silently replaced).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The starter project's folder. */
export const STARTER_DIR = path.resolve(__dirname, '../../../examples/starter');

/** True when a fence's meta string marks it as a starter file. */
export function isStarterFence(meta: string | null | undefined): boolean {
  return /(^|\s)starter(\s|$)/.test(meta ?? '');
}

/**
 * The code a `starter` fence shows: the starter file its `title` names, without its final newline (a fence's
 * value never ends with one).
 * @param where `file:line` of the fence, for error messages.
 * @throws Error naming `where` for a missing title, a title outside the starter, or a non-empty fence.
 */
export function starterFenceCode(meta: string, value: string, where: string): string {
  const title = /title=(?:"([^"]+)"|'([^']+)')/.exec(meta)?.slice(1).find(Boolean);
  if (!title) throw new Error(`${where}: a \`starter\` code block needs title="<path in examples/starter>"`);
  const file = path.resolve(STARTER_DIR, title);
  if (!file.startsWith(STARTER_DIR + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new Error(`${where}: title="${title}" is not a file of examples/starter`);
  }
  if (value.trim()) {
    throw new Error(
      `${where}: a \`starter\` code block must be empty; its code is read from examples/starter/${title}`,
    );
  }
  return fs.readFileSync(file, 'utf8').replace(/\n$/, '');
}

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
}

/** Remark plugin: fills every `starter` fence with its file. */
export default function remarkStarterFiles() {
  return (tree: Node, file: {path?: string; history?: string[]}) => {
    const source = path.relative(process.cwd(), file.path ?? file.history?.[0] ?? 'MDX');
    const walk = (node: Node): void => {
      if (node.type === 'code' && isStarterFence(node.meta)) {
        node.value = starterFenceCode(
          node.meta ?? '',
          node.value ?? '',
          `${source}:${node.position?.start.line}`,
        );
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
