/**
 * The engine runs a project as Figma runs a plugin (ENGINE-4): the reader's code and react-figma in the UI,
 * the stand-in `figma` and react-figma's rpc in the main thread, messages crossing as Figma documents them.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, runEngine} from '../helpers/claims';
import {runMainThread, startRun} from '../../src/figma-runner/engine/bridge';
import type {PreviewNode} from '../../src/figma-runner/protocol/run';

after(closeEngine);

const names = (node: PreviewNode): string[] => [node.name, ...(node.children ?? []).flatMap(names)];

/** A bridge whose tasks run when the test says, so "later" is observable. */
function manualBridge() {
  const tasks: (() => void)[] = [];
  const toUi: unknown[] = [];
  const handlers = new Map<string, unknown[]>();
  const figma = {
    on: (type: string, cb: unknown) => handlers.set(type, [...(handlers.get(type) ?? []), cb]),
    off: (type: string, cb: unknown) =>
      handlers.set(
        type,
        (handlers.get(type) ?? []).filter((h) => h !== cb),
      ),
    currentPage: {name: 'Page 1'},
  };
  const run = startRun(figma, {later: (fn) => tasks.push(fn), toUi: (data) => toUi.push(data)});
  const flush = () => {
    while (tasks.length) tasks.shift()!();
  };
  return {run, figma, tasks, toUi, handlers, flush};
}

// https://developers.figma.com/docs/plugins/creating-ui: the UI sends with parent.postMessage({pluginMessage}, '*'),
// the main thread reads it in figma.ui.onmessage; the main thread sends with figma.ui.postMessage and the UI
// reads `event.data.pluginMessage`.
describe('the bridge between the threads', () => {
  test("a message from the main thread arrives after the sender's call, as the event data {pluginMessage}", () => {
    const {run, toUi, tasks, flush} = manualBridge();
    (run.figma as unknown as {ui: {postMessage(m: unknown): void}}).ui.postMessage({hello: 'ui'});
    assert.deepEqual(toUi, [], 'nothing is delivered while the sender runs');
    assert.equal(tasks.length, 1);
    flush();
    assert.deepEqual(toUi, [{pluginMessage: {hello: 'ui'}, pluginId: '0'}]);
  });

  test('a message from the UI reaches figma.ui.onmessage and every figma.ui.on("message") handler, in order', () => {
    const {run, flush} = manualBridge();
    const got: string[] = [];
    const ui = (run.figma as unknown as {ui: Record<string, unknown>}).ui as {
      onmessage?: (m: unknown) => void;
      on(t: string, cb: (m: unknown) => void): void;
    };
    ui.onmessage = (m) => got.push(`onmessage ${JSON.stringify(m)}`);
    ui.on('message', (m) => got.push(`on ${JSON.stringify(m)}`));
    run.parent.postMessage({pluginMessage: {n: 1}}, '*');
    run.parent.postMessage({pluginMessage: {n: 2}}, '*');
    assert.deepEqual(got, []);
    flush();
    assert.deepEqual(got, ['onmessage {"n":1}', 'on {"n":1}', 'onmessage {"n":2}', 'on {"n":2}']);
  });

  // https://developers.figma.com/docs/plugins/api/properties/figma-ui-postmessage: "functions and prototype chains
  // of objects will not be sent … the same as the browser's postMessage", which copies the message when it is
  // sent.
  test('a message is copied when it is sent: later changes do not travel, a Uint8Array does, a function throws', () => {
    const {run, toUi, flush} = manualBridge();
    const ui = (run.figma as unknown as {ui: {postMessage(m: unknown): void}}).ui;
    const message = {count: 1, bytes: new Uint8Array([1, 2, 3]), when: new Date(0)};
    ui.postMessage(message);
    message.count = 2;
    flush();
    const data = toUi[0] as {pluginMessage: typeof message};
    assert.equal(data.pluginMessage.count, 1);
    assert.ok(data.pluginMessage.bytes instanceof Uint8Array);
    assert.deepEqual([...data.pluginMessage.bytes], [1, 2, 3]);
    assert.ok(data.pluginMessage.when instanceof Date);
    assert.notEqual(data.pluginMessage, message);
    assert.throws(() => ui.postMessage({fn: () => 1}), {name: 'DataCloneError'});
    assert.throws(() => run.parent.postMessage({pluginMessage: {fn: () => 1}}, '*'), {
      name: 'DataCloneError',
    });
  });

  // https://developers.figma.com/docs/plugins/api/figma-ui: close() "destroys the UI … you can no longer send
  // messages to and from it". That handlers registered with figma.on go with the run is not confirmed there;
  // the stand-in removes them, as a closed plugin's code no longer runs.
  test('after close(), messages in flight are dropped and figma.on handlers are gone', () => {
    const {run, figma, toUi, handlers, flush} = manualBridge();
    const pluginFigma = run.figma as unknown as {
      on(t: string, cb: () => void): void;
      ui: {postMessage(m: 1): void};
    };
    pluginFigma.on('selectionchange', () => undefined);
    assert.equal(handlers.get('selectionchange')?.length, 1);
    pluginFigma.ui.postMessage(1);
    run.close();
    flush();
    assert.deepEqual(toUi, []);
    assert.deepEqual(handlers.get('selectionchange'), []);
    assert.equal(figma.currentPage.name, 'Page 1');
  });

  // https://developers.figma.com/docs/plugins/how-plugins-run: the main thread is a sandbox without browser APIs;
  // figma-jsonrpc chooses its side by `typeof figma` and `typeof parent`.
  test('the main thread sees figma and __html__, and no parent, window, self or onmessage', () => {
    const seen: Record<string, string> = {};
    const record = (key: string, value: string) => {
      seen[key] = value;
    };
    (globalThis as Record<string, unknown>).__record = record;
    try {
      runMainThread(
        `__record('figma', typeof figma); __record('html', __html__); __record('parent', typeof parent);
         __record('window', typeof window); __record('self', typeof self); __record('onmessage', typeof onmessage);`,
        {},
        '<p>ui</p>',
      );
    } finally {
      delete (globalThis as Record<string, unknown>).__record;
    }
    assert.deepEqual(seen, {
      figma: 'object',
      html: '<p>ui</p>',
      parent: 'undefined',
      window: 'undefined',
      self: 'undefined',
      onmessage: 'undefined',
    });
  });
});

describe('a project run over the two threads', () => {
  // react-figma 0.31.0 rpc.ts `renderInstance` calls `renderers[type]` in the main thread; figma-jsonrpc
  // sends the error's message back and the UI's promise rejects with a new Error of that message
  // (figma-jsonrpc rpc.js).
  test('an element with no renderer: its layer is missing, the rest is drawn, the error is a re-created Error', async () => {
    const result = await runEngine({
      'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, Text} from 'react-figma';
export const App = () => (
  <Page isCurrent name="P">
    <Rectangle name="Before" style={{width: 20, height: 20}} />
    <div>not a Figma layer</div>
    <Text name="After">after</Text>
  </Page>
);`,
    });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.match(result.error, /^Error: renderers\[type\] is not a function/);
    assert.doesNotMatch(result.error, /^TypeError/, "the main thread's TypeError arrives as a plain Error");
    assert.ok(result.drawn, 'the run went on and drew the rest');
    assert.deepEqual(names(result.drawn.tree), ['P', 'Before', 'After']);
  });

  test('the UI has no figma global: code that reads it throws where it runs', async () => {
    const result = await runEngine({
      'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => <Page isCurrent><Text>{figma.currentPage.name}</Text></Page>;`,
    });
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.error, /figma is not defined/);
  });

  test('two pages with text, laid out at once: both drawn, in ten runs out of ten', async () => {
    const files = {
      'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => (
  <>
    <Page isCurrent name="One"><Text name="Hello">Hello</Text></Page>
    <Page name="Two"><Text name="World">World</Text></Page>
  </>
);`,
    };
    for (let i = 0; i < 10; i++) {
      const result = await runEngine(files);
      assert.ok(result.ok, !result.ok ? result.error : '');
      assert.deepEqual([result.tree, ...result.others].map(names), [
        ['One', 'Hello'],
        ['Two', 'World'],
      ]);
      for (const page of [result.tree, ...result.others])
        assert.ok((page.children?.[0].width ?? 0) > 0, `${page.name}: its text was measured`);
    }
  });
});
