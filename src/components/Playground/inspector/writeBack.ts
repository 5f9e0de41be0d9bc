/**
 * The inspector's write-back (INSP-3): a control's new value as one text edit of the file, written in the
 * file's own formatting (its quotes, its one-attribute-per-line tags, its multi-line style objects).
 */
import {ENTITY, fileQuote, type JsxElementInfo, type JsxProp, type StyleObject} from './jsxSource';

/** Replace `text.slice(from, to)` by `insert` (offsets into the text the element was read from). */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** A value a control writes: a string, a finite number or a boolean. */
export type Literal = string | number | boolean;

type Quote = "'" | '"' | '`';

/** `value` as a JS string literal in quote `q`. */
function jsString(value: string, q: Quote): string {
  let body = value.replace(/\\/g, '\\\\').split(q).join(`\\${q}`);
  if (q === '`') body = body.replace(/\$\{/g, '\\${');
  else
    body = body
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
  return q + body + q;
}

/** The quote for a new string: the file's, or the other one when only that one avoids escaping. */
function quoteFor(text: string, value: string): "'" | '"' {
  const q = fileQuote(text);
  const other = q === "'" ? '"' : "'";
  return value.includes(q) && !value.includes(other) ? other : q;
}

/** `value` as a JS expression; a string in quote `q` (the file's when not given). @throws RangeError */
function literal(text: string, value: Literal, q?: Quote): string {
  if (typeof value === 'string') return jsString(value, q ?? quoteFor(text, value));
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`not a finite number: ${value}`);
  return String(value);
}

/** An attribute's value as written after `=`: `"v"` for a string without `"` or entities, else `{…}`. */
function attributeValue(text: string, value: Literal): string {
  if (typeof value === 'string' && !value.includes('"') && !ENTITY.test(value)) return `"${value}"`;
  return `{${literal(text, value)}}`;
}

/** Whether only whitespace precedes `pos` on its line. */
function firstOnLine(text: string, pos: number): boolean {
  const start = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*$/.test(text.slice(start, pos));
}

/** The leading whitespace of the line `pos` is on. */
function indentAt(text: string, pos: number): string {
  const start = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/** `pos` moved back over whitespace, not before `min`. */
function backOverSpace(text: string, pos: number, min: number): number {
  while (pos > min && /\s/.test(text[pos - 1])) pos -= 1;
  return pos;
}

/**
 * A new attribute `attr` (`name="v"`) in the element's opening tag: on a line of its own, indented as the
 * others, when every attribute starts a line; else after the last attribute (or the tag name), one space
 * before it. The tag's `/>` or `>` stays where it is.
 */
function insertAttribute(text: string, el: JsxElementInfo, attr: string): TextEdit {
  const end = el.openTo - (text.startsWith('/>', el.openTo - 2) ? 2 : 1);
  const at = backOverSpace(text, end, el.openFrom);
  const last = el.props[el.props.length - 1];
  const perLine = last !== undefined && el.props.every((p) => firstOnLine(text, p.from));
  return {from: at, to: at, insert: perLine ? `\n${indentAt(text, last.from)}${attr}` : ` ${attr}`};
}

/** Whether the attribute's value is inside braces (`name={…}`), not a quoted JSX string or bare. */
const braced = (text: string, p: JsxProp) => text.slice(p.from, p.valueFrom).includes('{');

/** The quote an existing string literal is written with, if its value is one. */
function quoteOf(text: string, p: JsxProp): Quote | undefined {
  const q = text[p.valueFrom];
  return p.value.kind === 'string' && (q === "'" || q === '"' || q === '`') ? q : undefined;
}

/**
 * Set attribute `name` of `el` to `value`. An existing literal has only its value replaced, in its form:
 * `name="v"` stays quoted and `name={'v'}` braced in its own quotes (a quoted one whose new value has that
 * quote or an entity becomes `{'…'}`); a bare `name` gets `={value}` unless `value` is true. A missing
 * attribute is inserted as insertAttribute places it: a string as `name="v"` (`name={'v'}` when it has `"`),
 * a number or boolean as `name={12}`. It goes after any spread `{...x}`, which it therefore overrides.
 * @throws RangeError for a number that is not finite.
 */
export function setProp(text: string, el: JsxElementInfo, name: string, value: Literal): TextEdit {
  const p = el.props.find((x) => x.name === name);
  if (!p) return insertAttribute(text, el, `${name}=${attributeValue(text, value)}`);
  if (braced(text, p)) {
    return {from: p.valueFrom, to: p.valueTo, insert: literal(text, value, quoteOf(text, p))};
  }
  if (p.valueFrom === p.valueTo) {
    return {from: p.to, to: p.to, insert: value === true ? '' : `={${literal(text, value)}}`};
  }
  const q = text[p.valueFrom];
  if (typeof value === 'string' && !value.includes(q) && !ENTITY.test(value)) {
    return {from: p.valueFrom, to: p.valueTo, insert: q + value + q};
  }
  return {from: p.valueFrom, to: p.valueTo, insert: `{${literal(text, value)}}`};
}

/**
 * Remove attribute `name` of `el` with the whitespace before it (on a tag of one attribute per line, its
 * line). Null when the element has no such attribute.
 */
export function removeProp(text: string, el: JsxElementInfo, name: string): TextEdit | null {
  const p = el.props.find((x) => x.name === name);
  if (!p) return null;
  return {from: backOverSpace(text, p.from, el.openFrom), to: p.to, insert: ''};
}

/** A style key as written before its colon: bare when it is an identifier. */
function keyText(text: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key, quoteFor(text, key));
}

/**
 * A new `entry` (`key: value`) in a style object, after its last property: `, entry` on a one-line object;
 * on a multi-line one a new line indented as the last key, with a trailing comma if the object has one.
 */
function insertKey(text: string, style: StyleObject, entry: string): TextEdit {
  const close = style.to - 1;
  const at = backOverSpace(text, close, style.from + 1);
  const empty = at === style.from + 1;
  const comma = !empty && text[at - 1] === ',';
  if (!text.slice(style.from, style.to).includes('\n')) {
    return {from: at, to: at, insert: empty ? entry : comma ? ` ${entry},` : `, ${entry}`};
  }
  const last = style.keys[style.keys.length - 1];
  const indent = last ? indentAt(text, last.from) : `${indentAt(text, close)}  `;
  return {
    from: at,
    to: at,
    insert: comma ? `\n${indent}${entry},` : `${empty ? '' : ','}\n${indent}${entry}`,
  };
}

/**
 * Set key `key` of the element's `style` object to `value`. An existing key has its value replaced (a string
 * keeps its quotes; a shorthand `{width}` becomes `width: value`); a missing one is added as insertKey places
 * it; a missing `style` is inserted as `style={{key: value}}`. New strings use the file's quote (fileQuote).
 * Null (refused: the panel sends the reader to the code) when the style is an expression (a variable, a
 * StyleSheet entry, an array), when the key is missing from an object with a spread or computed key, or when
 * the element has no `style` but a spread attribute: the key's value may come from what the text does not
 * show. @throws RangeError for a number that is not finite.
 */
export function setStyleKey(text: string, el: JsxElementInfo, key: string, value: Literal): TextEdit | null {
  const style = el.style;
  if (!style) {
    if (el.spread) return null;
    return insertAttribute(text, el, `style={{${keyText(text, key)}: ${literal(text, value)}}}`);
  }
  if (style.kind !== 'object') return null;
  const k = style.keys.find((x) => x.name === key);
  if (k && k.valueFrom === k.from) {
    return {from: k.from, to: k.to, insert: `${keyText(text, key)}: ${literal(text, value)}`};
  }
  if (k) return {from: k.valueFrom, to: k.valueTo, insert: literal(text, value, quoteOf(text, k))};
  if (style.spread) return null;
  return insertKey(text, style, `${keyText(text, key)}: ${literal(text, value)}`);
}

/**
 * Remove key `key` from the element's `style` object with its comma (the one after it, else the one before),
 * and its line when it starts one. Removing the last key leaves `style={{}}`. Null when the style is not an
 * object literal or has no such key.
 */
export function removeStyleKey(text: string, el: JsxElementInfo, key: string): TextEdit | null {
  const style = el.style;
  if (style?.kind !== 'object') return null;
  const k = style.keys.find((x) => x.name === key);
  if (!k) return null;
  let after = k.to;
  while (text[after] === ' ' || text[after] === '\t') after += 1;
  if (text[after] === ',') {
    if (firstOnLine(text, k.from))
      return {from: text.lastIndexOf('\n', k.from - 1), to: after + 1, insert: ''};
    after += 1;
    while (text[after] === ' ' || text[after] === '\t') after += 1;
    return {from: k.from, to: after, insert: ''};
  }
  const before = backOverSpace(text, k.from, style.from + 1);
  if (text[before - 1] === ',') return {from: before - 1, to: k.to, insert: ''};
  return {from: firstOnLine(text, k.from) ? before : k.from, to: k.to, insert: ''};
}

/** `text` with edit `e` applied. */
export function applyEdit(text: string, e: TextEdit): string {
  return text.slice(0, e.from) + e.insert + text.slice(e.to);
}
