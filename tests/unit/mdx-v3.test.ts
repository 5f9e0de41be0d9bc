/**
 * MDX stays Docusaurus-3-ready: docusaurus-mdx-checker (MDX 3 compiler) accepts all our content, and it
 * really rejects MDX that only MDX 1 tolerates, naming the file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const CHECKER = path.join(SITE_ROOT, 'node_modules', '.bin', 'docusaurus-mdx-checker');

function runChecker(cwd: string): {code: number | null; output: string} {
  const run = spawnSync(CHECKER, ['-c', cwd], {encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}});
  return {code: run.status, output: `${run.stdout}${run.stderr}`};
}

test('all docs, API pages and posts compile with MDX 3', () => {
  // The content folders alone: the checker globs every .md under its cwd, git-ignored bench reports included.
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-v3-content-'));
  for (const dir of ['docs', 'blog', 'src/pages']) {
    fs.mkdirSync(path.dirname(path.join(content, dir)), {recursive: true});
    fs.symlinkSync(path.join(SITE_ROOT, dir), path.join(content, dir));
  }
  const {code, output} = runChecker(content);
  fs.rmSync(content, {recursive: true, force: true});
  assert.equal(code, 0, output);
  const compiled = Number(/All (\d+) MDX files compiled successfully/.exec(output)?.[1]);
  const files = ['docs', 'docs/api', 'blog'].flatMap((dir) =>
    fs.readdirSync(path.join(SITE_ROOT, dir)).filter((f) => /\.mdx?$/.test(f)),
  );
  assert.ok(compiled >= files.length, `checked ${compiled} files of at least ${files.length}`);
});

test('MDX-1-only syntax fails the check with file and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx3-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(
    path.join(dir, 'docs', 'legacy.mdx'),
    '---\ntitle: Legacy\n---\n\nWidths <5 px are ignored.\n',
  );
  const {code, output} = runChecker(dir);
  assert.notEqual(code, 0);
  assert.match(output, /docs\/legacy\.mdx \(Line=5/);
});
