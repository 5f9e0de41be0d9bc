/**
 * PERF-10: src/theme/DocSidebar/Mobile and src/theme/CodeBlock/useWordWrap.ts exist only because theme-common
 * 2.4.3 sorts object keys with `localeCompare` on every doc page's hydration (setting up the browser's ICU
 * collator) and measures code blocks in effects. These pin that reason in the installed packages: when an
 * upgrade drops it, a test here fails and the swizzle can be reconsidered. tests/e2e/hydration.test.ts checks
 * the effect in the browser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Package folders (theme-common's `exports` hide its package.json, so both are found from their entry files).
 */
const themeCommon = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');
const themeClassic = path.resolve(path.dirname(require.resolve('@docusaurus/theme-classic')), '..');
const read = (file: string): string => fs.readFileSync(file, 'utf8');

test("theme-common's useShallowMemoObject still sorts keys with localeCompare", () => {
  const source = read(path.join(themeCommon, 'lib/utils/reactUtils.js'));
  assert.match(source, /function useShallowMemoObject[\s\S]{0,300}\.sort\([\s\S]{0,40}localeCompare/);
});

test("theme-classic's mobile doc sidebar still hands all its props to NavbarSecondaryMenuFiller", () => {
  const source = read(path.join(themeClassic, 'lib/theme/DocSidebar/Mobile/index.js'));
  assert.match(source, /<NavbarSecondaryMenuFiller[\s\S]{0,120}props=\{props\}/);
  const filler = read(path.join(themeCommon, 'lib/contexts/navbarSecondaryMenu/content.js'));
  assert.match(filler, /useShallowMemoObject\(props\)/);
});

test("theme-common's useCodeWordWrap still observes with memoized options and measures in an effect", () => {
  const wordWrap = read(path.join(themeCommon, 'lib/hooks/useCodeWordWrap.js'));
  assert.match(wordWrap, /useMutationObserver\(/);
  assert.match(wordWrap, /useEffect\(\(\) => \{\s*updateCodeIsScrollable\(\);/);
  const observer = read(path.join(themeCommon, 'lib/hooks/useMutationObserver.js'));
  assert.match(observer, /useShallowMemoObject\(options\)/);
});
