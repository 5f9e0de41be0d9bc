/**
 * focus-ring: focus rings follow the browser's own `:focus-visible`, and the reader's first tap restyles the
 * control it lands on, not the whole page (PERF-14, PERF-12).
 *
 * Why: `@docusaurus/theme-common` ships `body:not(.navigation-with-keyboard) *:not(input):focus {outline: none}`
 * in `lib/hooks/styles.css`, and its `useKeyboardNavigation` toggles that class on `<body>` at the first
 * `mousedown` (a tap dispatches one) and at every Tab. The rule's right-hand part names no class, id or tag, so
 * Chromium invalidates every element under `<body>` when the class changes: a trace of the first tap on the
 * phone menu's button put a style recalculation of all 415 elements of `/docs/installation` (23–87 ms at the
 * low-tier phone's CPU ×7) inside the tap, before its click ran. On an API page it is every one of about 1,700.
 *
 * What the rule did, browsers do themselves now: their own stylesheets draw the focus ring on `:focus-visible`
 * only (keyboard focus, and any field that takes typing), not on focus from a pointer. So the plugin swaps that one
 * stylesheet for an empty one; the class still comes and goes, and nothing depends on it.
 *
 * Docusaurus 2.4.3 has no option for this. The plugin checks at start-up that theme-common still imports that
 * stylesheet from that hook and that it still holds the rule, and fails the build naming the file if not.
 */
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

/**
 * @throws Error naming the first file of THEME_COMMON_INTERNALS that is missing or no longer holds its code.
 */
export function checkThemeCommonInternals(dir = themeCommonDir()): void {
  checkPackageInternals('focus-ring', dir, THEME_COMMON_INTERNALS);
}

/**
 * theme-common's import of `lib/hooks/styles.css` (from its `useKeyboardNavigation` hook), redirected to
 * EMPTY_STYLESHEET.
 */
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
