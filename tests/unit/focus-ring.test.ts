/**
 * src/plugins/focus-ring (PERF-14): theme-common's keyboard-navigation stylesheet, and only it, is swapped
 * for an empty one; the plugin refuses to start when theme-common no longer imports or holds what it
 * replaces.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkThemeCommonInternals,
  EMPTY_STYLESHEET,
  keyboardNavigationCssRedirect,
  THEME_COMMON_INTERNALS,
} from '../../src/plugins/focus-ring';
import {themeCommonDir} from '../../src/plugins/common/packageInternals';
import {applyImportRedirect} from '../../src/plugins/common/importRedirect';
import {withFakePackage} from '../helpers/fakePackage';

test('the installed @docusaurus/theme-common still imports and holds the rule the plugin replaces', () => {
  assert.doesNotThrow(() => checkThemeCommonInternals());
});

test("theme-common's hooks/styles.css is replaced; a styles.css anywhere else is not", () => {
  const hooks = path.join(themeCommonDir(), 'lib', 'hooks');
  const ours = {context: hooks, request: './styles.css'};
  applyImportRedirect(keyboardNavigationCssRedirect(), ours);
  assert.equal(ours.request, EMPTY_STYLESHEET);
  assert.equal(
    fs
      .readFileSync(EMPTY_STYLESHEET, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim(),
    '',
  );

  const other = {
    context: path.join(themeCommonDir(), 'lib', 'components', 'Details'),
    request: './styles.css',
  };
  applyImportRedirect(keyboardNavigationCssRedirect(), other);
  assert.equal(other.request, './styles.css');
});

test('a theme-common whose hook no longer imports the stylesheet stops the plugin with the file named', () => {
  withFakePackage(
    THEME_COMMON_INTERNALS,
    ({file}) => (file.endsWith('.js') ? "import './focus.css';" : undefined),
    (fake) =>
      assert.throws(
        () => checkThemeCommonInternals(fake),
        (error: Error) => error.message.includes(path.join(fake, 'lib/hooks/useKeyboardNavigation.js')),
      ),
  );
});
