/**
 * The pre-commit format step (CONTRIBUTING.md, "Format and lint"): package.json's `prepare` script enables
 * .githooks/ only at a git work tree's top and never fails `npm ci`; the hook commits staged files formatted.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

const PREPARE: string = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')).scripts.prepare;
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, {cwd, env: GIT_ENV, encoding: 'utf8', timeout: 60_000});
  if (r.error) throw r.error;
  return {status: r.status, out: `${r.stdout}${r.stderr}`};
}

const git = (cwd: string, ...args: string[]) => run('git', args, cwd);
const hooksPath = (cwd: string) => git(cwd, 'config', '--get', 'core.hooksPath').out.trim();

function tempDir(t: {after: (fn: () => void) => void}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pre-commit-')));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}

test('prepare sets core.hooksPath at the top of a work tree', (t) => {
  const repo = tempDir(t);
  git(repo, 'init', '-q');
  assert.equal(run('sh', ['-c', PREPARE], repo).status, 0);
  assert.equal(hooksPath(repo), '.githooks');
});

test('prepare succeeds and changes nothing outside git or in a sub-folder of another repository', (t) => {
  const plain = tempDir(t);
  assert.equal(run('sh', ['-c', PREPARE], plain).status, 0);
  assert.equal(fs.readdirSync(plain).length, 0);

  const outer = tempDir(t);
  git(outer, 'init', '-q');
  const inner = path.join(outer, 'site');
  fs.mkdirSync(inner);
  assert.equal(run('sh', ['-c', PREPARE], inner).status, 0);
  assert.equal(hooksPath(outer), '');
});

/** A repository with the hook enabled, the site's Prettier config and its node_modules. */
function repoWithHook(t: {after: (fn: () => void) => void}): string {
  const repo = tempDir(t);
  git(repo, 'init', '-q');
  fs.cpSync(path.join(SITE, '.githooks'), path.join(repo, '.githooks'), {recursive: true});
  fs.copyFileSync(path.join(SITE, '.prettierrc.json'), path.join(repo, '.prettierrc.json'));
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(repo, 'node_modules'));
  fs.writeFileSync(path.join(repo, '.gitignore'), 'node_modules\n');
  git(repo, 'config', 'core.hooksPath', '.githooks');
  return repo;
}

const UNFORMATTED = 'const  a = {b:1,\n  c: "two"}\n';

async function isFormatted(text: string, file: string): Promise<boolean> {
  const options = await prettier.resolveConfig(path.join(SITE, file));
  return prettier.check(text, {...options, filepath: file});
}

test('a staged file is committed formatted', async (t) => {
  const repo = repoWithHook(t);
  fs.writeFileSync(path.join(repo, 'a.ts'), UNFORMATTED);
  fs.writeFileSync(path.join(repo, 'data.bin'), 'not  formatted  by  anyone');
  git(repo, 'add', '.');
  const commit = git(repo, 'commit', '-q', '-m', 'add');
  assert.equal(commit.status, 0, commit.out);
  const committed = git(repo, 'show', 'HEAD:a.ts').out;
  assert.notEqual(committed, UNFORMATTED);
  assert.ok(await isFormatted(committed, 'a.ts'), committed);
  assert.equal(git(repo, 'show', 'HEAD:data.bin').out, 'not  formatted  by  anyone');
  assert.equal(git(repo, 'status', '--porcelain').out, '');
});

test('a partly staged unformatted file stops the commit and keeps its unstaged edit out', (t) => {
  const repo = repoWithHook(t);
  fs.writeFileSync(path.join(repo, 'a.ts'), 'export const a = 1;\n');
  git(repo, 'add', '.');
  assert.equal(git(repo, 'commit', '-q', '-m', 'first').status, 0);
  fs.writeFileSync(path.join(repo, 'a.ts'), UNFORMATTED);
  git(repo, 'add', 'a.ts');
  fs.appendFileSync(path.join(repo, 'a.ts'), 'export const unstaged = 2;\n');
  const commit = git(repo, 'commit', '-q', '-m', 'second');
  assert.notEqual(commit.status, 0);
  assert.match(commit.out, /partly staged/);
  assert.equal(git(repo, 'rev-list', '--count', 'HEAD').out.trim(), '1');
  assert.equal(git(repo, 'show', ':a.ts').out, UNFORMATTED);
});
