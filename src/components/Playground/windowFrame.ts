/**
 * The document of the plugin window's iframe: the UI's markup under a policy that lets only our forwarding
 * script run (its SHA-256 in `script-src`) and nothing reach the network, as the engine's sandbox (PLAY-16).
 */

import type {UiEvent} from '../../figma-runner/browser/runner';
import {windowHead} from '../FigmaPreview/windowLook';

export type {UiEvent};

const EVENT_TYPES: readonly UiEvent['type'][] = ['click', 'input', 'change', 'submit', 'keydown'];

/**
 * The frame's one script (ES5, a string so no compiler rewrites it and its hash holds): forwards the events
 * of `data-rfw` elements to the page, cancels navigation (links, forms), and puts the markup the page posts
 * in the body (parsed inert by DOMParser, without elements that load or navigate, without `on*`), keeping
 * the focused element and its caret by `data-rfw`.
 */
export const FRAME_SCRIPT = `(function () {
  var host = parent;
  var drop = 'script,meta,base,link,iframe,frame,object,embed,portal';
  ${JSON.stringify(EVENT_TYPES)}.forEach(function (type) {
    document.addEventListener(type, function (event) {
      var el = event.target;
      if (!el || !el.closest) return;
      if (type === 'submit' || (type === 'click' && el.closest('a[href],area[href]'))) event.preventDefault();
      var at = el.closest('[data-rfw]');
      if (!at || !/^\\d+$/.test(at.getAttribute('data-rfw'))) return;
      var message = {target: Number(at.getAttribute('data-rfw')), type: type};
      if (typeof at.value === 'string' && type !== 'click') message.value = at.value;
      if (at.type === 'checkbox' || at.type === 'radio') message.checked = at.checked;
      if (type === 'keydown') message.key = event.key;
      host.postMessage({rfwEvent: message}, '*');
    }, true);
  });
  addEventListener('message', function (event) {
    if (event.source !== host || !event.data || typeof event.data.rfwHtml !== 'string') return;
    var active = document.activeElement;
    var id = active && active !== document.body ? active.getAttribute('data-rfw') : null;
    var start = null, end = null;
    try { start = active.selectionStart; end = active.selectionEnd; } catch (e) {}
    var parsed = new DOMParser().parseFromString(event.data.rfwHtml, 'text/html');
    parsed.querySelectorAll(drop).forEach(function (n) { n.remove(); });
    parsed.querySelectorAll('*').forEach(function (n) {
      for (var i = n.attributes.length - 1; i >= 0; i--)
        if (/^on/i.test(n.attributes[i].name)) n.removeAttribute(n.attributes[i].name);
    });
    var nodes = [].slice.call(parsed.head.childNodes).concat([].slice.call(parsed.body.childNodes));
    document.body.replaceChildren.apply(document.body, nodes);
    var next = id && /^\\d+$/.test(id) ? document.querySelector('[data-rfw="' + id + '"]') : null;
    if (!next) return;
    next.focus();
    if (typeof start === 'number' && next.setSelectionRange)
      try { next.setSelectionRange(start, end); } catch (e) {}
  });
  host.postMessage({rfwReady: true}, '*');
})();`;

/** `'sha256-<base64>'` of `text` as CSP hashes a script (its UTF-8 bytes); null without SubtleCrypto. */
async function cspHash(text: string): Promise<string | null> {
  // SubtleCrypto exists only in secure contexts (https, localhost): elsewhere the window runs no script.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

let hashed: Promise<string | null> | null = null;

/**
 * The frame's `srcdoc`: the policy, a white page as Figma's window has without `themeColors`, and the script;
 * without a hash (no SubtleCrypto) no script at all, so the window shows markup and forwards nothing.
 */
export async function frameDocument(): Promise<string> {
  const hash = await (hashed ??= cspHash(FRAME_SCRIPT));
  return (
    windowHead(hash ?? "'none'") +
    '<body>' +
    (hash ? `<script>${FRAME_SCRIPT}</script>` : '') +
    `</body></html>`
  );
}

/** The event a frame posted, checked field by field; undefined for anything else. */
export function uiEventOf(data: unknown): UiEvent | undefined {
  const e = (data as {rfwEvent?: Record<string, unknown>} | null)?.rfwEvent;
  if (!e || typeof e !== 'object') return undefined;
  const {target, type, value, checked, key} = e;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0) return undefined;
  if (!EVENT_TYPES.includes(type as UiEvent['type'])) return undefined;
  return {
    target,
    type: type as UiEvent['type'],
    ...(typeof value === 'string' && {value}),
    ...(typeof checked === 'boolean' && {checked}),
    ...(typeof key === 'string' && {key}),
  };
}
