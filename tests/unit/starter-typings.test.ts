/**
 * src/figma-runner/node/starterTypings.ts: an install without one of the typed imports fails with its name,
 * and the declaration files keep their own quotes and literals (the printer sees their source text).
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {starterTypings} from '../../src/figma-runner/node/starterTypings';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const NODE_MODULES = path.join(SITE_ROOT, 'node_modules');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'starter-typings-test-'));
after(() => fs.rmSync(tmp, {recursive: true, force: true}));

test('an install without react-figma fails naming it', () => {
  const modules = path.join(tmp, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(NODE_MODULES).filter((n) => n !== 'react-figma'))
    fs.symlinkSync(path.join(NODE_MODULES, name), path.join(modules, name));
  assert.throws(() => starterTypings(STARTER_DIR, modules), /'react-figma' has no declaration file/);
});

test('a declaration keeps its single quotes and hex literals, as its package wrote them', () => {
  const typings = starterTypings(STARTER_DIR, NODE_MODULES);
  assert.match(
    typings['/node_modules/react-figma/types.d.ts'],
    /strokeAlign\?: 'CENTER' \| 'INSIDE' \| 'OUTSIDE';/,
  );
  assert.match(typings['/lib/lib.dom.d.ts'], /readonly SHOW_ALL: 0xFFFFFFFF;/);
});
