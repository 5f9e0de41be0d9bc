/**
 * An mdast node (the Markdown syntax tree of remark and the mdast-util parsers), typed structurally for the
 * local plugins and scripts that walk MDX: each mdast-util package pins its own copy of @types/mdast 4 (and
 * the top level has 3), so their node types do not meet. Parsers' output is read through this one shape.
 * Used by the remark plugins in src/remark, src/plugins/llms and src/plugins/markdown/fences.ts.
 */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  align?: (string | null)[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  /** GFM task-list items: whether the box is ticked (null or absent on ordinary items). */
  checked?: boolean | null;
  data?: {directiveLabel?: boolean; estree?: {body: EsStatement[]} | null; hName?: string};
  position?: {
    start: {line: number; column: number; offset?: number};
    end: {line: number; column: number; offset?: number};
  };
}

/** A top-level statement of an MDX `import`/`export` block (mdast-util-mdx's estree), as far as it is read. */
export interface EsStatement {
  type: string;
  source?: {value: unknown};
  specifiers?: {type: string; local: {name: string}}[];
}
