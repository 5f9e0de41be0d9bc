/**
 * The plugin window's calls in the stand-in (engine/bridge.ts, engine/pluginWindow.ts), each against its page
 * of Figma's plugin API docs, https://developers.figma.com/docs/plugins/<page>; numbers are the pages' own.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {PLUGIN_CLOSED, runMainThread, startRun} from '../../src/figma-runner/engine/bridge';
import type {PluginWindowState} from '../../src/figma-runner/protocol/messages';
import {createStandIn} from '../../src/figma-runner/engine/standIn';

type Handler = (message: unknown, props: {origin: string}) => void;
interface PluginFigma {
  showUI(html: string, options?: Record<string, unknown>): void;
  notify(message: string, options?: Record<string, unknown>): {cancel(): void};
  closePlugin(message?: string): void;
  on(type: string, cb: () => void): void;
  once(type: string, cb: () => void): void;
  off(type: string, cb: () => void): void;
  currentPage: unknown;
  ui: {
    show(): void;
    hide(): void;
    resize(width: number, height: number): void;
    reposition(x: number, y: number): void;
    close(): void;
    postMessage(message: unknown): void;
    onmessage?: Handler;
    on(type: 'message', cb: Handler): void;
    once(type: 'message', cb: Handler): void;
    off(type: 'message', cb: Handler): void;
  };
}

/** A run on a bare `figma` whose deliveries wait for `flush()`, with every hook recorded. */
function harness() {
  const tasks: (() => void)[] = [];
  const toUi: unknown[] = [];
  const states: PluginWindowState[] = [];
  const shown: [string, PluginWindowState][] = [];
  const closedWith: (string | undefined)[] = [];
  const run = startRun(
    {currentPage: {name: 'Page 1'}, on() {}, off() {}, once() {}},
    {
      later: (fn) => tasks.push(fn),
      toUi: (data) => toUi.push(data),
      onWindow: (state) => states.push(state),
      showUI: (html, window) => shown.push([html, window]),
      onClosePlugin: (message) => closedWith.push(message),
    },
  );
  const flush = () => {
    while (tasks.length) tasks.shift()!();
  };
  return {run, figma: run.figma as unknown as PluginFigma, toUi, states, shown, closedWith, flush};
}

describe('figma.showUI (api/properties/figma-showui)', () => {
  test('without options the window is visible, 300 wide and 200 high, titled with the plugin name', () => {
    const {figma, run, shown, states} = harness();
    assert.equal(run.window().shown, false, 'no window before showUI');
    figma.showUI('<p>ui</p>');
    const w = run.window();
    assert.deepEqual(
      [w.shown, w.visible, w.width, w.height, w.title, w.position, w.themeColors, w.closed],
      [true, true, 300, 200, undefined, undefined, false, false],
    );
    assert.deepEqual(shown, [['<p>ui</p>', w]], 'the host opens the window with its html and state');
    assert.deepEqual(states, [w], 'the host sees the change');
  });

  test('options set visibility, size, title and position; a width under 70 is raised to 70', () => {
    const {figma, run} = harness();
    figma.showUI('', {visible: false, width: 40, height: 480, title: 'Sizes', position: {x: -20, y: 8}});
    const w = run.window();
    assert.deepEqual(
      [w.visible, w.width, w.height, w.title, w.position],
      [false, 70, 480, 'Sizes', {x: -20, y: 8}],
    );
  });
});

describe('figma.ui (api/figma-ui)', () => {
  test('hide() hides the window, which still gets messages; show() shows it again', () => {
    const {figma, run, toUi, flush} = harness();
    figma.showUI('');
    figma.ui.hide();
    assert.equal(run.window().visible, false);
    figma.ui.postMessage('still here');
    flush();
    assert.deepEqual(toUi, [{pluginMessage: 'still here', pluginId: '0'}]);
    figma.ui.show();
    assert.equal(run.window().visible, true);
  });

  test('resize(width, height) changes the size; the smallest window is 70x0', () => {
    const {figma, run, states} = harness();
    figma.showUI('');
    figma.ui.resize(420, 96);
    assert.deepEqual([run.window().width, run.window().height], [420, 96]);
    figma.ui.resize(12, -4);
    assert.deepEqual([run.window().width, run.window().height], [70, 0]);
    assert.deepEqual(
      states.map((s) => [s.width, s.height]),
      [
        [300, 200],
        [420, 96],
        [70, 0],
      ],
    );
  });

  test('reposition(x, y) moves the window to canvas coordinates', () => {
    const {figma, run} = harness();
    figma.showUI('');
    figma.ui.reposition(150, -30);
    assert.deepEqual(run.window().position, {x: 150, y: -30});
  });

  test('close() destroys the window: no message goes either way after it', () => {
    const {figma, run, toUi, flush} = harness();
    const got: unknown[] = [];
    figma.showUI('');
    figma.ui.onmessage = (m) => got.push(m);
    figma.ui.postMessage('sent before close');
    run.parent.postMessage({pluginMessage: 'sent before close'}, '*');
    figma.ui.close();
    figma.ui.postMessage('after');
    run.parent.postMessage({pluginMessage: 'after'}, '*');
    flush();
    assert.deepEqual([toUi, got], [[], []], 'what was in flight is dropped too');
    assert.deepEqual([run.window().closed, run.window().visible], [true, false]);
  });
});

// api/properties/figma-ui-onmessage and …/figma-ui-on: the handler gets the UI's pluginMessage and props
// whose `origin` is the sender's origin.
describe('figma.ui.onmessage and figma.ui.on("message") (api/properties/figma-ui-onmessage, figma-ui-on)', () => {
  test('both get each message with its origin; once() fires once and off() stops a handler', () => {
    const {figma, run, flush} = harness();
    const got: string[] = [];
    figma.showUI('');
    figma.ui.onmessage = (m, props) => got.push(`onmessage ${String(m)} ${props.origin}`);
    const off: Handler = (m) => got.push(`off ${String(m)}`);
    figma.ui.on('message', off);
    figma.ui.once('message', (m) => got.push(`once ${String(m)}`));
    run.parent.postMessage({pluginMessage: 'a'}, '*');
    flush();
    figma.ui.off('message', off);
    run.parent.postMessage({pluginMessage: 'b'}, '*');
    flush();
    assert.deepEqual(got, ['onmessage a null', 'off a', 'once a', 'onmessage b null']);
  });
});

describe('figma.notify (api/properties/figma-notify)', () => {
  test('a toast stays 3 seconds unless told, is not an error unless told, and keeps 100 characters', () => {
    const {figma, run} = harness();
    figma.notify('Saved');
    figma.notify('x'.repeat(150), {timeout: Infinity, error: true});
    assert.deepEqual(run.window().toasts, [
      {message: 'Saved', timeout: 3000, error: false},
      {message: 'x'.repeat(100), timeout: Infinity, error: true},
    ]);
  });

  test('it returns a NotificationHandler whose cancel() takes the toast down, once', () => {
    const {figma, run, states} = harness();
    const handler = figma.notify('Working…', {timeout: 10_000});
    assert.equal(typeof handler.cancel, 'function');
    handler.cancel();
    handler.cancel();
    assert.equal(run.window().toasts[0].down, 'cancel');
    assert.equal(states.length, 2, 'one change for the toast, one for cancel');
  });
});

describe('figma.closePlugin (api/properties/figma-closeplugin)', () => {
  test('closes the window, tells the host with the message and stops messages both ways', () => {
    const {figma, run, toUi, closedWith, flush} = harness();
    const got: unknown[] = [];
    figma.showUI('');
    figma.ui.onmessage = (m) => got.push(m);
    figma.notify('until closed', {timeout: Infinity});
    figma.ui.postMessage('in flight');
    figma.closePlugin('Done: 3 layers');
    run.parent.postMessage({pluginMessage: 'too late'}, '*');
    flush();
    assert.deepEqual(closedWith, ['Done: 3 layers']);
    const w = run.window();
    assert.deepEqual([w.closed, w.visible, w.pluginClosed], [true, false, {message: 'Done: 3 layers'}]);
    assert.equal(w.toasts[0].down, 'closePlugin', 'an Infinity toast shows until the plugin is closed');
    assert.deepEqual([toUi, got], [[], []]);
  });

  test('code after it still runs, but the API is disabled: reading figma.currentPage throws', () => {
    const {figma, closedWith} = harness();
    figma.closePlugin();
    assert.deepEqual(closedWith, [undefined]);
    assert.throws(() => figma.currentPage, {message: PLUGIN_CLOSED});
    assert.throws(() => figma.notify('late'), {message: PLUGIN_CLOSED});
  });

  // updates/2019/10/24/version-1-update-5: figma.on('close') runs shutdown actions when the plugin closes.
  test("figma.on('close') handlers run once when it is called, while figma still answers", () => {
    const {figma} = harness();
    const ran: unknown[] = [];
    const dropped = () => ran.push('off');
    figma.on('close', () => ran.push(figma.currentPage));
    figma.once('close', () => ran.push('once'));
    figma.on('close', dropped);
    figma.off('close', dropped);
    figma.closePlugin();
    assert.deepEqual(ran, [{name: 'Page 1'}, 'once']);
  });
});

describe('the window through a main-thread bundle on the stand-in', () => {
  test("a bundle's showUI(__html__, options), resize and notify reach the run's window", () => {
    const run = startRun(createStandIn(), {later: (fn) => fn(), toUi: () => {}});
    runMainThread(
      "figma.showUI(__html__, {width: 240, title: 'Panel'}); figma.ui.resize(240, 320); figma.notify('ready');",
      run.figma,
      '<div id="root"></div>',
    );
    const w = run.window();
    assert.deepEqual(
      [w.shown, w.width, w.height, w.title, w.toasts.map((t) => t.message)],
      [true, 240, 320, 'Panel', ['ready']],
    );
    run.close();
  });
});
