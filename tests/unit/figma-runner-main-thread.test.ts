/**
 * A project's own `src/code.tsx` is its plugin's main thread (ENGINE-4): compiled and run per run with a
 * main-thread react-figma/rpc, its window, toasts and messages seen in the render's outcome.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, runEngine, type TreeResult} from '../helpers/claims';
import {flatten} from '../../src/figma-runner/engine/tree';

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

const layerNames = (result: TreeResult) => (result.ok ? flatten(result.tree).map((l) => l.name) : []);
const toasts = (result: TreeResult) => result.window?.toasts.map((t) => t.message);

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
