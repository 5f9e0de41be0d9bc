/**
 * Testing: what the starter's test recipe (examples/starter/test) does with text, images and the end of a
 * run, in a child Node as the starter's `npm test` runs; and what the site's engine adds to figma-api-stub.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createFigma} from 'figma-api-stub';
import {
  appInPage,
  assertPageSays,
  closeEngine,
  draw,
  runEngine,
  runWithStarterGlobals,
  watchWithStarterGlobals,
} from '../helpers/claims';
import {flatten} from '../../src/figma-runner/engine/tree';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

after(closeEngine);

const PAGE = 'docs/testing.mdx';

const PROBE = `import * as React from 'react';
import {render, Page, Text, View} from 'react-figma';
render(<Page isCurrent name="P"><View name="Box"><Text name="T" style={{fontSize: 20}}>Hello world</Text></View></Page>);
const started = Date.now();
const poll = setInterval(() => {
  const text = figma.root.findOne((n) => n.name === 'T') as TextNode | null;
  if (text?.characters !== 'Hello world' && Date.now() - started < 10000) return;
  const box = figma.root.findOne((n) => n.name === 'Box') as FrameNode | null;
  const size = (n: SceneNode | null) => n && {width: String(n.width), height: String(n.height)};
  console.log('RESULT ' + JSON.stringify({characters: text?.characters, text: size(text), box: size(box)}));
  clearInterval(poll);
  process.exit(0);
}, 20);
`;

test('testing: figma-api-stub "does not measure text: a text layer gets no size at all (its `width` and `height` stay `undefined`), and neither does a View sized only by the text in it"', () => {
  assertPageSays(
    PAGE,
    'It does not measure text',
    'a text layer gets no size at all (its `width` and `height` stay `undefined`), and neither does a View sized only by the text in it',
  );
  const run = runWithStarterGlobals({'probe.tsx': PROBE}, ['probe.tsx']);
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, `${run.stdout}\n${run.stderr}`);
  const undef = {width: 'undefined', height: 'undefined'};
  assert.deepEqual(JSON.parse(line.slice('RESULT '.length)), {
    characters: 'Hello world',
    text: undef,
    box: undef,
  });
});

test('testing: "`simulateErrors: true` makes it refuse some of what Figma refuses, such as writing text in a font that isn\'t loaded"', async () => {
  assertPageSays(PAGE, '`simulateErrors: true`', "such as writing text in a font that isn't loaded");
  const write = (simulateErrors: boolean) => {
    const text = createFigma({simulateErrors}).createText();
    text.characters = 'Hi';
    return text.characters;
  };
  assert.throws(() => write(true), /font is not loaded/);
  assert.equal(write(false), 'Hi', 'without it the write goes through');
  const figma = createFigma({simulateErrors: true});
  await figma.loadFontAsync({family: 'Inter', style: 'Regular'});
  const text = figma.createText();
  text.characters = 'Hi';
  assert.equal(text.characters, 'Hi', 'after loading the font');
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P7/fwAJJQPcqmyaMQAAAABJRU5ErkJggg==';

/**
 * A script that draws an Image of `source` (after `before`) and prints its fills once react-figma has
 * settled.
 */
const imageProbe = (source: string, before = '') => `import * as React from 'react';
import {render, Page, Image} from 'react-figma';
${before}
render(<Page isCurrent name="P"><Image name="Pic" source="${source}" style={{width: 20, height: 20}} /></Page>);
setTimeout(() => {
  const pic = figma.root.findOne((n) => n.name === 'Pic') as RectangleNode | null;
  console.log('RESULT ' + JSON.stringify((pic?.fills as Paint[] | undefined)?.map((p) => p.type)));
  process.exit(0);
}, 1500);
`;

const fillsOf = (run: {stdout: string; stderr: string}): string[] => {
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, `${run.stdout}\n${run.stderr}`);
  return JSON.parse(line.slice('RESULT '.length)) as string[];
};

test('testing: "`FileReader` is there because React Figma reads every `Image` source through it, `data:` URLs included … without it, an `Image` gets no image fill in a test"', () => {
  assertPageSays(
    PAGE,
    '`FileReader` is there',
    'React Figma reads every `Image` source through it, `data:` URLs included (`helpers/getImageHandler.ts`), and Node.js has none: without it, an `Image` gets no image fill in a test',
  );
  const probe = (before = '') =>
    fillsOf(runWithStarterGlobals({'p.tsx': imageProbe(PNG, before)}, ['p.tsx']));
  assert.deepEqual(probe(), ['IMAGE'], 'the recipe draws a data: URL');
  assert.deepEqual(probe('delete (globalThis as {FileReader?: unknown}).FileReader;'), [], 'not without it');
});

test('testing: "An `Image` with a remote `source` … replace `fetch` in the test for those"', () => {
  assertPageSays(PAGE, 'An `Image` with a remote `source`', 'replace `fetch` in the test for those');
  // The replacement answers the remote URL with the PNG's bytes and leaves data: URLs to Node.js's fetch.
  const replaced = `const nodeFetch = globalThis.fetch;
globalThis.fetch = (async (url: string) =>
  url.startsWith('data:') ? nodeFetch(url) : new Response((await nodeFetch(${JSON.stringify(PNG)})).body, {headers: {'content-type': 'image/png'}})) as typeof fetch;`;
  const run = runWithStarterGlobals({'p.tsx': imageProbe('https://example.invalid/pic.png', replaced)}, [
    'p.tsx',
  ]);
  assert.deepEqual(fillsOf(run), ['IMAGE']);
});

/** Run before the tests, it lets React's scheduler's port stop holding the event loop (an `unref`). */
const UNREF_PORT = `const Native = MessageChannel;
globalThis.MessageChannel = class {
  port1: MessagePort;
  port2: MessagePort;
  constructor() {
    const channel = new Native();
    [this.port1, this.port2] = [channel.port1, channel.port2];
    // The scheduler sets onmessage, which refs the port, right after constructing the channel.
    setTimeout(() => (channel.port1 as unknown as {unref(): void}).unref(), 0);
  }
} as typeof MessageChannel;
`;

test('testing: "Without it the run never ends: … React\'s scheduler … posts its work through a `MessageChannel`, and its open port keeps Node.js waiting"', async () => {
  assertPageSays(
    PAGE,
    '`--test-force-exit` ends the run',
    "Without it the run never ends: with `window` defined, React's scheduler, which React Figma renders with, posts its work through a `MessageChannel`, and its open port keeps Node.js waiting after the last test. React Figma's own timers have all finished by then.",
  );
  const starter = (file: string) => fs.readFileSync(path.join(SITE_ROOT, 'examples/starter', file), 'utf8');
  const files = {
    'src/App.tsx': starter('src/App.tsx'),
    'test/App.test.tsx': starter('test/App.test.tsx'),
    'unref-port.ts': UNREF_PORT,
  };
  const passed = /^ok 1 - /m;
  const plain = await watchWithStarterGlobals(files, ['--test', 'test/App.test.tsx'], passed);
  assert.ok(plain.seen, `the test passed: ${plain.stdout}${plain.stderr}`);
  assert.ok(!plain.ended, 'and Node.js was still running 10 s later');
  const unref = await watchWithStarterGlobals(
    files,
    ['--import', './unref-port.ts', '--test', 'test/App.test.tsx'],
    passed,
  );
  assert.ok(unref.seen && unref.ended, `with the port unref-ed, nothing else holds the run: ${unref.stdout}`);
  assert.equal(unref.status, 0, unref.stdout + unref.stderr);
});

test('testing: the engine renders into figma-api-stub "completed where React Figma needs more of Figma … plus shims for `fetch` and `FileReader`"; the recipe uses it "as it is"', async () => {
  assertPageSays(
    PAGE,
    'This site draws the Result under every example',
    "completed where React Figma needs more of Figma (shapes and frames get Figma's default sizes, text is measured from its font, images are hashed from their bytes, instances copy their component, auto-layout frames place their children), plus shims for `fetch` and `FileReader`. The recipe below uses figma-api-stub as it is",
  );
  assertPageSays(
    PAGE,
    'This site draws the Result under every example',
    "as a plugin runs: the UI's code and the main thread's apart, with no global `figma` in the UI",
  );
  const ui = await runEngine({
    'src/App.tsx': appInPage('Text', '<Text name="T">{typeof figma}</Text>'),
  });
  assert.ok(ui.ok, !ui.ok ? ui.error : '');
  assert.equal(
    flatten(ui.tree).find((n) => n.name === 'T')?.props.characters,
    'undefined',
    'no figma in the UI',
  );
  const {byName: auto} = await draw({
    'src/App.tsx': appInPage(
      'Frame, Rectangle',
      '<Frame name="Row" layoutMode="HORIZONTAL" itemSpacing={20}><Rectangle name="A" style={{width: 10, height: 10}} /><Rectangle name="B" style={{width: 10, height: 10}} /></Frame>',
    ),
  });
  assert.equal(auto('B').x, 30, 'Figma places B after A and the 20 px gap, whatever Yoga said');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Text, Image, Rectangle',
      `<Text name="T">Hello</Text><Rectangle name="R" /><Image name="Pic" source="${PNG}" style={{width: 20, height: 20}} />`,
    ),
  });
  assert.ok(byName('T').width > 0 && byName('T').height > 0, 'text measured');
  assert.deepEqual([byName('R').width, byName('R').height], [100, 100], "Figma's default size");
  const fills = byName('Pic').props.fills as {type: string}[];
  assert.deepEqual(
    fills.map((p) => p.type),
    ['IMAGE'],
    'a data: URL drawn through fetch and FileReader',
  );
  const stub = createFigma({});
  assert.equal(stub.createText().width, undefined, 'the stub as is measures no text');
  assert.equal(stub.createRectangle().width, undefined, 'nor sizes a shape');
});
