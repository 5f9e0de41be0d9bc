/**
 * The site configuration against REQUIREMENTS.md (THEME-, NAV-, BUILD-).
 * Expected values are the requirements' words, not copies of docusaurus.config.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/code-highlighting/client/themes';

const themeConfig = config.themeConfig as any;
const classic = (config.presets as any[]).find((p) => p[0] === 'classic')[1];

test('site metadata: title, tagline, url, baseUrl, favicon (THEME-4)', () => {
  assert.equal(config.title, 'React Figma');
  assert.equal(config.tagline, 'A React renderer for Figma');
  assert.equal(config.url, 'https://react-figma.dev');
  assert.equal(config.baseUrl, '/');
  assert.match(config.favicon ?? '', /favicon\.ico$/);
});

test('validation: broken links throw, duplicate routes warn, title delimiter is a pipe (BUILD-1, BUILD-2, THEME-3)', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.titleDelimiter, '|');
});

test('colour mode: light by default, switch enabled (THEME-1)', () => {
  assert.equal(themeConfig.colorMode.defaultMode, 'light');
  assert.notEqual(themeConfig.colorMode.disableSwitch, true);
  // Following the OS preference would make dark the default for some readers.
  assert.notEqual(themeConfig.colorMode.respectPrefersColorScheme, true);
});

test('docs: one version labelled Next (THEME-2)', () => {
  assert.equal(classic.docs.lastVersion, 'current');
  assert.deepEqual(Object.keys(classic.docs.versions), ['current']);
  assert.equal(classic.docs.versions.current.label, 'Next');
});

test('navbar: Docs → /docs/API, the repository, Blog → /blog, in that order (NAV-1)', () => {
  const items = themeConfig.navbar.items.map((i: any) => [i.label, i.to ?? i.href]);
  assert.deepEqual(items, [
    ['Docs', '/docs/API'],
    ['GitHub', 'https://github.com/react-figma/react-figma'],
    ['Blog', '/blog'],
  ]);
});

test('footer: Docs column and Social column (NAV-2, NAV-3)', () => {
  const columns = Object.fromEntries(
    themeConfig.footer.links.map((c: any) => [c.title, c.items.map((i: any) => [i.label, i.to ?? i.href])]),
  );
  assert.deepEqual(columns.Docs, [
    ['Getting Started', '/docs/configure'],
    ['API', '/docs/API'],
    ['Styling', '/docs/styling'],
    ['Ecosystem', '/docs/ecosystem'],
  ]);
  assert.deepEqual(
    columns.Social.map((i: string[]) => i[0]),
    ['GitHub Discussions', 'Twitter', 'LinkedIn'],
  );
  for (const [, href] of columns.Social) assert.match(href, /^https:\/\//);
  assert.match(
    themeConfig.footer.copyright,
    new RegExp(`Copyright © ${new Date().getFullYear()} Ilya Lesik`),
  );
});

test('code highlighting: a theme setting, a light and a dark palette, and a list of additional languages (THEME-5, THEME-6)', () => {
  // The palettes reach the page as CSS (src/plugins/code-highlighting/css.ts); the configured theme only
  // names the classes.
  assert.ok(themeConfig.prism.theme?.plain && themeConfig.prism.darkTheme?.plain, 'Prism theme setting');
  assert.ok(lightCodeTheme.styles.length > 5 && darkCodeTheme.styles.length > 5);
  assert.notDeepEqual(lightCodeTheme, darkCodeTheme);
  assert.ok(Array.isArray(themeConfig.prism.additionalLanguages));
  for (const lang of themeConfig.prism.additionalLanguages) {
    assert.doesNotThrow(() => require.resolve(`prismjs/components/prism-${lang}`), `prism language ${lang}`);
  }
});

test('no third-party scripts or stylesheets are configured (self-contained site)', () => {
  assert.deepEqual(config.scripts ?? [], []);
  assert.deepEqual(config.stylesheets ?? [], []);
});
