/**
 * Type-checks every ```ts / ```tsx code block in `docs/` and `blog/` against the
 * installed `react-figma` typings, so that no example on the site can stop compiling.
 *
 * Usage: `npm run check:examples [-- <dir-or-file> ...]` (defaults to `docs blog src/pages`).
 *
 * How blocks become files:
 * - Fences are found with a CommonMark parser (mdast-util-from-markdown), never a regex,
 *   so nested or indented fences are handled like Docusaurus handles them.
 * - Each Markdown file gets its own folder. A block with `title="src/App.tsx"` in its meta is
 *   written to that path inside the folder, so `src/ui.tsx` in the same doc can
 *   `import {App} from './App'` exactly as a reader's project would. A title that repeats in
 *   the same doc starts a fresh sub-folder (`v<line>/`), so each version still compiles alone.
 * - A block without a title is written to `L<line>.tsx` (or `.ts`).
 * - A block whose meta contains `no-check` is skipped; the doc must say why in its text.
 *
 * Errors: exits 1 when tsc reports anything, printing `docs/file.mdx:LINE:COL  message` with the
 * line in the Markdown source; exits 2 on a usage error (path not found).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatter} from 'micromark-extension-frontmatter';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {STARTER_DIR, isStarterFence, starterFenceCode} from '../src/plugins/starter-files';
import type {MdNode} from '../src/plugins/mdastNode';

export interface CodeBlock {
  /** Markdown source file, relative to the site root. */
  file: string;
  /** 1-based line in `file` of the first line of code (the line after the opening fence). */
  line: number;
  lang: 'ts' | 'tsx';
  meta: string;
  code: string;
}

export interface CheckResult {
  blocks: number;
  skipped: number;
  /** Diagnostics mapped back to Markdown positions; empty when everything compiles. */
  errors: string[];
}

const SITE_ROOT = path.resolve(__dirname, '..');
const CHECKED_LANGS = new Set(['ts', 'tsx', 'typescript']);

/** Lists `.md`/`.mdx` files under the given paths, sorted for stable output. */
export function findMarkdownFiles(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (!fs.existsSync(p)) {
      throw new Error(`check-code-blocks: path not found: ${p}`);
    }
    if (fs.statSync(p).isDirectory()) {
      for (const entry of fs.readdirSync(p, {recursive: true}) as string[]) {
        if (/\.mdx?$/.test(entry)) out.push(path.join(p, entry));
      }
    } else {
      out.push(p);
    }
  }
  return out.sort();
}

/** A fenced code block as the CommonMark parser sees it. */
export interface CodeNode {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
}

/**
 * Every fenced code block of a Markdown/MDX source, nested ones included, in document order. Parsed with a
 * CommonMark parser and YAML front matter, as Docusaurus does; shared by the example and fence-language checks.
 * A fence marked `starter` carries the starter file it shows, as on the built page (src/plugins/starter-files).
 * @param file the source's path, for error messages.
 * @throws Error naming `file` and line for a `starter` fence that names no starter file or has code of its own.
 */
export function codeNodes(source: string, file = 'Markdown'): CodeNode[] {
  const tree = fromMarkdown(source, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  });
  const out: CodeNode[] = [];
  // The fields of an mdast node this walk reads (code nodes have lang/meta/value; parents have children).
  const visit = (node: MdNode): void => {
    if (node.type === 'code') {
      const fenceLine = node.position?.start.line ?? 0;
      out.push({
        lang: node.lang ?? null,
        meta: node.meta ?? null,
        value: isStarterFence(node.meta)
          ? starterFenceCode(node.meta ?? '', node.value ?? '', `${file}:${fenceLine}`)
          : (node.value ?? ''),
        fenceLine,
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as MdNode);
  return out;
}

/** Extracts the ts/tsx fenced code blocks of one Markdown document. */
export function extractCodeBlocks(file: string, source: string): {blocks: CodeBlock[]; skipped: number} {
  const blocks: CodeBlock[] = [];
  let skipped = 0;
  for (const node of codeNodes(source, file)) {
    if (!node.lang || !CHECKED_LANGS.has(node.lang)) continue;
    const meta = node.meta ?? '';
    if (/(^|\s)no-check(\s|$)/.test(meta)) {
      skipped += 1;
    } else {
      blocks.push({
        file,
        line: node.fenceLine + 1,
        lang: node.lang === 'tsx' ? 'tsx' : 'ts',
        meta,
        code: node.value,
      });
    }
  }
  return {blocks, skipped};
}

function titleOf(meta: string): string | undefined {
  return /title=(?:"([^"]+)"|'([^']+)')/.exec(meta)?.slice(1).find(Boolean);
}

/**
 * Compiler options for the examples: the reader's, i.e. the `compilerOptions` of the starter's tsconfig.json
 * (the file Configuration shows), so an example that would not compile in a reader's project fails here too.
 * Added on top, none of which makes a wrong example pass: `noEmit`; `moduleDetection: force`, so blocks without
 * imports do not share one global scope; and paths into the site's node_modules, where the reader's `./node_modules`
 * would be.
 */
function writeTsconfig(workDir: string): void {
  const nm = path.join(SITE_ROOT, 'node_modules');
  const reader = JSON.parse(fs.readFileSync(path.join(STARTER_DIR, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  const typeRoots = (reader.compilerOptions.typeRoots as string[] | undefined)?.map((root) =>
    path.join(nm, path.relative('node_modules', root)),
  );
  const tsconfig = {
    compilerOptions: {
      ...reader.compilerOptions,
      noEmit: true,
      moduleDetection: 'force',
      typeRoots,
      baseUrl: '.',
      paths: {'*': [path.join(nm, '*'), path.join(nm, '@types', '*')]},
    },
    include: ['**/*.ts', '**/*.tsx'],
  };
  fs.writeFileSync(path.join(workDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  // Readers add this declaration for image imports (see docs/configure); examples may rely on it.
  fs.writeFileSync(
    path.join(workDir, 'images.d.ts'),
    "declare module '*.png';\ndeclare module '*.jpg';\ndeclare module '*.svg';\n",
  );
}

/**
 * Writes the blocks of all `files` into `workDir`, runs tsc there and maps errors back.
 * @throws Error when a path in `files` does not exist.
 */
export function checkCodeBlocks(files: string[], workDir: string): CheckResult {
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});
  writeTsconfig(workDir);

  // Generated file (relative to workDir) -> origin, to translate tsc positions.
  const origin = new Map<string, CodeBlock>();
  let total = 0;
  let skipped = 0;
  for (const file of files) {
    const rel = path.relative(SITE_ROOT, path.resolve(file));
    const {blocks, skipped: s} = extractCodeBlocks(rel, fs.readFileSync(file, 'utf8'));
    skipped += s;
    total += blocks.length;
    const docDir = rel.replace(/[^A-Za-z0-9_-]+/g, '_');
    const usedTitles = new Set<string>();
    for (const block of blocks) {
      const title = titleOf(block.meta);
      let target: string;
      if (title && /\.tsx?$/.test(title)) {
        target = usedTitles.has(title)
          ? path.join(docDir, `v${block.line}`, title)
          : path.join(docDir, title);
        usedTitles.add(title);
      } else {
        target = path.join(docDir, `L${block.line}.${block.lang}`);
      }
      fs.mkdirSync(path.dirname(path.join(workDir, target)), {recursive: true});
      fs.writeFileSync(path.join(workDir, target), block.code + '\n');
      origin.set(path.normalize(target), block);
    }
  }
  if (total === 0) return {blocks: 0, skipped, errors: []};

  const tsc = require.resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: workDir,
    encoding: 'utf8',
  });
  const errors: string[] = [];
  for (const raw of `${run.stdout}${run.stderr}`.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): (error .*)$/.exec(raw.trim());
    if (!m) {
      if (raw.trim()) errors.push(raw.trim());
      continue;
    }
    const block = origin.get(path.normalize(m[1]));
    errors.push(
      block
        ? `${block.file}:${block.line + Number(m[2]) - 1}:${m[3]}  ${m[4]}`
        : `${m[1]}:${m[2]}:${m[3]}  ${m[4]}`,
    );
  }
  if (run.status !== 0 && errors.length === 0) errors.push(`tsc exited with ${run.status}`);
  return {blocks: total, skipped, errors};
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const targets = (args.length ? args : ['docs', 'blog', 'src/pages']).map((p) => path.resolve(SITE_ROOT, p));
  const files = findMarkdownFiles(targets.filter((p) => fs.existsSync(p) || args.length));
  // A fresh folder per run, so parallel runs (CI, editors, helpers) never share files.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
  const result = checkCodeBlocks(files, workDir);
  fs.rmSync(workDir, {recursive: true, force: true});
  for (const e of result.errors) console.error(e);
  console.log(
    `check-code-blocks: ${result.blocks} block(s) type-checked in ${files.length} file(s), ` +
      `${result.skipped} marked no-check, ${result.errors.length} error(s)`,
  );
  process.exit(result.errors.length ? 1 : 0);
}
