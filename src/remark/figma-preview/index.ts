/** Remark plugin (MDX 1): a "Result" figure after each drawing block. @throws naming `docs/page.mdx:LINE`. */
import fs from 'node:fs';
import path from 'node:path';
import visit from 'unist-util-visit';
import {fenceOf} from '../../plugins/markdown/fences';
import type {MdNode} from '../../plugins/markdown/mdastNode';
import {SITE_ROOT} from '../../plugins/common/siteRoot';
import {DEFAULT_CACHE_DIR, pagePreviews, previewJsx} from '../../plugins/figma-preview/previews';
import {devDeferral} from '../../plugins/dev-server/figures';
import {exampleId, pageSlug} from '../../plugins/playground/client/exampleId';

/** Lines of front matter Docusaurus's MDX loader strips before remark runs; 0 if the file cannot be read. */
export function frontMatterLines(filePath: string, contents: unknown): number {
  if (typeof contents !== 'string' && !Buffer.isBuffer(contents)) return 0;
  let original: string;
  try {
    original = fs.readFileSync(filePath, 'utf8');
  } catch {
    return 0;
  }
  const text = String(contents);
  const at = original.indexOf(text.slice(0, 200));
  return at < 0 ? 0 : original.slice(0, at).split('\n').length - 1;
}

/** Under `npm start`, where a figure is still being drawn (src/plugins/dev-server/figures.ts). */
const PLACEHOLDER = '<p><em>The Result is being drawn; the page updates when it is ready.</em></p>';

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
    // fenceOf fills `starter` fences (src/remark/starter-files runs later); lines as in the file.
    const fences = codes.map(({node}) => fenceOf(node, rel, offset));
    const defer = devDeferral(abs);
    const results = await pagePreviews(fences, rel, {cacheDir, timeoutMs: options.timeoutMs, defer});
    if (results.length === 0) return;
    // PLAY-2: the n-th figure opens playground example `exampleId(rel, n)`.
    const editable = pageSlug(rel) !== undefined;
    for (const [i, {index, preview: cached}] of [...results.entries()].reverse()) {
      const {node, parent} = codes[index];
      const at = parent.children!.indexOf(node);
      const edit = editable ? exampleId(rel, i + 1) : undefined;
      parent.children!.splice(at + 1, 0, {
        type: 'jsx',
        value: cached ? previewJsx(cached, cacheDir, edit) : PLACEHOLDER,
      });
    }
    tree.children?.unshift({
      type: 'import',
      value: "import FigmaPreview from '@site/src/components/FigmaPreview';",
    });
  };
}
