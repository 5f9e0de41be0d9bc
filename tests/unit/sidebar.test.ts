/**
 * The sidebar against NAV-6, and every sidebar id against a doc file with the same case.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {route1DocIds} from '../helpers/routes';

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
    'upgrade',
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
  assert.deepEqual(category(api, 'React Native compatibility'), [
    'api/Dimensions',
    'api/Easing',
    'api/useWindowDimensions',
    'api/StatusBar',
  ]);
});

/** Every doc file's id: `docs/x.mdx` → `x`, `docs/api/x.mdx` → `api/x`. */
function docFileIds(): Set<string> {
  const inDir = (dir: string, prefix: string) =>
    fs
      .readdirSync(path.join(DOCS, dir))
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => prefix + f.replace(/\.mdx?$/, ''));
  return new Set([...inDir('.', ''), ...inDir('api', 'api/')]);
}

test('the sidebar ids, the doc files and the pages ROUTE-1 lists are one set (CONTENT-1, CONTENT-2)', () => {
  const all = ids(sidebars.docs);
  assert.equal(new Set(all).size, all.length, 'no id twice');
  assert.deepEqual(new Set(all), docFileIds(), 'sidebar ids against doc files');
  assert.deepEqual(new Set(all), route1DocIds(), 'sidebar ids against REQUIREMENTS.md ROUTE-1');
});

test('every API page sits in the API category (NAV-6)', () => {
  const api = category(sidebars.docs, 'API');
  assert.deepEqual(
    new Set(ids(api).filter((id) => id.startsWith('api/'))),
    new Set([...docFileIds()].filter((id) => id.startsWith('api/'))),
  );
});

test('each sidebar id is backed by a doc file of the exact case (ROUTE-1)', () => {
  const all = ids(sidebars.docs);
  for (const id of all) {
    const dir = path.dirname(path.join(DOCS, id));
    const base = path.basename(id);
    // readdir, not existsSync: the check must be case-sensitive on every file system.
    const files = fs.readdirSync(dir);
    assert.ok(files.includes(`${base}.mdx`) || files.includes(`${base}.md`), `docs/${id}.mdx exists`);
  }
});
