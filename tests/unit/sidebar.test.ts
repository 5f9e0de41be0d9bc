/**
 * The sidebar (sidebars.ts, read as it is) against NAV-6's sentence in REQUIREMENTS.md, and every sidebar id
 * against a doc file with the same case.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {route1DocIds} from '../helpers/routes';

// sidebars.ts sets module.exports, as Docusaurus 2 reads it.
const sidebars = require('../../sidebars.ts') as {docs: Item[]};
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

/** NAV-6's sentence in REQUIREMENTS.md, on one line. */
const NAV_6 = (() => {
  const text = fs.readFileSync(path.resolve(__dirname, '../../REQUIREMENTS.md'), 'utf8');
  const m = /^- \*\*NAV-6\*\* ([\s\S]*?)\n\n/m.exec(text);
  assert.ok(m, 'REQUIREMENTS.md has NAV-6');
  return m[1].replace(/\s+/g, ' ');
})();

/** The names NAV-6 lists in parentheses after `label`, up to "then …" or a nested parenthesis. */
function nav6List(label: string): string[] {
  const m = new RegExp(`${label} \\(([^()]*)`).exec(NAV_6);
  assert.ok(m, `NAV-6 names ${label}`);
  const names = m[1].split(',').map((n) => n.trim());
  const end = names.findIndex((n) => n.startsWith('then '));
  return end === -1 ? names : names.slice(0, end);
}

const labels = (items: Item[]) => items.flatMap((i) => (typeof i === 'string' ? [] : [i.label]));
const pages = (items: Item[]) => items.filter((i): i is string => typeof i === 'string');
/** NAV-6 names API pages by their last part: `api/render` is "render". */
const lastPart = (id: string) => id.split('/').pop()!;

test('the groups and their pages are the ones NAV-6 lists, in its order (NAV-6)', () => {
  assert.deepEqual(labels(sidebars.docs), ['Getting Started', 'Docs', 'API']);
  for (const label of labels(sidebars.docs)) {
    const own = pages(category(sidebars.docs, label)).map(lastPart);
    assert.deepEqual(own, nav6List(label), `${label}: the sidebar against NAV-6`);
  }
});

test("the API group's sub-groups are in NAV-6's order, Figma components led by Shared props (NAV-6)", () => {
  const api = category(sidebars.docs, 'API');
  const groups = labels(api);
  assert.equal(groups.length, 3);
  const at = groups.map((g) => NAV_6.indexOf(g));
  assert.ok(
    at.every((i) => i > NAV_6.indexOf('then the groups')),
    `NAV-6 names ${groups.join(', ')}`,
  );
  assert.deepEqual(
    [...at].sort((x, y) => x - y),
    at,
    'in NAV-6 order',
  );
  assert.match(NAV_6, /Figma components \(led by Shared props\)/);
  assert.equal(category(api, 'Figma components')[0], 'api/shared-props');
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
