/**
 * src/plugins/code-highlighting/css.ts: the code palettes become class rules for both colour modes, and the
 * palettes colour exactly what the bundled grammars can produce. (How the colours look on the built site,
 * contrast included, is checked by the browser tests: reader-features and axe in both modes.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from '../../src/plugins/code-highlighting/client/prism';
import {CLASS_ONLY_THEME, codeColoursCss} from '../../src/plugins/code-highlighting/css';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/code-highlighting/client/themes';
import config from '../../docusaurus.config';

const typesOf = (theme: PrismTheme) => new Set(theme.styles.flatMap((s) => s.types));

/** Token names a grammar can emit: its keys and their `alias`es, through `inside` and `rest`. */
function producibleTokenTypes(): Set<string> {
  const seen = new Set<string>();
  const visited = new Set<object>();
  const walk = (grammar: unknown): void => {
    if (!grammar || typeof grammar !== 'object' || visited.has(grammar)) return;
    visited.add(grammar);
    for (const [name, value] of Object.entries(grammar)) {
      if (name === 'rest') {
        walk(value);
        continue;
      }
      seen.add(name);
      for (const pattern of Array.isArray(value) ? value : [value]) {
        if (!pattern || typeof pattern !== 'object' || pattern instanceof RegExp) continue;
        const {alias, inside} = pattern as {alias?: string | string[]; inside?: unknown};
        for (const a of Array.isArray(alias) ? alias : alias ? [alias] : []) seen.add(a);
        walk(inside);
      }
    }
  };
  for (const grammar of Object.values(Prism.languages)) if (typeof grammar === 'object') walk(grammar);
  return seen;
}

test('both palettes colour the same token types, all of which the bundled grammars can produce', () => {
  assert.deepEqual([...typesOf(darkCodeTheme)].sort(), [...typesOf(lightCodeTheme)].sort());
  const producible = producibleTokenTypes();
  assert.ok(producible.has('keyword') && producible.has('tag'), 'the walk finds token types');
  const dead = [...typesOf(lightCodeTheme)].filter((type) => !producible.has(type));
  assert.deepEqual(dead, [], 'palette entries no bundled grammar emits');
});

test('every palette colour becomes a class rule, light by default and dark under [data-theme=dark]', () => {
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  const rules = css.trim().split('\n');
  const ruleFor = (selector: string) => rules.find((r) => r.split('{')[0].split(',').includes(selector));
  for (const [theme, prefix] of [
    [lightCodeTheme, ''],
    [darkCodeTheme, "[data-theme='dark'] "],
  ] as const) {
    for (const {types, style} of theme.styles) {
      for (const type of types) {
        const rule = ruleFor(`${prefix}.token.${type}`);
        assert.ok(rule, `${prefix}.token.${type} has a rule`);
        if (style.color) assert.ok(rule.includes(`color:${style.color}`), `${rule} sets ${style.color}`);
      }
    }
    const plain = theme.plain as {color: string; backgroundColor: string};
    assert.ok(
      rules.includes(
        `${prefix}.theme-code-block{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`,
      ),
    );
  }
});

test('a style one mode sets and the other does not is reset in the other mode', () => {
  const light: PrismTheme = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [{types: ['comment'], style: {color: '#111', fontStyle: 'italic'}}],
  };
  const dark: PrismTheme = {
    plain: {color: '#fff', backgroundColor: '#000'},
    styles: [{types: ['comment'], style: {color: '#eee'}}],
  };
  const css = codeColoursCss(light, dark);
  assert.ok(css.includes('.token.comment{color:#111;font-style:italic}'), css);
  assert.ok(css.includes("[data-theme='dark'] .token.comment{color:#eee;font-style:normal}"), css);
  const shadowed: PrismTheme = {
    ...light,
    styles: [{types: ['comment'], style: {textShadow: '0 0 1px red'} as never}],
  };
  assert.throws(() => codeColoursCss(shadowed, dark), /no reset value for the property textShadow/);
});

test('Docusaurus gets a Prism theme without colours in both modes, so no token carries an inline style', () => {
  const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;
  assert.deepEqual(prism.theme, CLASS_ONLY_THEME);
  assert.deepEqual(prism.darkTheme, CLASS_ONLY_THEME);
  assert.deepEqual(CLASS_ONLY_THEME, {plain: {}, styles: []});
});
