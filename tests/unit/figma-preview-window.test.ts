/**
 * ENGINE-6: which plugin window a Result figure shows, and with what title and words. Figma's rules from
 * developers.figma.com/docs/plugins/api/properties/figma-showui and api/figma-ui.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {windowStill} from '../../src/plugins/figma-preview/previews';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {shownWindow} from '../helpers/pluginWindow';

test('a window showUI left visible is shown at its size; without a title it takes the plugin’s name', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(STARTER_DIR, 'manifest.json'), 'utf8')) as {
    name: string;
  };
  assert.deepEqual(await windowStill(shownWindow({width: 320, height: 240})), {
    title: manifest.name,
    width: 320,
    height: 240,
    html: '',
    text: '',
  });
  assert.equal((await windowStill(shownWindow({title: 'My plugin'})))?.title, 'My plugin');
});

test('no window before showUI, with visible: false, after figma.ui.hide() or close(), or after closePlugin', async () => {
  assert.equal(await windowStill(undefined), undefined);
  assert.equal(await windowStill(shownWindow({shown: false})), undefined);
  assert.equal(await windowStill(shownWindow({visible: false})), undefined);
  assert.equal(await windowStill(shownWindow({closed: true})), undefined);
  assert.equal(await windowStill(shownWindow({pluginClosed: {message: 'Done'}})), undefined);
});

test('the window’s words are its text in document order, spaces collapsed, joined by " · "', async () => {
  const still = await windowStill(
    shownWindow({
      html: '<main><h1>Squares</h1><button>Add a\n   square</button> <p>Count: <b>2</b></p></main>',
    }),
  );
  assert.equal(still?.text, 'Squares · Add a square · Count: · 2');
  assert.match(still?.html ?? '', /^<main><h1>Squares<\/h1>/);
});
