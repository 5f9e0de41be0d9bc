/**
 * react-figma-api under `npm start`: a content reload that changed nothing the props tables read (a page's
 * prose) gets the last reload's data without loading it again; a new props table or heading gets new data.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../helpers/cssModules';
import '../helpers/docusaurusRouterAlias';
import reactFigmaApiPlugin from '../../src/plugins/react-figma-api';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import type {LoadContext} from '@docusaurus/types';
import type {ApiData} from '../../src/plugins/react-figma-api/client/types';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reload-'));
after(() => fs.rmSync(site, {recursive: true, force: true}));

/** A new plugin instance, as each content reload makes, and its loadContent. */
const reload = () => reactFigmaApiPlugin({siteDir: site} as LoadContext).loadContent!() as Promise<ApiData>;

/** The page each component that shares a prop group links to. */
const sharedHrefs = (data: ApiData) =>
  Object.fromEntries(data.sharedGroups.flatMap((g) => g.components.map((c) => [c.name, c.href])));

test('new prose keeps the data; a new props table or a heading that takes an anchor gives new data', async () => {
  fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(site, 'node_modules'));
  fs.mkdirSync(path.join(site, 'docs'));
  const page = path.join(site, 'docs', 'frame.mdx');
  fs.writeFileSync(page, '# Frame\n\n<PropsTable component="Frame" />\n');
  const first = await reload();
  fs.appendFileSync(page, '\nA new paragraph, as an edit of the page adds.\n');
  assert.equal(await reload(), first, 'a reload after a prose edit loaded the data again');
  assert.equal(sharedHrefs(first).Frame, '/docs/frame');
  assert.equal(sharedHrefs(first).Text, undefined);

  fs.appendFileSync(page, '\n<PropsTable component="Text" />\n');
  const second = await reload();
  assert.notEqual(second, first);
  assert.equal(sharedHrefs(second).Text, '/docs/frame');

  // A heading whose id is a prop's name moves that prop's anchor (assignAnchors).
  const anchorOfPreset = (data: ApiData) =>
    data.components.Frame.props.find((p) => p.name === 'preset')?.anchor;
  assert.equal(anchorOfPreset(second), 'preset');
  fs.appendFileSync(page, '\n## Preset\n');
  assert.equal(anchorOfPreset(await reload()), 'Frame-preset');
});
