/**
 * The inspector's code model: the JSX elements of a playground file, their props and style keys, with the
 * source ranges that write-back edits (INSP-3). Parsed with @lezer/javascript, the editor's own parser.
 */
import {parser} from '@lezer/javascript';

/** The parser as the playground's files need it: JSX in TypeScript (`.tsx`). */
const jsxParser = parser.configure({dialect: 'jsx ts'});
type SyntaxNode = ReturnType<typeof jsxParser.parse>['topNode'];

/**
 * Where the engine says an element was written: 1-based line, and its index (0-based) among the JSX elements
 * whose opening tag starts on that line, in source order.
 */
export interface Origin {
  file: string;
  line: number;
  nth: number;
}

/** A prop's or style key's value, when it is a literal the inspector can show and edit. */
export type PropValue =
  | {kind: 'string'; value: string}
  | {kind: 'number'; value: number}
  | {kind: 'boolean'; value: boolean}
  | {kind: 'expression'; text: string};

/**
 * One attribute of a tag, or one key of a `style` object. `from`/`to` span the whole attribute (`name={1}`)
 * or property (`width: 1`). `valueFrom`/`valueTo` span the value as written: the quoted string of `name="x"`,
 * the expression inside the braces of `name={…}`, the value after the colon of a key; an empty range at the
 * attribute's end for a bare `name` (true).
 */
export interface JsxProp {
  name: string;
  from: number;
  to: number;
  valueFrom: number;
  valueTo: number;
  value: PropValue;
}

/** A `style={{…}}` object literal's keys; `spread` when it has `...x` (keys it does not show). */
export interface StyleObject {
  kind: 'object';
  from: number;
  to: number;
  keys: JsxProp[];
  spread: boolean;
}

/** One JSX element of the file. Positions are offsets (UTF-16 code units) into the text. */
export interface JsxElementInfo {
  /** `View`, `RF.Frame` for member expressions, `''` for fragments `<>…</>`. */
  tag: string;
  /** The whole element. */
  from: number;
  to: number;
  /** Its opening or self-closing tag. */
  openFrom: number;
  openTo: number;
  /** As in Origin: its `<`'s 1-based line and index there; a fragment's `nth` is -1 (no `__source`). */
  line: number;
  nth: number;
  /** Its attributes in source order, spreads left out. */
  props: JsxProp[];
  /** Whether it has a spread attribute `{...x}`. */
  spread: boolean;
  /** The `style` attribute: an object literal's keys (JsxProps), or an expression (a variable, a ref). */
  style?: StyleObject | {kind: 'expression'};
}

/** An HTML character reference, which JSX attribute strings decode (`&amp;`, `&#123;`, `&#x7B;`). */
export const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** Node names that name a tag (lezer's JSX grammar). */
const TAG_NAMES = new Set(['JSXIdentifier', 'JSXMemberExpression', 'JSXNamespacedName', 'JSXBuiltin']);

/** Escapes of one character in a JS string literal. */
const ESCAPES: Record<string, string> = {n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0'};

/** A JS string or template literal's value, from its text with quotes; undefined for an octal escape. */
export function unquote(literal: string): string | undefined {
  let bad = false;
  const value = literal
    .slice(1, -1)
    .replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[^])/g, (_, e: string) => {
      if (e.length > 1 && (e[0] === 'u' || e[0] === 'x'))
        return String.fromCodePoint(parseInt(e.slice(1).replace(/[{}]/g, ''), 16));
      if (e === '\n' || e === '\r\n' || e === '\r') return ''; // a line continuation
      if (/^[1-9xu]$/.test(e)) bad = true;
      return ESCAPES[e] ?? e;
    });
  return bad ? undefined : value;
}

/** The literal value of an expression node, or the expression's text. */
function valueOf(text: string, node: SyntaxNode): PropValue {
  const raw = text.slice(node.from, node.to);
  const expression: PropValue = {kind: 'expression', text: raw};
  switch (node.name) {
    case 'String': {
      const value = unquote(raw);
      return value === undefined ? expression : {kind: 'string', value};
    }
    case 'TemplateString': {
      if (node.getChild('Interpolation')) return expression;
      const value = unquote(raw);
      return value === undefined ? expression : {kind: 'string', value};
    }
    case 'Number':
      return numberValue(raw) ?? expression;
    case 'BooleanLiteral':
      return {kind: 'boolean', value: raw === 'true'};
    case 'UnaryExpression': {
      // -3.5 is a number; -x, -(1), +1 stay expressions.
      const op = node.firstChild;
      const operand = op?.nextSibling;
      if (op?.name !== 'ArithOp' || text.slice(op.from, op.to) !== '-' || operand?.name !== 'Number') break;
      if (operand.nextSibling) break;
      const n = numberValue(text.slice(operand.from, operand.to));
      return n ? {kind: 'number', value: -n.value} : expression;
    }
  }
  return expression;
}

/** A numeric literal's value (`12`, `0x1f`, `1e3`); undefined for BigInt and separators (`1_000n`). */
function numberValue(raw: string): {kind: 'number'; value: number} | undefined {
  const value = Number(raw);
  return Number.isNaN(value) ? undefined : {kind: 'number', value};
}

/** The children of a node that are not punctuation (`{`, `}`, `,`, `:`). */
function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

/** The one expression inside a JSXEscape `{…}`, if there is one (not a comment alone). */
function escaped(node: SyntaxNode): SyntaxNode | undefined {
  return children(node).find((c) => c.name !== '{' && c.name !== '}' && !c.type.isSkipped);
}

/** An attribute as a JsxProp. */
function attribute(text: string, attr: SyntaxNode): JsxProp {
  const nameNode = attr.firstChild!;
  const name = text.slice(nameNode.from, nameNode.to);
  const valueNode = attr.getChild('JSXAttributeValue') ?? attr.getChild('JSXEscape');
  const base = {name, from: attr.from, to: attr.to};
  if (!valueNode)
    return {...base, valueFrom: attr.to, valueTo: attr.to, value: {kind: 'boolean', value: true}};
  if (valueNode.name === 'JSXAttributeValue') {
    const raw = text.slice(valueNode.from, valueNode.to);
    // A JSX attribute string has no backslash escapes; the compiler decodes an HTML entity (`&amp;`) in it,
    // so a string with one is not shown as a literal.
    const value: PropValue =
      /^["']/.test(raw) && !ENTITY.test(raw)
        ? {kind: 'string', value: raw.slice(1, -1)}
        : {kind: 'expression', text: raw};
    return {...base, valueFrom: valueNode.from, valueTo: valueNode.to, value};
  }
  const inner = escaped(valueNode);
  if (!inner) {
    const at = valueNode.from + 1;
    return {...base, valueFrom: at, valueTo: at, value: {kind: 'expression', text: ''}};
  }
  return {...base, valueFrom: inner.from, valueTo: inner.to, value: valueOf(text, inner)};
}

/** The keys of a `style` object literal. */
function styleObject(text: string, object: SyntaxNode): StyleObject {
  const keys: JsxProp[] = [];
  let spread = false;
  for (const property of object.getChildren('Property')) {
    const parts = children(property).filter((c) => !c.type.isSkipped);
    const key = parts[0];
    if (!key || key.name === 'Spread' || key.name === '[') {
      // `...base` or `[name]: 1`: keys the text does not name.
      spread = true;
      continue;
    }
    const keyText = text.slice(key.from, key.to);
    const name = key.name === 'String' ? unquote(keyText) : keyText;
    if (name === undefined) continue;
    const colon = parts.findIndex((c) => c.name === ':');
    const value = colon >= 0 ? parts[colon + 1] : undefined;
    if (value) {
      keys.push({
        name,
        from: property.from,
        to: property.to,
        valueFrom: value.from,
        valueTo: value.to,
        value: valueOf(text, value),
      });
    } else {
      // `{width}` shorthand, or a method: the property is its own value.
      const shown = text.slice(property.from, property.to);
      keys.push({
        name,
        from: property.from,
        to: property.to,
        valueFrom: property.from,
        valueTo: property.to,
        value: {kind: 'expression', text: shown},
      });
    }
  }
  return {kind: 'object', from: object.from, to: object.to, keys, spread};
}

/** Offsets of the starts of the text's lines, for 1-based line numbers. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line of `pos`. */
function lineAt(starts: number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * Every JSX element of `text` (a `.tsx` file), fragments included, in source order (by `openFrom`). Text that
 * does not parse still yields the elements the parser recovered.
 */
export function jsxElements(text: string): JsxElementInfo[] {
  const starts = lineStarts(text);
  const perLine = new Map<number, number>();
  const out: JsxElementInfo[] = [];
  jsxParser.parse(text).iterate({
    enter(ref) {
      if (ref.name !== 'JSXElement') return;
      const node = ref.node;
      const open = node.firstChild;
      if (!open) return;
      const line = lineAt(starts, node.from);
      const fragment = open.name === 'JSXFragmentTag';
      const tagNode = fragment ? undefined : children(open).find((c) => TAG_NAMES.has(c.name));
      const info: JsxElementInfo = {
        tag: tagNode ? text.slice(tagNode.from, tagNode.to).replace(/\s+/g, '') : '',
        from: node.from,
        to: node.to,
        openFrom: open.from,
        openTo: open.to,
        line,
        nth: -1,
        props: [],
        spread: false,
      };
      if (!fragment) {
        info.nth = perLine.get(line) ?? 0;
        perLine.set(line, info.nth + 1);
      }
      for (const c of children(open)) {
        if (c.name === 'JSXSpreadAttribute') info.spread = true;
        if (c.name !== 'JSXAttribute') continue;
        const prop = attribute(text, c);
        info.props.push(prop);
        if (prop.name !== 'style') continue;
        const inner = c.getChild('JSXEscape') && escaped(c.getChild('JSXEscape')!);
        info.style = inner?.name === 'ObjectExpression' ? styleObject(text, inner) : {kind: 'expression'};
      }
      out.push(info);
    },
  });
  return out;
}

/**
 * The element the engine names by `origin` (its line and nth; `file` is the caller's to match), or undefined
 * when the text has none there (it changed since the drawing).
 */
export function elementAtOrigin(text: string, origin: Origin): JsxElementInfo | undefined {
  return jsxElements(text).find((e) => e.nth >= 0 && e.line === origin.line && e.nth === origin.nth);
}

/**
 * The element at offset `pos` (an editor's cursor): the innermost one whose opening tag contains it, else the
 * innermost one that contains it (ends inclusive). Fragments are skipped: they have no props to inspect.
 */
export function elementAt(text: string, pos: number): JsxElementInfo | undefined {
  const elements = jsxElements(text).filter((e) => e.nth >= 0);
  const innermost = (list: JsxElementInfo[]) =>
    list.reduce<JsxElementInfo | undefined>((a, e) => (!a || e.from > a.from ? e : a), undefined);
  return (
    innermost(elements.filter((e) => e.openFrom <= pos && pos <= e.openTo)) ??
    innermost(elements.filter((e) => e.from <= pos && pos <= e.to))
  );
}

/**
 * The quote the file writes JS strings with: `'` unless it has more `"` string literals than `'` ones (JSX
 * attribute strings, `name="x"`, are not counted: they follow JSX's own convention).
 */
export function fileQuote(text: string): "'" | '"' {
  let single = 0;
  let double = 0;
  jsxParser.parse(text).iterate({
    enter(ref) {
      if (ref.name !== 'String') return;
      if (text[ref.from] === '"') double += 1;
      else single += 1;
    },
  });
  return double > single ? '"' : "'";
}
