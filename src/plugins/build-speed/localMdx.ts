/** A page module calls a local `mdx`: webpack keeps one import reference per page, not one per element. */

/** The import @docusaurus/mdx-loader 2.4.3 writes into every page module (its `lib/loader.js`). */
export const MDX_IMPORT = "import { mdx } from '@mdx-js/react';";

/** `code` (mdx-loader's output) with `mdx` a const on the import's line; unchanged without one MDX_IMPORT. */
export function withLocalMdx(code: string): string {
  const at = code.indexOf(MDX_IMPORT);
  if (at < 0 || code.indexOf(MDX_IMPORT, at + 1) >= 0) return code;
  const local = "import { mdx as __mdxImport } from '@mdx-js/react'; const mdx = __mdxImport;";
  return code.slice(0, at) + local + code.slice(at + MDX_IMPORT.length);
}
