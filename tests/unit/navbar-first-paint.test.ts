/**
 * src/plugins/navbar-first-paint (PERF-17): every page's head gets the render-blocking `expect` link to the
 * main wrapper, and the plugin refuses to start when theme-common no longer gives that wrapper the id it
 * names.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import navbarFirstPaintPlugin, {
  checkThemeCommonInternals,
  MAIN_WRAPPER_ID,
  THEME_COMMON_INTERNALS,
} from '../../src/plugins/navbar-first-paint';
import type {LoadContext} from '@docusaurus/types';
import {withFakePackage} from '../helpers/fakePackage';

test('the installed @docusaurus/theme-common still names the main wrapper as the plugin expects', () => {
  assert.doesNotThrow(() => checkThemeCommonInternals());
});

test("the head tag blocks rendering until the main wrapper's id is parsed", () => {
  const plugin = navbarFirstPaintPlugin({} as LoadContext);
  const tags = (plugin.injectHtmlTags as () => {headTags: unknown[]})().headTags;
  assert.deepEqual(tags, [
    {tagName: 'link', attributes: {rel: 'expect', href: `#${MAIN_WRAPPER_ID}`, blocking: 'render'}},
  ]);
});

test('a theme-common with another id for the main wrapper stops the plugin with the file named', () => {
  withFakePackage(
    THEME_COMMON_INTERNALS,
    () => "export const SkipToContentFallbackId = '__docusaurus_main';",
    (fake) =>
      assert.throws(
        () => checkThemeCommonInternals(fake),
        (error: Error) => error.message.includes(path.join(fake, 'lib/utils/skipToContentUtils.js')),
      ),
  );
});
