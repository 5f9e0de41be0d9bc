/** The plugin UI's DOM (linkedom) and React DOM, loaded only for a project that uses them (ENGINE-5). */
import {parseHTML} from 'linkedom';
import type {UiEvent} from '../protocol/messages';

type Globals = Record<string, unknown>;
type El = {
  nodeType: number;
  nodeName: string;
  localName?: string;
  childNodes: ArrayLike<El>;
  attributes?: ArrayLike<{name: string; value: string}>;
  textContent: string | null;
  value?: unknown;
  checked?: unknown;
  selected?: unknown;
  dispatchEvent?(e: unknown): boolean;
  getAttribute?(name: string): string | null;
  setAttribute?(name: string, value: string): void;
};

/** The React the engine runs, given by `installDom`: React DOM must share it (one dispatcher for hooks). */
let engineReact: unknown;
/** The bundle's `require('react')` (../node/bundleEngine.ts `bundleDom`). @public: generated code reads it */
export const reactOfEngine = (): unknown => engineReact;

/** linkedom classes a UI page has as globals, set where the realm lacks them (events: always linkedom's). */
const DOM_CLASSES = [
  'Node',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'HTMLInputElement',
  'SVGElement',
  'Text',
  'Comment',
  'Document',
  'DocumentFragment',
  'DOMParser',
] as const;
const EVENT_CLASSES = ['Event', 'CustomEvent', 'InputEvent'] as const;

/** Elements never serialised: they run code, load something or navigate the page that shows the HTML. */
const LEFT_OUT = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'link',
  'meta',
]);
/** HTML's void elements: no end tag. */
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Sets `key` as typing does: through the prototype's setter, so React DOM's value tracker sees a change. */
function setAsUser(node: object, key: 'value' | 'checked', value: unknown): void {
  for (
    let proto = Object.getPrototypeOf(node) as object | null;
    proto;
    proto = Object.getPrototypeOf(proto)
  ) {
    const setter = Object.getOwnPropertyDescriptor(proto, key)?.set;
    if (setter) return void setter.call(node, value);
  }
  Object.defineProperty(node, key, {value, writable: true, configurable: true, enumerable: true});
}

const cookieRefused = () => {
  throw new Error('SecurityError: the plugin window has no cookies (an opaque origin)');
};

/** Defines `key` on `proto` as HTML reflects attribute `key`: `fallback` when the attribute is absent. */
function reflectAttribute(proto: object, key: string, fallback: string): void {
  Object.defineProperty(proto, key, {
    configurable: true,
    get(this: El) {
      return this.getAttribute!(key) ?? fallback;
    },
    set(this: El, v: string) {
      this.setAttribute!(key, v);
    },
  });
}

/** The UI's DOM of one run. */
export interface UiDom {
  /** `<head>`'s `<style>`s, then `<body>`'s children with `data-rfw`; no `LEFT_OUT`, `on*`, `javascript:`. */
  html(): string;
  /** Sets `value`/`checked`, then dispatches a bubbling `type` event on node `target`. @throws if none. */
  dispatch(e: UiEvent): void;
  /** React DOM 17 on the engine's React, loaded on first call. */
  reactDom(): unknown;
}

/** Makes `g` a UI page: `window` itself, `document` parsed from `html` (`src/ui.html`), linkedom classes. */
export function installDom(g: Globals, html: string, React: unknown): UiDom {
  engineReact = React;
  const parsed = parseHTML(html) as unknown as Globals & {
    document: Globals & {body: El; head: El; createElement(tag: string): object};
  };
  const document = parsed.document;
  // React DOM tests `'oninput' in document` to use `input` events for onChange; linkedom leaves it out.
  document.oninput = null;
  const inputProto = Object.getPrototypeOf(document.createElement('input')) as object;
  // React DOM reads `type` to treat an input as text; linkedom gives null where HTML says "text".
  reflectAttribute(inputProto, 'type', 'text');
  // React DOM saves and restores an input's `name` around mounting; linkedom has no such property.
  reflectAttribute(inputProto, 'name', '');
  // The plugin's iframe has an opaque origin, where HTML's `document.cookie` throws; linkedom keeps a string.
  Object.defineProperty(document, 'cookie', {
    get: cookieRefused,
    set: cookieRefused,
  });
  g.window = g;
  g.document = document;
  // A worker has `navigator`; Node's vm context has none, and React DOM reads its `userAgent`.
  if (!('navigator' in g)) g.navigator = {userAgent: ''};
  for (const name of DOM_CLASSES) if (!(name in g)) g[name] = parsed[name];
  for (const name of EVENT_CLASSES) g[name] = parsed[name];

  const ids = new WeakMap<object, number>();
  const nodes = new Map<number, El>();
  let nextId = 1;
  const idOf = (el: El) => {
    let id = ids.get(el);
    if (id === undefined) {
      id = nextId++;
      ids.set(el, id);
    }
    nodes.set(id, el);
    return id;
  };

  const serialise = (node: El): string => {
    if (node.nodeType === 3) return escapeText(node.textContent ?? '');
    if (node.nodeType !== 1) return '';
    const tag = (node.localName ?? node.nodeName).toLowerCase();
    if (LEFT_OUT.has(tag)) return '';
    let attrs = '';
    for (const {name, value} of Array.from(node.attributes ?? [])) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'data-rfw' || /^\s*javascript:/i.test(value)) continue;
      if (lower === 'value' || lower === 'checked' || lower === 'selected') continue;
      attrs += ` ${name}="${escapeAttr(value)}"`;
    }
    // The live state, which React keeps in properties, not attributes.
    if (tag === 'input' && node.value != null) attrs += ` value="${escapeAttr(String(node.value))}"`;
    if (tag === 'input' && node.checked === true) attrs += ' checked';
    if (tag === 'option' && node.selected === true) attrs += ' selected';
    const open = `<${tag}${attrs} data-rfw="${idOf(node)}">`;
    if (VOID.has(tag)) return open;
    const inner =
      tag === 'textarea'
        ? escapeText(String(node.value ?? node.textContent ?? ''))
        : tag === 'style'
          ? (node.textContent ?? '').replace(/<\//g, '<\\/')
          : Array.from(node.childNodes).map(serialise).join('');
    return `${open}${inner}</${tag}>`;
  };

  let reactDom: unknown;
  return {
    html() {
      nodes.clear();
      const styles = Array.from(document.head.childNodes).filter((n) => n.localName === 'style');
      return [...styles, ...Array.from(document.body.childNodes)].map(serialise).join('');
    },
    dispatch(e) {
      const node = nodes.get(e.target);
      if (!node?.dispatchEvent) throw new Error(`no element data-rfw="${e.target}" in the plugin window`);
      if (e.value !== undefined) setAsUser(node, 'value', e.value);
      if (e.checked !== undefined) setAsUser(node, 'checked', e.checked);
      const Event = parsed.Event as new (type: string, init: object) => Record<string, unknown>;
      const event = new Event(e.type, {bubbles: true, cancelable: true});
      if (e.key !== undefined) Object.defineProperty(event, 'key', {value: e.key});
      node.dispatchEvent(event);
    },
    reactDom() {
      if (reactDom) return reactDom;
      // React DOM's scheduler picks MessageChannel when it exists; settling counts timers, so it gets those.
      const channel = g.MessageChannel;
      g.MessageChannel = undefined;
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the DOM is up
        reactDom = require('react-dom');
      } finally {
        g.MessageChannel = channel;
      }
      return reactDom;
    },
  };
}
