/**
 * The playground's plugin window in jsdom (PLAY-16): the frame's policy and hashed script, what the script
 * forwards and keeps across new markup, the window's visibility, title and size, how long toasts stay up.
 */
// Own process: jsdom's window and document become this process's globals.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {JSDOM} from 'jsdom';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import '../helpers/cssModules';
import {FRAME_SCRIPT, frameDocument, uiEventOf} from '../../src/components/Playground/windowFrame';
import {shownWindow} from '../helpers/pluginWindow';

const dom = installJsdomGlobals();
// react-dom checks for a DOM when first loaded, so it is required after the globals exist.
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {act} = require('react-dom/test-utils');
const PluginWindow = require('../../src/components/Playground/PluginWindow').default;
const Toasts = require('../../src/components/Playground/Toasts').default;

after(() => dom.window.close());

/** The frame's document in a jsdom of its own, its script run with `host` as `parent`. */
async function frame() {
  const posted: {rfwReady?: boolean; rfwEvent?: unknown}[] = [];
  const html = (await frameDocument()).replace(/<script>[\s\S]*<\/script>/, '');
  const w = new JSDOM(html, {runScripts: 'outside-only'}).window;
  // Copied out of the frame's realm, as postMessage would, so deepEqual compares plain objects.
  const host = {postMessage: (m: unknown) => posted.push(JSON.parse(JSON.stringify(m)))};
  Object.defineProperty(w, 'parent', {value: host, configurable: true});
  w.eval(FRAME_SCRIPT);
  const put = (markup: string, source: unknown = host) =>
    w.dispatchEvent(new w.MessageEvent('message', {data: {rfwHtml: markup}, source: source as never}));
  return {w, posted, put};
}

test("the frame's policy allows its one script by hash, no other script, and no network", async () => {
  const doc = await frameDocument();
  const hash = createHash('sha256').update(FRAME_SCRIPT, 'utf8').digest('base64');
  const csp = /content="([^"]+)"/.exec(doc)?.[1] ?? '';
  assert.match(csp, /(^|; )default-src 'none'(;|$)/);
  assert.match(csp, new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
  assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*(unsafe|\*|blob|data|http)/);
  assert.match(csp, /img-src data: blob:(;|$)/);
  assert.equal(/<script>([\s\S]*)<\/script>/.exec(doc)?.[1], FRAME_SCRIPT, 'the script is what was hashed');
});

test('the script forwards events of data-rfw elements and cancels navigation', async () => {
  const {w, posted, put} = await frame();
  assert.deepEqual(posted.slice(), [{rfwReady: true}]);
  put(
    '<form data-rfw="1"><input data-rfw="2" value="ab"><input type="checkbox" data-rfw="3">' +
      '<a href="https://example.com/" data-rfw="4"><b data-rfw="5">go</b></a></form>',
  );
  const input = w.document.querySelector('[data-rfw="2"]') as HTMLInputElement;
  input.value = 'abc';
  input.dispatchEvent(new w.Event('input', {bubbles: true}));
  input.dispatchEvent(new w.KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
  (w.document.querySelector('[data-rfw="3"]') as HTMLInputElement).click();
  const click = new w.MouseEvent('click', {bubbles: true, cancelable: true});
  w.document.querySelector('[data-rfw="5"]')!.dispatchEvent(click);
  const submit = new w.Event('submit', {bubbles: true, cancelable: true});
  w.document.querySelector('form')!.dispatchEvent(submit);
  assert.deepEqual(
    posted.slice(1).map((m) => m.rfwEvent),
    [
      {target: 2, type: 'input', value: 'abc'},
      {target: 2, type: 'keydown', value: 'abc', key: 'Enter'},
      {target: 3, type: 'click', checked: true},
      {target: 3, type: 'input', value: 'on', checked: true},
      {target: 3, type: 'change', value: 'on', checked: true},
      {target: 5, type: 'click'},
      {target: 1, type: 'submit'},
    ],
  );
  assert.ok(click.defaultPrevented, 'a link does not navigate the frame');
  assert.ok(submit.defaultPrevented, 'a form does not navigate the frame');
});

test('new markup keeps the focused input and its caret, drops what loads or runs, ignores other senders', async () => {
  const {w, put} = await frame();
  put('<style>p{color:red}</style><input data-rfw="7" value="hello"><p data-rfw="8">a</p>');
  const input = w.document.querySelector('[data-rfw="7"]') as HTMLInputElement;
  input.focus();
  input.setSelectionRange(2, 4);
  put(
    '<style>p{color:red}</style><p data-rfw="8">b</p><input data-rfw="7" value="hello!">' +
      '<meta http-equiv="refresh" content="0;url=https://example.com/"><img src="x" onerror="x()" data-rfw="9">' +
      '<iframe src="https://example.com/"></iframe>',
  );
  const next = w.document.activeElement as HTMLInputElement;
  assert.notEqual(next, input, 'a new element');
  assert.equal(next.getAttribute('data-rfw'), '7');
  assert.deepEqual([next.value, next.selectionStart, next.selectionEnd], ['hello!', 2, 4]);
  assert.equal(w.document.querySelector('body style')?.textContent, 'p{color:red}');
  assert.equal(w.document.querySelector('body meta, body iframe, [onerror]'), null);
  put('<p data-rfw="8">from elsewhere</p>', {});
  assert.equal(w.document.querySelector('[data-rfw="8"]')?.textContent, 'b');
});

test('an event posted to the page is taken field by field, or not at all', () => {
  assert.deepEqual(uiEventOf({rfwEvent: {target: 3, type: 'input', value: 'x', extra: 1}}), {
    target: 3,
    type: 'input',
    value: 'x',
  });
  for (const bad of [
    null,
    {},
    {rfwEvent: {target: '3', type: 'click'}},
    {rfwEvent: {target: 1, type: 'focus'}},
  ])
    assert.equal(uiEventOf(bad), undefined, JSON.stringify(bad));
});

/** Renders `element` into a fresh container, effects flushed. */
async function mount(element: React.ReactElement): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(async () => {
    ReactDOM.render(element, root);
    // frameDocument's hash is a promise: let it settle inside act.
    await new Promise((r) => setTimeout(r, 20));
  });
  return root;
}

test('the window shows only when shown, visible and not closed, titled, its body width × height px', async () => {
  const events: unknown[] = [];
  const onEvent = (e: unknown) => events.push(e);
  for (const hidden of [{shown: false}, {visible: false}, {closed: true}]) {
    const root = await mount(<PluginWindow view={shownWindow(hidden)} name="Plugin" onEvent={onEvent} />);
    assert.equal(root.innerHTML, '', JSON.stringify(hidden));
  }
  const closed = await mount(
    <PluginWindow
      view={shownWindow({closed: true, pluginClosed: {message: 'Done'}})}
      name="P"
      onEvent={onEvent}
    />,
  );
  assert.equal(closed.querySelector('iframe'), null);
  assert.match(closed.textContent ?? '', /closed.*: Done$/);
  const untitled = await mount(<PluginWindow view={shownWindow()} name="Frame — Basics" onEvent={onEvent} />);
  assert.equal(untitled.querySelector('section')?.textContent, 'Frame — Basics');
  const root = await mount(
    <PluginWindow
      view={shownWindow({title: 'Squares', width: 320, height: 180})}
      name="x"
      onEvent={onEvent}
    />,
  );
  const iframe = root.querySelector('iframe')!;
  assert.equal(root.querySelector('section > div')?.textContent, 'Squares');
  assert.equal(iframe.getAttribute('sandbox'), 'allow-scripts');
  assert.deepEqual([iframe.style.width, iframe.style.height], ['320px', '180px']);
  const send = (source: unknown) =>
    window.dispatchEvent(
      new window.MessageEvent('message', {
        data: {rfwEvent: {target: 4, type: 'click'}},
        source: source as Window,
      }),
    );
  send(window);
  assert.deepEqual(events, [], 'a message from another window is ignored');
  send(iframe.contentWindow);
  assert.deepEqual(events, [{target: 4, type: 'click'}]);
});

test('toasts stay up for their timeout, Infinity until the next run; cancelled ones never show', async (t) => {
  // A clock of the test's own: on a busy host a real 40 ms timer could fire before the first look.
  const timers = new Map<number, {ms: number; fire: () => void}>();
  const real = {set: window.setTimeout, clear: window.clearTimeout};
  let next = 0;
  Object.assign(window, {
    setTimeout: (fire: () => void, ms: number) => (timers.set(++next, {ms, fire}), next),
    clearTimeout: (id: number) => timers.delete(id),
  });
  t.after(() => Object.assign(window, {setTimeout: real.set, clearTimeout: real.clear}));
  const toasts = [
    {message: 'short', timeout: 40, error: false},
    {message: 'forever', timeout: Infinity, error: true},
    {message: 'cancelled', timeout: 3000, error: false, down: 'cancel'},
  ];
  const root = await mount(<Toasts run={1} toasts={toasts} />);
  const texts = () => [...root.querySelectorAll('p')].map((p) => p.textContent);
  assert.deepEqual(texts(), ['short', 'forever']);
  assert.match(root.querySelectorAll('p')[1].className, /toastError/);
  assert.deepEqual(
    [...timers.values()].map((t) => t.ms),
    [40],
    'only the short toast has a time limit',
  );
  await act(async () => [...timers.values()].forEach((t) => t.fire()));
  assert.deepEqual(texts(), ['forever']);
  await act(async () => {
    ReactDOM.render(<Toasts run={2} toasts={[{message: 'later', timeout: 500, error: false}]} />, root);
  });
  assert.deepEqual(texts(), ['later'], "a new run takes the last run's toasts down");
  await act(async () => {
    ReactDOM.render(<Toasts run={3} toasts={[]} />, root);
  });
  assert.deepEqual(texts(), []);
  assert.equal(timers.size, 0, "a new run clears the last run's timers");
});
