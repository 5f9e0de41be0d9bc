/**
 * Configuration: the CSS loaders' versions for webpack 4, resolved by npm; what react-figma does under
 * Figma's dynamic page loading, and the plugin window's messages, run in the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  assertDynamicPageFailsFirstAppend,
  assertDynamicPageFailsInitialTree,
  assertPageSays,
  closeEngine,
  npmResolve,
  reactFigmaFiles,
  runEngine,
  sentenceOf,
} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences, parseFenceMeta} from '../../src/plugins/markdown/fences';
import {findExamples} from '../../src/plugins/markdown/figures';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import type {NodeShellResult} from '../../src/figma-runner/protocol/run';

after(closeEngine);

test('configure: "`style-loader@2` plus `css-loader@5` … an install without versions stops with `ERESOLVE`"', () => {
  const sentence = sentenceOf('docs/configure.mdx', 'Install `url-loader`');
  const style = /`style-loader@(\d+)`/.exec(sentence)?.[1];
  const css = /`css-loader@(\d+)`/.exec(sentence)?.[1];
  assert.ok(style && css && sentence.includes('`ERESOLVE`'), sentence);
  const starter = JSON.parse(
    fs.readFileSync(path.join(SITE_ROOT, 'examples/starter/package.json'), 'utf8'),
  ) as {
    devDependencies: {webpack: string};
  };
  const webpack = starter.devDependencies.webpack;
  const bare = npmResolve({devDependencies: {webpack, 'style-loader': '*', 'css-loader': '*'}});
  assert.notEqual(bare.status, 0);
  assert.match(bare.output, /ERESOLVE/);
  const pinned = npmResolve({
    devDependencies: {webpack, 'style-loader': `^${style}`, 'css-loader': `^${css}`},
  });
  assert.equal(pinned.status, 0, pinned.output);
});

test('configure: under `"documentAccess": "dynamic-page"`, "a `getNodeById` that throws makes the very first render fail", and where it drew before `getInitialTree` reads unloaded pages', async () => {
  const page = 'docs/configure.mdx';
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'Figma\'s manifest reference says `"documentAccess": "dynamic-page"` is required for all new plugins',
  );
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'a `getNodeById` that throws makes the very first render fail, when React Figma appends the first layer',
  );
  assertPageSays(
    page,
    '"documentAccess": "dynamic-page"',
    'its very first request (`getInitialTree`, `rpc.ts:13-21`) reads the `children` of each of those pages',
  );
  assert.match(
    reactFigmaFiles().get('rpc.js') ?? '',
    /getInitialTree: function \(\) \{\n\s+return getInitialTree\(figma\.root\);/,
  );
  await assertDynamicPageFailsInitialTree();
  const rpc = reactFigmaFiles().get('rpc.js') ?? '';
  assert.match(rpc, /figma\.getNodeById\(/);
  assert.doesNotMatch(rpc, /getNodeByIdAsync|setCurrentPageAsync/);
  await assertDynamicPageFailsFirstAppend();
});

const PAGE = 'docs/configure.mdx';

/** The page's `src/code.tsx` block that answers the window's messages. */
function windowMainThread(): string {
  const fence = codeFences(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8'), PAGE).find(
    (f) => parseFenceMeta(f.meta).title === 'src/code.tsx' && f.value.includes('figma.ui.onmessage'),
  );
  assert.ok(fence, `${PAGE} has a src/code.tsx block that sets figma.ui.onmessage`);
  return fence.value;
}

/** A UI that posts `message` to the main thread once it has drawn a rectangle. */
const posting = (message: object) => `import * as React from 'react';
import {Page, Rectangle} from 'react-figma';

export const App = () => {
  React.useEffect(() => {
    parent.postMessage({pluginMessage: ${JSON.stringify(message)}}, '*');
  }, []);
  return (
    <Page name="Window" isCurrent>
      <Rectangle name="Box" style={{width: 40, height: 40, backgroundColor: '#18a0fb'}} />
    </Page>
  );
};
`;

test('configure: "the bridge ignores a message that has neither" `id` nor `method`; the window\'s message becomes a toast', async () => {
  assertPageSays(PAGE, 'the bridge ignores a message', "it listens with `figma.ui.on('message')`");
  assertPageSays(PAGE, 'the bridge ignores a message', 'leave out `id` and `method`');
  const bridge = fs.readFileSync(
    require.resolve('figma-jsonrpc/rpc.js', {paths: [path.join(SITE_ROOT, 'node_modules/react-figma')]}),
    'utf8',
  );
  assert.match(bridge, /figma\.ui\.on\('message'/);
  const code = windowMainThread();
  const ours = await runEngine({'src/App.tsx': posting({type: 'count', count: 3}), 'src/code.tsx': code});
  assert.ok(ours.ok, JSON.stringify(ours));
  assert.deepEqual(
    ours.window?.toasts.map((t) => t.message),
    ['3 squares on the canvas'],
  );
  const seconds = Number(
    /as a toast, for (\d+) seconds unless you pass a `timeout`/.exec(
      sentenceOf(PAGE, 'as a toast, for'),
    )?.[1],
  );
  assert.equal(ours.window?.toasts[0].timeout, seconds * 1000);
  assert.ok(!ours.logs.some((l) => /not found|error/i.test(l)), ours.logs.join('\n'));
  // With a `method`, the bridge takes the message for a call of its own and fails it.
  const called = await runEngine({
    'src/App.tsx': posting({type: 'count', count: 3, method: 'count'}),
    'src/code.tsx': code,
  });
  assert.ok(
    called.logs.some((l) => l.includes('Method not found')),
    called.logs.join('\n'),
  );
});

/** The `data-rfw` number of the window's button labelled `label`, from the run's `window.html`. */
function buttonId(result: NodeShellResult, label: string): number {
  const html = result.window?.html ?? '';
  const id = new RegExp(`<button data-rfw="(\\d+)">${label}</button>`).exec(html)?.[1];
  assert.ok(id, `no button ${JSON.stringify(label)} in ${html}`);
  return Number(id);
}

const squares = (result: NodeShellResult) =>
  result.ok
    ? (result.tree.children[0]?.children ?? []).filter((n) => n.name.startsWith('Square')).length
    : -1;

test('configure: in the playground "**Add a square** draws one more square, and **Count squares** shows a toast with the count"', async (t) => {
  const sentence = sentenceOf(PAGE, 'Open the example in the playground');
  assert.match(sentence, /\*\*Add a square\*\* draws one more square/);
  assert.match(sentence, /\*\*Count squares\*\* shows a toast with the count/);
  const example = findExamples(codeFences(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8'), PAGE)).find(
    (e) => Object.values(e.sources).some((s) => s.includes('showPanel({')),
  );
  assert.ok(example, `${PAGE} draws the window example`);
  // A pool of its own: a live run lasts until the pool's next request.
  const pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
  t.after(() => pool.close());
  const first = await pool.render(compileSources(example.sources), example.entry, 8000, false, true);
  assert.ok(first.ok, JSON.stringify(first).slice(0, 2000));
  const asked = /figma\.showUI\(__html__, \{width: (\d+), height: (\d+), title: '([^']+)'\}\)/.exec(
    example.sources['src/code.tsx'],
  );
  assert.ok(asked, example.sources['src/code.tsx']);
  assert.deepEqual(
    [
      first.window?.shown,
      first.window?.visible,
      first.window?.width,
      first.window?.height,
      first.window?.title,
    ],
    [true, true, Number(asked[1]), Number(asked[2]), asked[3]],
  );
  const before = squares(first);
  const added = await pool.uiEvent({target: buttonId(first, 'Add a square'), type: 'click'});
  assert.equal(squares(added), before + 1);
  const counted = await pool.uiEvent({target: buttonId(added, 'Count squares'), type: 'click'});
  assert.deepEqual(
    counted.window?.toasts.map((toast) => toast.message),
    [`${before + 1} squares on the canvas`],
  );
});
