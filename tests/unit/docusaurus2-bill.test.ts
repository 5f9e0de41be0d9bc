/**
 * README.md's "The Docusaurus 2 bill" stays true: every plugin folder, remark plugin and swizzle has a row,
 * and every row names paths that exist.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

/** The backticked paths in the first column of the bill's table. */
function billPaths(): string[] {
  const readme = fs.readFileSync(path.join(SITE, 'README.md'), 'utf8');
  const section = /^## The Docusaurus 2 bill\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1];
  assert.ok(section, 'README.md has the section');
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| piece'));
  return rows.flatMap((row) => {
    const first = row.split(' | ')[0];
    return [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  });
}

const dirs = (dir: string) =>
  fs
    .readdirSync(path.join(SITE, dir), {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);

/** Every folder under src/theme with its own index.tsx: one swizzled component each. */
function swizzles(dir = 'src/theme'): string[] {
  return dirs(dir).flatMap((d) => [
    ...(fs.existsSync(path.join(SITE, d, 'index.tsx')) ? [d] : []),
    ...swizzles(d),
  ]);
}

test('every row of the bill names paths that exist', () => {
  const missing = billPaths().filter((p) => !fs.existsSync(path.join(SITE, p)));
  assert.deepEqual(missing, []);
});

test('every plugin folder, remark plugin and swizzle has a row in the bill', () => {
  const listed = new Set(billPaths());
  const pieces = [...dirs('src/plugins'), ...dirs('src/remark'), ...swizzles()];
  assert.deepEqual(
    pieces.filter((p) => !listed.has(p)),
    [],
  );
});
