/**
 * The sidebar against NAV-6, and every sidebar id against a doc file with the same case.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const sidebars = require('../../sidebars.ts');
const DOCS = path.resolve(__dirname, '../../docs');

type Item = string | {type: 'category'; label: string; items: Item[]};

function ids(items: Item[]): string[] {
  return items.flatMap((i) => (typeof i === 'string' ? [i] : ids(i.items)));
}
function category(items: Item[], label: string): Item[] {
  const found = items.find((i) => typeof i !== 'string' && i.label === label);
  assert.ok(found && typeof found !== 'string', `category ${label}`);
  return found.items;
}

test('top-level groups are Getting Started, Docs, API (NAV-6)', () => {
  assert.deepEqual(
    sidebars.docs.map((c: any) => c.label),
    ['Getting Started', 'Docs', 'API'],
  );
  assert.deepEqual(category(sidebars.docs, 'Getting Started'), [
    'installation',
    'configure',
    'running',
    'hmr',
    'devtools',
    'testing',
    'publish',
    'troubleshooting',
  ]);
  assert.deepEqual(category(sidebars.docs, 'Docs'), [
    'why-react-figma',
    'API',
    'architecture',
    'ecosystem',
    'limitations',
    'roadmap',
  ]);
});

test('API group and its three sub-groups (NAV-6)', () => {
  const api = category(sidebars.docs, 'API');
  assert.deepEqual(api.slice(0, 5), ['api/render', 'styling', 'colors', 'local-styles', 'data-fetching']);
  assert.deepEqual(category(api, 'UI Primitives'), [
    'api/view',
    'api/text',
    'api/image',
    'api/StyleSheet',
    'api/Platform',
  ]);
  // The Shared props page leads the components whose tables link to it.
  assert.equal(category(api, 'Figma components')[0], 'api/shared-props');
  assert.equal(category(api, 'Figma components').length, 13);
  assert.deepEqual(category(api, 'React Native compatibility'), [
    'api/Dimensions',
    'api/Easing',
    'api/useWindowDimensions',
    'api/StatusBar',
  ]);
});

test('18 guides and 23 API pages, each backed by a doc file of the exact case (CONTENT-1, CONTENT-2, ROUTE-1)', () => {
  const all = ids(sidebars.docs);
  assert.equal(new Set(all).size, all.length, 'no id twice');
  assert.equal(all.filter((id) => !id.startsWith('api/')).length, 18);
  assert.equal(all.filter((id) => id.startsWith('api/')).length, 23);
  for (const id of all) {
    const dir = path.dirname(path.join(DOCS, id));
    const base = path.basename(id);
    // readdir, not existsSync: the check must be case-sensitive on every file system.
    const files = fs.readdirSync(dir);
    assert.ok(files.includes(`${base}.mdx`) || files.includes(`${base}.md`), `docs/${id}.mdx exists`);
  }
});
