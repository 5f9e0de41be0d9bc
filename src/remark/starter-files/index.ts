/** Remark plugin (MDX 1): fills `starter` fences from the starter's files. @throws naming `file:line`. */
import path from 'node:path';
import visit from 'unist-util-visit';
import {parseFenceMeta} from '../../plugins/markdown/fences';
import {starterFenceCode} from '../../plugins/markdown/starterFiles';
import type {MdNode} from '../../plugins/markdown/mdastNode';

export default function remarkStarterFiles() {
  return (tree: MdNode, file: {path?: string; history?: string[]}) => {
    const source = path.relative(process.cwd(), file.path ?? file.history?.[0] ?? 'MDX');
    visit(tree, 'code', (node: MdNode) => {
      const meta = parseFenceMeta(node.meta);
      if (meta.flags.has('starter')) {
        node.value = starterFenceCode(meta.title, node.value ?? '', `${source}:${node.position?.start.line}`);
      }
    });
  };
}
