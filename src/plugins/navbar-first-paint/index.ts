/**
 * navbar-first-paint: the first paint of a page shows the whole navbar, never part of it (PERF-17).
 *
 * Why: Chromium's HTML parser yields now and then, and on a slow CPU it can yield inside the navbar. A frame
 * painted there shows the right-hand items without the search box, which the parser adds a moment later; the
 * items are right-aligned, so all of them jump left by the box's width. On a desktop at CPU ×10 that was a
 * layout shift of 0.003–0.005 in half of the loads of `/docs/installation`, and the playground's layout-shift test
 * failed on it in CI.
 *
 * The plugin adds `<link rel="expect" href="#<main wrapper's id>" blocking="render">` to every page's head: the
 * browser paints nothing until the parser has reached the main wrapper, which theme-classic's Layout renders right
 * after the navbar. That is about 8 KB of HTML, 2.5 KB gzip, inside the first round trip, so the first paint waits
 * for no extra bytes. Browsers without `rel=expect` ignore the tag.
 *
 * The plugin checks at start-up that theme-common still names that id, and fails the build naming the file if not.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPackageInternals, themeCommonDir, type PackageInternal} from '../common/packageInternals';

/** The id of theme-classic's main wrapper, the element right after the navbar (theme-common's `SkipToContentFallbackId`). */
export const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';

/** The file of @docusaurus/theme-common that defines MAIN_WRAPPER_ID. */
export const THEME_COMMON_INTERNALS: ReadonlyArray<PackageInternal> = [
  {
    file: 'lib/utils/skipToContentUtils.js',
    code: `export const SkipToContentFallbackId = '${MAIN_WRAPPER_ID}';`,
    why: "the id of the main wrapper, which theme-classic's Layout renders right after the navbar",
  },
];

/** @throws Error when theme-common no longer defines MAIN_WRAPPER_ID as this plugin expects. */
export function checkThemeCommonInternals(dir = themeCommonDir()): void {
  checkPackageInternals('navbar-first-paint', dir, THEME_COMMON_INTERNALS);
}

/** The head tag: paint nothing until the main wrapper is parsed. */
export const EXPECT_MAIN_WRAPPER = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${MAIN_WRAPPER_ID}`, blocking: 'render'},
};

export default function navbarFirstPaintPlugin(_context: LoadContext): Plugin {
  checkThemeCommonInternals();
  return {
    name: 'navbar-first-paint',
    injectHtmlTags() {
      return {headTags: [EXPECT_MAIN_WRAPPER]};
    },
  };
}
