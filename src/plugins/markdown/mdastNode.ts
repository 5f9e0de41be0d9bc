/** An mdast node, typed structurally: each mdast-util package pins its own @types/mdast. */
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

/** A top-level statement of an MDX `import`/`export` block (mdast-util-mdx's estree), as far as it's read. */
interface EsStatement {
  type: string;
  source?: {value: unknown};
  specifiers?: {type: string; local: {name: string}}[];
}
