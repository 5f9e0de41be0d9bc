/** navbar-first-paint plugin (PERF-17): no first paint before the navbar is parsed (README.md). */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPackageInternals, themeCommonDir, type PackageInternal} from '../common/packageInternals';

/** The id of theme-classic's main wrapper after the navbar (theme-common's `SkipToContentFallbackId`). */
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
