/**
 * A project's own `src/code.tsx` is its plugin's main thread (ENGINE-4): compiled and run per run with a
 * main-thread react-figma/rpc, its window, toasts and messages seen in the render's outcome; in the Node
 * shell and in the playground's worker script (run here in a vm context standing for a Web Worker).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import {closeEngine, runEngine} from '../helpers/claims';
import {flatten} from '../../src/figma-runner/engine/tree';
import {bundleBrowserEngine} from '../../src/figma-runner/node/bundleEngine';
import type {PageResult, RunnerMessage} from '../../src/figma-runner/protocol/messages';
import type {NodeShellResult} from '../../src/figma-runner/protocol/run';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

after(closeEngine);

/** A UI drawing one Rectangle "R", with `effect` run once in an effect. */
const ui = (effect = '') => `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';
export const App = () => {
  React.useEffect(() => {${effect}}, []);
  return <Page isCurrent name="P"><Rectangle name="R" /></Page>;
};
`;

/** A main thread: `before` the rpc's setup, as a plugin author writes it. */
const code = (before: string) => `import {setupMainThread} from 'react-figma/rpc';
${before}
setupMainThread();
`;

/**
 * Each thread sets a global and reads the other's; the main thread names what it sees of the UI's names in a
 * toast: Figma's sandbox has its own global object (developers.figma.com/docs/plugins/how-plugins-run).
 */
const ownGlobals = {
  'src/App.tsx': ui(`(globalThis as any).fromUi = 1;
parent.postMessage({pluginMessage: typeof (globalThis as any).fromMain}, '*');`),
  'src/code.tsx': code(`(globalThis as any).fromMain = 1;
figma.showUI(__html__, {visible: false});
figma.ui.on('message', (seen) => {
  if (typeof seen !== 'string') return; // react-figma's own messages come here too
  figma.notify([seen, typeof fromUi, typeof document, typeof self, typeof window, typeof postMessage].join(' '));
  const own = [(globalThis as any).fromMain, setTimeout, fetch, console, Uint8Array];
  figma.notify(own.map((v) => typeof v).join(' '));
});`),
};
/** What ownGlobals's toast says when the threads share nothing but the language's globals. */
const OWN_GLOBALS_SEEN = [
  'undefined undefined undefined undefined undefined undefined',
  'number function function object function',
];

const layerNames = (result: NodeShellResult) => (result.ok ? flatten(result.tree).map((l) => l.name) : []);
const toasts = (result: NodeShellResult) => result.window?.toasts.map((t) => t.message);

describe("a project's src/code.tsx is the main thread", () => {
  test('notify and showUI(__html__, {visible, width, height}) reach the window; the UI draws', async () => {
    const result = await runEngine({
      'src/App.tsx': ui(),
      'src/code.tsx': code(
        "figma.notify('hi');\nfigma.showUI(__html__, {visible: true, width: 320, height: 240});",
      ),
    });
    assert.ok(result.ok, String(!result.ok && result.error));
    assert.ok(layerNames(result).includes('R'), layerNames(result).join());
    const w = result.window!;
    assert.deepEqual([w.shown, w.visible, w.width, w.height], [true, true, 320, 240]);
    assert.deepEqual(toasts(result), ['hi']);
  });

  test("without src/code.tsx the starter's main thread runs: a hidden window at the default size", async () => {
    const result = await runEngine({'src/App.tsx': ui()});
    assert.ok(result.ok, String(!result.ok && result.error));
    const w = result.window!;
    assert.deepEqual([w.shown, w.visible, w.width, w.height, w.toasts], [true, false, 300, 200, []]);
  });

  test("a message the UI posts reaches figma.ui.on('message') in the reader's main thread", async () => {
    const result = await runEngine({
      'src/App.tsx': ui("parent.postMessage({pluginMessage: {type: 'hello'}}, '*');"),
      'src/code.tsx': code(`figma.showUI(__html__, {visible: false});
figma.ui.on('message', (msg) => {
  if (msg && msg.type === 'hello') figma.notify('got ' + msg.type);
});`),
    });
    assert.ok(result.ok, String(!result.ok && result.error));
    assert.deepEqual(toasts(result), ['got hello']);
  });

  test('its relative imports load from the project; the main thread cannot import react', async () => {
    const files = {
      'src/App.tsx': ui(),
      'src/greeting.ts': "export const GREETING = 'from a file';\n",
      'src/code.tsx': `import {GREETING} from './greeting';\n${code(
        'figma.showUI(__html__, {visible: false});\nfigma.notify(GREETING);',
      )}`,
    };
    const result = await runEngine(files);
    assert.deepEqual(toasts(result), ['from a file']);
    const refused = await runEngine({
      ...files,
      'src/code.tsx': `import * as React from 'react';\n${code('void React;')}`,
    });
    assert.ok(!refused.ok);
    assert.match(
      refused.error,
      /src\/code\.tsx runs in the plugin's main thread, which cannot import 'react'/,
    );
  });

  test("its global object is its own: neither thread sees the other's globals, nor the main thread the UI's names", async () => {
    const result = await runEngine(ownGlobals);
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(toasts(result), OWN_GLOBALS_SEEN);
  });

  test('an error at its top level or in its message handler names src/code.tsx', async () => {
    const top = await runEngine({
      'src/App.tsx': ui(),
      'src/code.tsx': code("throw new Error('boom at the top');"),
    });
    assert.ok(!top.ok);
    assert.match(top.error, /boom at the top[\s\S]*src\/code\.tsx:\d+:\d+/);
    const handler = await runEngine({
      'src/App.tsx': ui("parent.postMessage({pluginMessage: 'x'}, '*');"),
      'src/code.tsx': code(`figma.showUI(__html__, {visible: false});
figma.ui.on('message', (msg) => {
  if (msg === 'x') throw new Error('boom in the handler');
});`),
    });
    assert.ok(!handler.ok);
    assert.match(handler.error, /boom in the handler[\s\S]*src\/code\.tsx:\d+:\d+/);
    assert.ok(handler.drawn, 'what the run drew is kept');
  });
});

/** The playground's worker script, built once. */
let workerScript: string;

/** Renders `files` in a fresh copy of the worker script, as the relay starts one per run. */
async function renderInWorker(files: Record<string, string>): Promise<PageResult> {
  const events = new EventTarget();
  const sent: RunnerMessage[] = [];
  const quiet = () => undefined;
  const scope: Record<string, unknown> = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    postMessage: (m: RunnerMessage) => sent.push(m),
    console: {log: quiet, info: quiet, warn: quiet, error: quiet},
    ...{setTimeout, clearTimeout, setInterval, clearInterval, queueMicrotask, structuredClone, performance},
    ...{TextEncoder, TextDecoder, Blob, URL, atob, btoa, crypto},
  };
  scope.self = scope;
  vm.runInNewContext(workerScript, scope);
  events.dispatchEvent(
    new MessageEvent('message', {data: {type: 'render', id: 1, files, active: 'src/App.tsx'}}),
  );
  for (let waited = 0; waited < 10_000; waited += 20) {
    const result = sent.find((m) => m.type === 'result');
    if (result?.type === 'result') return result.result;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the worker did not answer within 10 s');
}

describe("the playground's worker runs src/code.tsx too", () => {
  before(async () => {
    workerScript = (await bundleBrowserEngine(STARTER_DIR, path.join(SITE_ROOT, 'node_modules'))).worker;
  });

  test("its window and toast come with the picture; without it the window is the starter's", async () => {
    const own = await renderInWorker({
      'src/App.tsx': ui(),
      'src/code.tsx': code(
        "figma.notify('hi');\nfigma.showUI(__html__, {visible: true, width: 320, height: 240});",
      ),
    });
    assert.ok(own.ok, JSON.stringify(own));
    assert.deepEqual(
      [own.window?.visible, own.window?.width, own.window?.height, own.window?.toasts.map((t) => t.message)],
      [true, 320, 240, ['hi']],
    );
    const starter = await renderInWorker({'src/App.tsx': ui()});
    assert.ok(starter.ok && starter.svg === own.svg, 'the same picture');
    assert.deepEqual([starter.window?.visible, starter.window?.toasts], [false, []]);
  });

  test('its global object is its own there too', async () => {
    const result = await renderInWorker(ownGlobals);
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(
      result.window?.toasts.map((t) => t.message),
      OWN_GLOBALS_SEEN,
    );
  });

  test('a syntax or runtime error in it is reported at src/code.tsx:line:col', async () => {
    const syntax = await renderInWorker({'src/App.tsx': ui(), 'src/code.tsx': code("figma.notify('hi';")});
    assert.deepEqual(!syntax.ok && [syntax.kind, syntax.file, syntax.line, syntax.column], [
      'syntax',
      'src/code.tsx',
      2,
      18,
    ]);
    const runtime = await renderInWorker({
      'src/App.tsx': ui(),
      'src/code.tsx': code("figma.notify('hi');\n  throw new Error('boom');"),
    });
    assert.deepEqual(
      !runtime.ok && [runtime.kind, runtime.message, runtime.file, runtime.line, runtime.column],
      ['runtime', 'boom', 'src/code.tsx', 3, 9],
    );
  });
});
