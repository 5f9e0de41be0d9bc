/**
 * Testing: what figma-api-stub gives a text layer under the starter's test globals (examples/starter/test), run in
 * a child Node as the starter's `npm test` runs.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createFigma} from 'figma-api-stub';
import {assertPageSays} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

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
    'docs/testing.mdx',
    'It does not measure text',
    'a text layer gets no size at all (its `width` and `height` stay `undefined`), and neither does a View sized only by the text in it',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-stub-'));
  try {
    fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'probe.tsx'), PROBE);
    const globals = path.join(SITE_ROOT, 'examples/starter/test/figma-globals.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', globals, 'probe.tsx'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    assert.ok(line, `${run.stdout}\n${run.stderr}`);
    const undef = {width: 'undefined', height: 'undefined'};
    assert.deepEqual(JSON.parse(line.slice('RESULT '.length)), {
      characters: 'Hello world',
      text: undef,
      box: undef,
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('testing: "`simulateErrors: true` makes it refuse some of what Figma refuses, such as writing text in a font that isn\'t loaded"', async () => {
  assertPageSays(
    'docs/testing.mdx',
    '`simulateErrors: true`',
    "such as writing text in a font that isn't loaded",
  );
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
