/**
 * The GitHub workflows cannot run here, so `npm test` checks them as far as it can: each file passes the
 * workflow schema (`action-validator`, run as a child process exactly as a maintainer would run it), a broken
 * copy fails it (so the check bites), and each workflow keeps the settings the repository relies on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';
import {e2ePart} from '../e2e/parts';

const WORKFLOWS = path.join(SITE, '.github', 'workflows');
const VALIDATOR = path.join(SITE, 'node_modules', '.bin', 'action-validator');

/** Runs action-validator on one file; `output` holds its stdout and stderr. */
function validate(file: string): {status: number | null; output: string} {
  const result = spawnSync(VALIDATOR, [file], {encoding: 'utf8', timeout: 60_000});
  if (result.error) throw result.error;
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {
  steps: Step[];
  container?: string;
  env?: Record<string, string>;
  environment?: {name: string};
  strategy?: {'fail-fast'?: boolean; matrix: {include: {shard: string; run: string}[]}};
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group: string};
  jobs: Record<string, Job>;
};

/** The workflow as data (YAML through gray-matter's parser, a dependency the site already has). */
function load(name: string): Workflow {
  const text = fs.readFileSync(path.join(WORKFLOWS, name), 'utf8');
  return matter(`---\n${text}\n---\n`).data as Workflow;
}

const stepUsing = (job: Job, action: string) => job.steps.find((s) => s.uses?.startsWith(`${action}@`));

test('every workflow file passes action-validator', () => {
  const files = fs.readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
  assert.deepEqual(files.sort(), ['ci.yml', 'deploy.yml']);
  for (const file of files) {
    const {status, output} = validate(path.join(WORKFLOWS, file));
    assert.equal(status, 0, `${file}:\n${output}`);
  }
});

test('a broken copy of a workflow fails validation, naming what is wrong', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
  try {
    const source = fs.readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8');
    const broken = source.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    assert.notEqual(broken, source, 'the mutation applies');
    const file = path.join(dir, 'ci.yml');
    fs.writeFileSync(file, broken);
    const {status, output} = validate(file);
    assert.notEqual(status, 0, 'a job without runs-on must not validate');
    assert.match(output, /runs_on/);

    const badPermission = fs
      .readFileSync(path.join(WORKFLOWS, 'deploy.yml'), 'utf8')
      .replace('pages: write', 'pages: publish');
    fs.writeFileSync(path.join(dir, 'deploy.yml'), badPermission);
    assert.notEqual(validate(path.join(dir, 'deploy.yml')).status, 0, 'an unknown permission level');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

/**
 * The npm scripts that `name` (a script of package.json) runs in the end: through `run-s`/`run-p` lists down
 * to the scripts that run something else.
 */
function layers(name: string, scripts: Record<string, string>): string[] {
  const body = scripts[name];
  assert.ok(body, `package.json has no script "${name}"`);
  const words = body.trim().split(/\s+/);
  if (!/^run-[sp]$/.test(words[0])) return [name];
  return words.slice(1).flatMap((w) => (w.startsWith('-') ? [] : layers(w, scripts)));
}

test('ci.yml: pull requests and main, full history, Node from .nvmrc, Debian Chromium, npm ci, shards of npm test', () => {
  const ci = load('ci.yml');
  assert.ok('pull_request' in ci.on);
  assert.deepEqual((ci.on.push as {branches: string[]}).branches, ['main']);
  const [job] = Object.values(ci.jobs);
  assert.match(job.container ?? '', /^debian:/, 'apt-get installs the real chromium package on Debian');
  assert.equal(job.env?.NO_UPDATE_NOTIFIER, '1');
  assert.equal(stepUsing(job, 'actions/checkout')?.with?.['fetch-depth'], 0);
  const node = stepUsing(job, 'actions/setup-node')?.with;
  assert.deepEqual([node?.['node-version-file'], node?.cache], ['.nvmrc', 'npm']);
  assert.ok(job.steps.some((s) => /apt-get install[\s\S]*?\bchromium\b/.test(s.run ?? '')));
  assert.ok(job.steps.some((s) => s.run?.trim() === 'npm ci'));
  assert.ok(job.steps.some((s) => s.run?.trim() === '${{ matrix.run }}'));
  assert.equal(job.strategy?.['fail-fast'], false, 'every shard reports');
  // Together the shards run every layer of `npm test`, each with `npm run`, and nothing else.
  const {scripts} = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const shards = job.strategy?.matrix.include ?? [];
  const run = shards.flatMap(({run}) =>
    run.split('&&').flatMap((part) => {
      const script = /^npm run (\S+)$/.exec(part.trim())?.[1];
      assert.ok(script, `a shard runs "${part.trim()}", not an npm script`);
      return layers(script, scripts);
    }),
  );
  assert.deepEqual(new Set(run), new Set(layers('test', scripts)));
  assert.equal(fs.readFileSync(path.join(SITE, '.nvmrc'), 'utf8').trim(), '20');
});

test('the two halves of the browser and build-level layers hold every file of their layer once', () => {
  const {scripts} = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const filesIn = (dir: string) =>
    fs
      .readdirSync(path.join(SITE, 'tests', dir))
      .filter((f) => f.endsWith('.test.ts'))
      .sort();
  const buildHalves = ['test:build:1', 'test:build:2'].map((name) =>
    [...scripts[name].matchAll(/tests\/build\/(\S+\.test\.ts)/g)].map((m) => m[1]),
  );
  assert.deepEqual(
    buildHalves.flat().sort(),
    filesIn('build'),
    'test:build:1 and :2 list each build test once',
  );
  for (const half of buildHalves) assert.ok(half.length > 0);

  assert.match(scripts['test:e2e:1'], /^E2E_PART=1 .* tests\/e2e\/all-in-one-process\.ts$/);
  assert.match(scripts['test:e2e:2'], /^E2E_PART=2 .* tests\/e2e\/all-in-one-process\.ts$/);
  const [one, two] = [e2ePart(1), e2ePart(2)];
  assert.deepEqual([...one, ...two].sort(), filesIn('e2e'), 'the e2e halves list each browser test once');
  // The three files that share one visit per route (tests/helpers/routeVisits.ts) stay in one process.
  for (const file of ['a11y.test.ts', 'budgets.test.ts', 'site.test.ts']) assert.ok(one.includes(file), file);
  assert.ok(two.length > 0);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-parts-'));
  try {
    fs.writeFileSync(path.join(dir, 'site.test.ts'), '');
    assert.throws(() => e2ePart(1, dir), /names missing files: a11y\.test\.ts/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('deploy.yml: main to GitHub Pages with the Pages actions, the permissions they need, one at a time', () => {
  const deploy = load('deploy.yml');
  assert.deepEqual((deploy.on.push as {branches: string[]}).branches, ['main']);
  assert.equal(deploy.permissions?.pages, 'write');
  assert.equal(deploy.permissions?.['id-token'], 'write');
  assert.ok(deploy.concurrency?.group, 'a concurrency group');
  const {build, deploy: publish} = deploy.jobs;
  assert.equal(stepUsing(build, 'actions/checkout')?.with?.['fetch-depth'], 0);
  assert.equal(stepUsing(build, 'actions/setup-node')?.with?.['node-version-file'], '.nvmrc');
  assert.ok(build.steps.some((s) => s.run === 'npm run build'));
  assert.equal(stepUsing(build, 'actions/upload-pages-artifact')?.with?.path, 'build');
  assert.ok(stepUsing(publish, 'actions/deploy-pages'));
  assert.equal(publish.environment?.name, 'github-pages');
});
