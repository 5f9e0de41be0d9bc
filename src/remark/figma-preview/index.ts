/**
 * Remark plugin (MDX 1): puts a "Result" figure under every code block that draws into Figma, drawn at build time
 * by react-figma itself (src/plugins/figma-preview, whose README explains the engine, the cache and the errors).
 *
 *   ```tsx title="src/App.tsx"      →   the same code block, then
 *   export const App = …                 <FigmaPreview src={require("<file-loader>!…/<hash>.svg").default}
 *   ```                                     width={…} height={…} alt="…" layers={[…]} version="0.31.0"
 *                                           edit="api-frame-1" />   (docs and posts: the playground's id)
 *
 * Options: `cacheDir` (default `node_modules/.cache/figma-preview` under the site), `timeoutMs` (default 8000).
 * @throws Error naming `docs/page.mdx:LINE` (the opening fence) when an example cannot draw.
 * On Docusaurus 3 (MDX 2+), the `jsx`/`import` node types become `mdxJsxFlowElement`/`mdxjsEsm`.
 */
import fs from 'node:fs';
import path from 'node:path';
import visit from 'unist-util-visit';
import {fenceOf} from '../../plugins/markdown/fences';
import type {MdNode} from '../../plugins/markdown/mdastNode';
import {SITE_ROOT} from '../../plugins/common/siteRoot';
import {DEFAULT_CACHE_DIR, pagePreviews, previewJsx} from '../../plugins/figma-preview/previews';
import {exampleId, pageSlug} from '../../figma-runner/project/exampleId';

/**
 * How many lines precede the text remark sees: Docusaurus's MDX loader strips the front matter before remark runs,
 * so positions in the tree are that many lines short of the file's. 0 when the file cannot be read.
 */
export function frontMatterLines(filePath: string, contents: unknown): number {
  if (typeof contents !== 'string' && !Buffer.isBuffer(contents)) return 0;
  let original: string;
  try {
    original = fs.readFileSync(filePath, 'utf8');
  } catch {
    return 0;
  }
  // Where the text remark sees begins in the file (it may also be trimmed at the end, so lines are not counted).
  const text = String(contents);
  const at = original.indexOf(text.slice(0, 200));
  return at < 0 ? 0 : original.slice(0, at).split('\n').length - 1;
}

export default function remarkFigmaPreview(options: {cacheDir?: string; timeoutMs?: number} = {}) {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  return async (tree: MdNode, file: {path?: string; history?: string[]; contents?: unknown}) => {
    const abs = file.path ?? file.history?.[0] ?? 'MDX';
    const rel = path.relative(SITE_ROOT, abs) || abs;
    const offset = frontMatterLines(abs, file.contents);
    const codes: {node: MdNode; parent: MdNode}[] = [];
    visit(tree, 'code', (node: MdNode, _index, parent) => {
      codes.push({node, parent: parent as MdNode});
    });
    // `starter` fences are still empty here (src/remark/starter-files runs later), so fenceOf fills them. Lines as
    // in the file (the twins number fences so), not as remark sees the page without its front matter.
    const fences = codes.map(({node}) => fenceOf(node, rel, offset));
    const results = await pagePreviews(fences, rel, {cacheDir, timeoutMs: options.timeoutMs});
    if (results.length === 0) return;
    // PLAY-2: the n-th figure of a doc or post opens playground example `exampleId(rel, n)`, the id the
    // playground plugin gives the same example.
    const editable = pageSlug(rel) !== undefined;
    // Insert from the last so earlier indexes stay valid.
    for (const [i, {index, preview: cached}] of [...results.entries()].reverse()) {
      const {node, parent} = codes[index];
      const at = parent.children!.indexOf(node);
      const edit = editable ? exampleId(rel, i + 1) : undefined;
      parent.children!.splice(at + 1, 0, {type: 'jsx', value: previewJsx(cached, cacheDir, edit)});
    }
    tree.children?.unshift({
      type: 'import',
      value: "import FigmaPreview from '@site/src/components/FigmaPreview';",
    });
  };
}
