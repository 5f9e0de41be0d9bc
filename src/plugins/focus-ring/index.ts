/** focus-ring (PERF-14): theme-common's focus-hiding stylesheet swapped for an empty one (README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {importRedirectPlugin, type ImportRedirect} from '../common/importRedirect';
import {checkPackageInternals, themeCommonDir, type PackageInternal} from '../common/packageInternals';

/** Files of @docusaurus/theme-common, and the code in each this plugin relies on. */
export const THEME_COMMON_INTERNALS: ReadonlyArray<PackageInternal> = [
  {
    file: 'lib/hooks/useKeyboardNavigation.js',
    code: "import './styles.css';",
    why: 'the hook imports the stylesheet this plugin replaces',
  },
  {
    file: 'lib/hooks/styles.css',
    code: 'body:not(.navigation-with-keyboard) *:not(input):focus',
    why: 'the rule whose class toggle restyles the whole page',
  },
];

/** The stylesheet that takes its place: no rules. */
export const EMPTY_STYLESHEET = path.join(__dirname, 'empty.css');

/** @throws Error naming the first file of THEME_COMMON_INTERNALS that no longer holds its code. */
export function checkThemeCommonInternals(dir = themeCommonDir()): void {
  checkPackageInternals('focus-ring', dir, THEME_COMMON_INTERNALS);
}

/** theme-common's import of `lib/hooks/styles.css`, redirected to EMPTY_STYLESHEET. */
export function keyboardNavigationCssRedirect(dir = themeCommonDir()): ImportRedirect {
  return {fromDir: path.join(dir, 'lib', 'hooks'), request: './styles.css', to: EMPTY_STYLESHEET};
}

export default function focusRingPlugin(_context: LoadContext): Plugin {
  const dir = themeCommonDir();
  checkThemeCommonInternals(dir);
  return {
    name: 'focus-ring',
    configureWebpack() {
      return {plugins: [importRedirectPlugin(keyboardNavigationCssRedirect(dir))]};
    },
  };
}
