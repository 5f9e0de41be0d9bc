/** MDX → CommonMark + GFM tables for a page's Markdown twin; what each construct becomes: README.md. */
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {parseMarkdown} from '../markdown/parse';
import visit from 'unist-util-visit';
import npmToYarn from 'npm-to-yarn';
import {absoluteUrl} from './client/paths';
import type {MdNode} from '../markdown/mdastNode';
import {fenceOf, hasFlag, parseFenceMeta, type Fence} from '../markdown/fences';

export type {MdNode};

/** Admonition keywords of Docusaurus 2's classic theme, and the label each gets in a twin. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
};

/** Tabs the npm2yarn remark plugin renders from a ` ```bash npm2yarn ` fence (its default converters). */
const NPM2YARN_TABS: {label: string; convert: (npm: string) => string}[] = [
  {label: 'npm', convert: (npm) => npm},
  {label: 'Yarn', convert: (npm) => npmToYarn(npm, 'yarn')},
  {label: 'pnpm', convert: (npm) => npmToYarn(npm, 'pnpm')},
];

/** Context of one JSX element being converted, for `components` handlers and messages. */
interface ElementContext {
  /** `file:line:column` of the element, for error messages. */
  where: string;
  /** The element's string attributes (`{…}` expression values are not included). */
  attributes: Record<string, string>;
}

export interface TwinOptions {
  /** Source path for errors (`docs/api/frame.mdx`); `.mdx` is parsed as MDX, the rest as Markdown. */
  file: string;
  /** The site's absolute root URL with the base URL, ending in `/`, e.g. `https://react-figma.dev/`. */
  siteUrl: string;
  /** The page's route, e.g. `/docs/api/frame`; `#anchor` links are made absolute against it. */
  permalink: string;
  title: string;
  description?: string;
  /** Lines placed right under the `# title` (e.g. a blog post's date), as Markdown. */
  byline?: string;
  /** Converters for flow JSX elements by name; an element with no converter is an error. */
  components?: Record<string, (context: ElementContext) => MdNode[]>;
  /** Nodes to add right after a code block (not npm2yarn), e.g. the layer outline of an example. */
  afterCode?: (code: {lang: string | null; meta: string | null; value: string; line: number}) => MdNode[];
}

/** Error in a page's source: the message starts with `file:line:column`. */
export class TwinSourceError extends Error {}

const MARKDOWN_OUT: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
};

function place(file: string, node: {position?: {start: {line: number; column: number}}}): string {
  const start = node.position?.start;
  return start ? `${file}:${start.line}:${start.column}` : file;
}

/** An admonition's opening line with a title after the keyword: `:::caution Known limitations`. */
const TITLED_OPENER = new RegExp(`^(\\s*:::(?:${Object.keys(ADMONITIONS).join('|')}))[ \\t]+(\\S.*?)\\s*$`);

/** `:::caution Title` → `:::caution[Title]` outside code blocks, as Docusaurus 3 does before parsing. */
function admonitionTitlesToLabels(source: string, codeLines: ReadonlySet<number>): string {
  return source
    .split('\n')
    .map((line, i) => {
      if (codeLines.has(i + 1)) return line;
      const m = TITLED_OPENER.exec(line);
      return m ? `${m[1]}[${m[2].replace(/[\\[\]]/g, '\\$&')}]` : line;
    })
    .join('\n');
}

const parse = (source: string, isMdx: boolean, directives: boolean): MdNode =>
  parseMarkdown(source, {gfm: true, mdx: isMdx, directives});

function codeLineNumbers(tree: MdNode): Set<number> {
  const lines = new Set<number>();
  visit(tree, 'code', (node: MdNode) => {
    if (!node.position) return;
    for (let l = node.position.start.line; l <= node.position.end.line; l += 1) lines.add(l);
  });
  return lines;
}

/** Docusaurus 2 magic comments that mark highlighted lines; they are not part of the reader's code. */
const MAGIC_COMMENT = /^\s*(\/\/|#|<!--|\{\/\*)\s*highlight-(next-line|start|end)\b.*$/;

function cleanCode(node: MdNode): MdNode {
  const {title} = parseFenceMeta(node.meta);
  return {
    type: 'code',
    lang: node.lang,
    meta: title === undefined ? null : `title=${JSON.stringify(title)}`,
    value: (node.value ?? '')
      .split('\n')
      .filter((line) => !MAGIC_COMMENT.test(line))
      .join('\n'),
  };
}

function tabLabel(label: string): MdNode {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]};
}

function attributesOf(node: MdNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attr of node.attributes ?? []) {
    if (attr.type === 'mdxJsxAttribute' && attr.name) {
      if (typeof attr.value === 'string') out[attr.name] = attr.value;
      else if (attr.value === null || attr.value === undefined) out[attr.name] = '';
    }
  }
  return out;
}

/** Local names of default imports of images under `@site/static/`, mapped to site paths (`/img/x.svg`). */
function imageImports(tree: MdNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const from = String(statement.source?.value);
      const m = /^@site\/static(\/.+\.(?:svg|png|jpe?g|gif|webp))$/.exec(from);
      if (!m) continue;
      for (const spec of statement.specifiers ?? []) {
        if (spec.type === 'ImportDefaultSpecifier') out.set(spec.local.name, m[1]);
      }
    }
  }
  return out;
}

/** An MDX expression that is only a comment (`{/* … *\/}`), which MDX renders as nothing. */
function isCommentOnly(node: MdNode): boolean {
  return node.data?.estree?.body.length === 0;
}

/** A page's source parsed for `mdxToTwin`, its code blocks known first; single use. */
export interface ParsedTwinSource {
  /** Every code block of the page in document order (npm2yarn fences too). */
  codeBlocks: Fence[];
  labelled: string;
  tree: MdNode;
}

/** Parses one page's source for `mdxToTwin`. @throws Error naming `file:line` for a bad `starter` fence. */
export function parseTwinSource(source: string, options: Pick<TwinOptions, 'file'>): ParsedTwinSource {
  const isMdx = options.file.endsWith('.mdx');
  // Only pages with a titled admonition need the first parse (parsing is most of the build time).
  const hasTitles = source.split('\n').some((line) => TITLED_OPENER.test(line));
  const labelled = hasTitles
    ? admonitionTitlesToLabels(source, codeLineNumbers(parse(source, isMdx, false)))
    : source;
  const tree = parse(labelled, isMdx, true);
  const codeBlocks: Fence[] = [];
  visit(tree, 'code', (node: MdNode) => {
    const fence = fenceOf(node, options.file);
    node.value = fence.value;
    codeBlocks.push(fence);
  });
  return {codeBlocks, labelled, tree};
}

/** A page's twin and its body without front matter. @throws TwinSourceError naming `file:line:column`. */
export function mdxToTwin(
  source: string | ParsedTwinSource,
  options: TwinOptions,
): {markdown: string; body: string} {
  const {labelled, tree} = typeof source === 'string' ? parseTwinSource(source, options) : source;
  const converted = new TwinConverter(options, labelled, imageImports(tree)).children(tree.children);
  return printTwin(converted, options);
}

/** The twin's front matter, `# title` and byline above the converted page, printed as Markdown. */
function printTwin(converted: MdNode[], options: TwinOptions): {markdown: string; body: string} {
  const front = [`title: ${JSON.stringify(options.title)}`];
  if (options.description) front.push(`description: ${JSON.stringify(options.description)}`);
  const content: MdNode[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: options.title}]},
    ...(options.byline ? (parse(options.byline, false, false).children ?? []) : []),
    ...converted,
  ];
  const body = toMarkdown({type: 'root', children: content} as never, {
    ...MARKDOWN_OUT,
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
  });
  // Front matter is two JSON-quoted strings (valid YAML), so it is written directly rather than through a
  // printer.
  return {markdown: `---\n${front.join('\n')}\n---\n\n${body}`, body};
}

/** Rewrites one page's tree, node by node, into what the twin shows (see the file comment for each rule). */
class TwinConverter {
  constructor(
    private readonly options: TwinOptions,
    /** The source as parsed (admonition titles as labels): unknown directives are copied back from it. */
    private readonly labelled: string,
    /** Local names of imported images → their site paths. */
    private readonly images: Map<string, string>,
  ) {}

  /** @throws TwinSourceError naming `file:line:column` of `node`. */
  private fail(node: MdNode, message: string): never {
    throw new TwinSourceError(`${place(this.options.file, node)}: ${message}`);
  }

  private absolute(url: string): string {
    return absoluteUrl(url, this.options.siteUrl, this.options.permalink);
  }

  private setUrl(node: MdNode): void {
    if (node.url !== undefined) node.url = this.absolute(node.url);
  }

  children(children: readonly MdNode[] = []): MdNode[] {
    return children.flatMap((child) => this.convert(child));
  }

  private element(node: MdNode): MdNode[] {
    const name = node.name ?? '';
    const attributes = attributesOf(node);
    if (name === 'Tabs') {
      return (node.children ?? []).flatMap((child) => {
        if (child.type === 'mdxJsxFlowElement' && child.name === 'TabItem') {
          const item = attributesOf(child);
          return [tabLabel(item.label || item.value || 'Tab'), ...this.children(child.children)];
        }
        return this.convert(child);
      });
    }
    const image = this.images.get(name);
    if (image) {
      const alt = attributes.title || attributes['aria-label'] || attributes.alt || '';
      return [{type: 'paragraph', children: [{type: 'image', url: this.absolute(image), alt}]}];
    }
    const handler = this.options.components?.[name];
    if (!handler) {
      return this.fail(
        node,
        `<${name}> has no Markdown form in the twins. Teach src/plugins/llms how to write it (components option).`,
      );
    }
    const generated = handler({where: place(this.options.file, node), attributes});
    for (const root of generated) visit(root, (n: MdNode) => this.setUrl(n));
    return generated;
  }

  private admonition(node: MdNode): MdNode {
    const label = ADMONITIONS[node.name ?? ''];
    if (!label)
      this.fail(node, `":::${node.name}" is not an admonition (${Object.keys(ADMONITIONS).join(', ')})`);
    const [first, ...rest] = node.children ?? [];
    const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = titled ? this.children(first.children) : [];
    const heading: MdNode = {
      type: 'paragraph',
      children: [
        {
          type: 'strong',
          children: [{type: 'text', value: title.length > 0 ? `${label}: ` : label}, ...title],
        },
      ],
    };
    return {type: 'blockquote', children: [heading, ...this.children(titled ? rest : node.children)]};
  }

  private code(node: MdNode): MdNode[] {
    if (hasFlag(node.meta, 'npm2yarn')) {
      return NPM2YARN_TABS.flatMap(({label, convert: to}) => [
        tabLabel(label),
        {type: 'code', lang: node.lang, meta: null, value: to(node.value ?? '')},
      ]);
    }
    return [
      cleanCode(node),
      ...(this.options.afterCode?.({
        lang: node.lang ?? null,
        meta: node.meta ?? null,
        value: node.value ?? '',
        line: node.position?.start.line ?? 0,
      }) ?? []),
    ];
  }

  convert(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'html':
        // Comments (`<!--truncate-->`) steer the blog list only; other raw HTML stays, as in any Markdown.
        return /^<!--[\s\S]*-->$/.test((node.value ?? '').trim()) ? [] : [node];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isCommentOnly(node)
          ? []
          : this.fail(node, `the expression {${node.value}} has no Markdown form`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'containerDirective':
        return [this.admonition(node)];
      case 'leafDirective':
      case 'textDirective': {
        // Only `:::` admonitions are directives; other text directives are put back as written.
        const raw: MdNode = {
          type: 'text',
          value: this.labelled.slice(node.position?.start.offset, node.position?.end.offset),
        };
        return node.type === 'leafDirective' ? [{type: 'paragraph', children: [raw]}] : [raw];
      }
      case 'code':
        return this.code(node);
      case 'link':
      case 'image':
      case 'definition':
        this.setUrl(node);
        break;
      default:
        break;
    }
    if (node.children) node.children = this.children(node.children);
    return [node];
  }
}
