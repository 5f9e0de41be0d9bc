/** first-paint plugin (PERF-17): no first paint before the page-end marker is parsed (README.md). */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGE_END_ID} from './client/pageEnd';

export {PAGE_END_ID};

/** The head tag: paint nothing until the page-end marker, which `src/theme/Footer` renders, is parsed. */
export const EXPECT_PAGE_END = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'},
};

/** The plugin: EXPECT_PAGE_END in every page's head; no other hook. */
export default function firstPaintPlugin(_context: LoadContext): Plugin {
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {headTags: [EXPECT_PAGE_END]};
    },
  };
}
