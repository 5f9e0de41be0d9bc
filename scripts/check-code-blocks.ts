/**
 * Type-checks every ```ts / ```tsx code block in `docs/`, `blog/` and `src/pages/` against the installed
 * `react-figma` typings, so that no example on the site can stop compiling.
 *
 * Usage: `npm run check:examples [-- <dir-or-file> ...]` (defaults to `docs blog src/pages`).
 *
 * Each block is compiled as a file of its project, the one rule of src/plugins/markdown/fences.ts
 * (`exampleProjects`) that the previews and the twins use too. Projects that see the same versions of their
 * files share a folder; a block that sees another version of a file (a title that repeats) gets a folder of
 * its own, `v<line>/`, with that version and the siblings it sees. A block marked `no-check` is not written
 * (the page must say why in its text).
 *
 * Errors: exits 1 when the checker reports anything, printing each diagnostic as tsc does (`diagnosticText`)
 * with the Markdown file and line: `docs/file.mdx(LINE,COL): error TS2322: message`; exits 2 on a usage error
 * (path not found).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {codeFences, exampleProjects, hasFlag, type Fence} from '../src/plugins/markdown/fences';
import {STARTER_DIR} from '../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../src/plugins/common/siteRoot';
import {linkReaderNodeModules} from '../src/figma-runner/node/readerNodeModules';
import {typeCheckFiles} from '../src/figma-runner/node/readerProgram';
import {diagnosticText} from '../src/figma-runner/protocol/typecheck';

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

/** A block as the check sees it: the fence, where its code starts, and the path its project gives it. */
function codeBlockOf(file: string, fence: Fence): CodeBlock {
  return {
    file,
    line: fence.fenceLine + 1,
    lang: fence.lang === 'tsx' ? 'tsx' : 'ts',
    meta: fence.meta ?? '',
    code: fence.value,
  };
}

/**
 * Extracts the ts/tsx fenced code blocks of one Markdown document; `no-check` blocks are only counted.
 * @param fences the document's fences when the caller has parsed them already (`codeFences`).
 */
export function extractCodeBlocks(
  file: string,
  source: string,
  fences: Fence[] = codeFences(source, file),
): {blocks: CodeBlock[]; skipped: number} {
  const checked = exampleProjects(fences).map((p) => fences[p.index]);
  const blocks = checked.filter((f) => !hasFlag(f.meta, 'no-check')).map((f) => codeBlockOf(file, f));
  return {blocks, skipped: checked.length - blocks.length};
}

/**
 * Where each block's project is written in the work folder: `docDir/<path>` for projects that see the first
 * version of every file, `docDir/v<line>/<path>` for a project that sees a later version (line of its block's
 * code). Files of `no-check` blocks are left out.
 * @returns work-folder path → the block it holds.
 */
function projectFiles(file: string, fences: Fence[], docDir: string): Map<string, CodeBlock> {
  const projects = exampleProjects(fences);
  const firstOf = new Map<string, number>();
  for (const p of projects) if (!firstOf.has(p.path)) firstOf.set(p.path, p.index);
  const out = new Map<string, CodeBlock>();
  for (const project of projects) {
    if (hasFlag(fences[project.index].meta, 'no-check')) continue;
    const later = Object.entries(project.from).some(([p, index]) => firstOf.get(p) !== index);
    const dir = later ? path.join(docDir, `v${project.fenceLine + 1}`) : docDir;
    for (const [p, index] of Object.entries(project.from)) {
      if (hasFlag(fences[index].meta, 'no-check')) continue;
      out.set(path.normalize(path.join(dir, p)), codeBlockOf(file, fences[index]));
    }
  }
  return out;
}

/**
 * Writes the blocks of all `files` as one project in `workDir` (a reader's node_modules,
 * linkReaderNodeModules), type-checks it with the starter's tsconfig.json (readerProgram.ts, the reader's
 * `compilerOptions`, so an example that would not compile in a reader's project fails here too) and maps the
 * diagnostics back to the Markdown. Added on top, none of which makes a wrong example pass:
 * `moduleDetection: force`, so blocks without imports do not share one global scope.
 * @throws Error when a path in `files` does not exist.
 */
export function checkCodeBlocks(files: string[], workDir: string): CheckResult {
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});
  linkReaderNodeModules(workDir, path.join(SITE_ROOT, 'node_modules'));

  // Project path of each block's copy -> the block, to translate positions.
  const origin = new Map<string, CodeBlock>();
  let total = 0;
  let skipped = 0;
  for (const file of files) {
    const rel = path.relative(SITE_ROOT, path.resolve(file));
    const source = fs.readFileSync(file, 'utf8');
    const fences = codeFences(source, rel);
    const {blocks, skipped: s} = extractCodeBlocks(rel, source, fences);
    skipped += s;
    total += blocks.length;
    for (const [target, block] of projectFiles(rel, fences, rel.replace(/[^A-Za-z0-9_-]+/g, '_'))) {
      origin.set(target.split(path.sep).join('/'), block);
    }
  }
  if (total === 0) return {blocks: 0, skipped, errors: []};

  const sources = Object.fromEntries([...origin].map(([target, block]) => [target, block.code + '\n']));
  const found = typeCheckFiles(
    sources,
    {dir: workDir, starterDir: STARTER_DIR},
    {moduleDetection: ts.ModuleDetectionKind.Force},
  );
  // A file copied into several projects reports the same error once.
  const errors = new Set<string>();
  for (const d of found) {
    const block = origin.get(d.file);
    errors.add(diagnosticText(block ? {...d, file: block.file, line: block.line + d.line - 1} : d));
  }
  return {blocks: total, skipped, errors: [...errors]};
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
