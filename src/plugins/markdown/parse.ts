/** The one Markdown parser of the site's tools: mdast-util-from-markdown with the syntaxes asked for. */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatter} from 'micromark-extension-frontmatter';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import type {MdNode} from './mdastNode';

/** Syntaxes beyond CommonMark and YAML front matter: GFM, MDX (JSX and ESM) and `:::` directives. */
export interface Syntaxes {
  gfm?: boolean;
  mdx?: boolean;
  directives?: boolean;
}

/** The mdast tree of `source`; front matter becomes a `yaml` node. @throws micromark's error on bad MDX. */
export function parseMarkdown(source: string, syntaxes: Syntaxes = {}): MdNode {
  const tree = fromMarkdown(source, {
    extensions: [
      ...(syntaxes.mdx ? [mdxjs()] : []),
      ...(syntaxes.gfm ? [gfm()] : []),
      frontmatter(['yaml']),
      ...(syntaxes.directives ? [directive()] : []),
    ],
    mdastExtensions: [
      ...(syntaxes.mdx ? [mdxFromMarkdown()] : []),
      ...(syntaxes.gfm ? [gfmFromMarkdown()] : []),
      frontmatterFromMarkdown(['yaml']),
      ...(syntaxes.directives ? [directiveFromMarkdown()] : []),
    ],
  });
  return tree as unknown as MdNode;
}
