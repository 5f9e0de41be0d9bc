/**
 * The plugin's main thread is bundled from the site's install of react-figma, not from a starter's own
 * node_modules, which `npm ci` in examples/starter may be writing while the previews start (it once failed a
 * run with "Could not resolve ./internal/observable/zip" from a half-written rxjs).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {bundleMainThread} from '../../src/figma-runner/node/bundleKit';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

test("a starter's own, half-written node_modules is not read: the main thread comes from the site's install", async () => {
  const starter = fs.mkdtempSync(path.join(os.tmpdir(), 'starter-install-'));
  try {
    fs.mkdirSync(path.join(starter, 'src'));
    fs.writeFileSync(
      path.join(starter, 'src', 'code.tsx'),
      "import {setupMainThread} from 'react-figma/rpc';\nsetupMainThread();\n",
    );
    const own = path.join(starter, 'node_modules', 'react-figma');
    fs.mkdirSync(own, {recursive: true});
    fs.writeFileSync(path.join(own, 'package.json'), '{"name": "react-figma", "version": "0.0.0"}');
    fs.writeFileSync(path.join(own, 'rpc.js'), "require('./a-file-npm-has-not-written-yet');\n");
    const code = await bundleMainThread(starter, path.join(SITE_ROOT, 'node_modules'));
    assert.doesNotMatch(code, /a-file-npm-has-not-written-yet/);
    assert.match(code, /setupMainThread/);
  } finally {
    fs.rmSync(starter, {recursive: true, force: true});
  }
});
