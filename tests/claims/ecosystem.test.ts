/**
 * Ecosystem: the boilerplate row agrees with what its lockfile installs (resolved on Installation's test).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, sentenceOf} from '../helpers/claims';

test('ecosystem: the boilerplate "`yarn.lock` installs react-figma 0.1.13 and webpack 4.43.0", as Installation says', () => {
  const row = sentenceOf('docs/ecosystem.mdx', '[react-figma-boilerplate](');
  const installed = /installs react-figma ([\d.]+) and webpack ([\d.]+)/.exec(row);
  assert.ok(installed, row);
  const installation = sentenceOf('docs/installation.mdx', 'npm 7 and later follow a `yarn.lock`');
  assert.ok(installation.includes(`react-figma ${installed[1]}`));
  assertPageSays('docs/installation.mdx', 'The same lock gives webpack', installed[2]);
  assert.ok(row.includes('/docs/installation#start-from-the-boilerplate'), 'and links to the remedy');
});
