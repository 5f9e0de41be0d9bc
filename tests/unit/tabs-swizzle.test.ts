/**
 * src/theme/Tabs replaces theme-classic's tabs only because those remount after hydration (PERF-7). This pins
 * that reason in the installed theme: when an upgrade drops the remount, this test fails and the swizzle can
 * be deleted. It also pins the two theme-common hooks the swizzle is built on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

test('theme-classic 2.4.3 still remounts its tabs after hydration (the reason for src/theme/Tabs)', () => {
  const source = fs.readFileSync(
    require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js'),
    'utf8',
  );
  assert.match(source, /key=\{String\(isBrowser\)\}/);
});

test('theme-common/internal still exports the hooks src/theme/Tabs uses', () => {
  const internalJs = require.resolve('@docusaurus/theme-common/internal');
  const internal = fs.readFileSync(internalJs.replace(/\.js$/, '.d.ts'), 'utf8');
  for (const hook of ['useTabs', 'useScrollPositionBlocker'])
    assert.match(internal, new RegExp(`\\b${hook}\\b`));
});
