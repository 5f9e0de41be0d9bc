/**
 * The site's alias STARTER_REACT_TYPES (what the playground's checker and check:examples type-check with) is
 * the `@types/react` the starter's lockfile installs, and so are the typings it depends on.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {STARTER_REACT_TYPES} from '../../src/figma-runner/node/readerNodeModules';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

const SITE_ROOT = path.resolve(__dirname, '../..');

interface Lock {
  packages: Record<string, {name?: string; version: string; dependencies?: Record<string, string>}>;
}
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const siteLock = readJson<Lock>(path.join(SITE_ROOT, 'package-lock.json'));
const starterLock = readJson<Lock>(path.join(STARTER_DIR, 'package-lock.json'));

/**
 * `dep@version` as npm installs `dep` for the top-level package at `from`: nested under it, else top-level.
 */
function resolved(lock: Lock, from: string, dep: string): string {
  const entry = lock.packages[`${from}/node_modules/${dep}`] ?? lock.packages[`node_modules/${dep}`];
  return `${dep}@${entry?.version}`;
}

test("the alias is the starter lockfile's @types/react, in the site's lockfile and installed", () => {
  const starter = starterLock.packages['node_modules/@types/react'];
  const alias = siteLock.packages[`node_modules/${STARTER_REACT_TYPES}`];
  assert.ok(alias, `${STARTER_REACT_TYPES} is not in package-lock.json`);
  const installed = readJson<{name: string; version: string}>(
    path.join(SITE_ROOT, 'node_modules', STARTER_REACT_TYPES, 'package.json'),
  );
  const expected = `@types/react@${starter.version}`;
  assert.deepEqual(
    new Set([`${alias.name}@${alias.version}`, `${installed.name}@${installed.version}`]),
    new Set([expected]),
  );
});

test("the alias's dependencies resolve to the versions the starter's lockfile installs", () => {
  const starter = 'node_modules/@types/react';
  const alias = `node_modules/${STARTER_REACT_TYPES}`;
  const deps = Object.keys(starterLock.packages[starter].dependencies ?? {});
  assert.ok(deps.includes('csstype'), "the starter's @types/react has its dependencies");
  assert.deepEqual(
    new Set(deps.map((d) => resolved(siteLock, alias, d))),
    new Set(deps.map((d) => resolved(starterLock, starter, d))),
  );
});
