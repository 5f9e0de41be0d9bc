/**
 * Code lines are drawn with fewer elements (src/theme/CodeBlock/tokenRuns.ts and
 * src/plugins/code-highlighting/client/tokenClasses.ts, PERF-12): a token keeps only the classes that change
 * how it looks, plain-looking text has no span, whitespace joins a span where it shows the same, and the text
 * is unchanged. "How it looks" is judged here by applying the generated stylesheet's rules as CSS does (later
 * rule wins at equal specificity, the dark-mode rules outrank the light ones), not by the code under test.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {codeColoursCss} from '../../src/plugins/code-highlighting/css';
import {siteTokenClasses, tokenClasses} from '../../src/plugins/code-highlighting/client/tokenClasses';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/code-highlighting/client/themes';
import {tokenRuns} from '../../src/theme/CodeBlock/tokenRuns';

const DARK = "[data-theme='dark'] ";

/** The computed token style of a span with this class attribute, in one colour mode, under `css`. */
function computedLook(css: string, className: string | undefined, mode: 'light' | 'dark'): string {
  const classes = new Set((className ?? '').split(' ').filter(Boolean));
  const winners: Record<string, [specificity: number, value: string]> = {};
  for (const line of css.trim().split('\n')) {
    const [selectorList, body] = line.replace('}', '').split('{');
    const matches = selectorList.split(',').some((selector) => {
      const darkRule = selector.startsWith(DARK);
      if (darkRule && mode === 'light') return false;
      const [token, type] = selector.replace(DARK, '').split('.').filter(Boolean);
      return token === 'token' && type !== undefined && classes.has('token') && classes.has(type);
    });
    if (!matches) continue;
    const specificity = selectorList.startsWith(DARK) ? 3 : 2;
    for (const declaration of body.split(';')) {
      const [property, value] = declaration.split(':');
      // Equal specificity: the later rule wins; higher specificity wins whatever the order.
      if (!winners[property] || winners[property][0] <= specificity) winners[property] = [specificity, value];
    }
  }
  return Object.keys(winners)
    .sort()
    .map((property) => `${property}:${winners[property][1]}`)
    .join(';');
}

test('a line of TSX keeps its text and loses the spans that draw nothing', () => {
  const line = [
    {types: ['keyword'], content: 'import'},
    {types: ['plain'], content: ' '},
    {types: ['punctuation'], content: '{'},
    {types: ['punctuation'], content: '}'},
    {types: ['plain'], content: ' from '},
    {types: ['tag', 'punctuation'], content: '<'},
    {types: ['tag', 'class-name'], content: 'Frame'},
    {types: ['plain'], content: ''},
  ];
  const runs = tokenRuns(line);
  assert.equal(runs.map((run) => run.text).join(''), line.map((token) => token.content).join(''));
  // Punctuation has no rule in either palette, so `{}` is bare text with the words around it.
  assert.deepEqual(runs[1], {className: undefined, text: '{} from '});
  // The space after `import` is inside the keyword's span: a colour draws nothing on a space.
  assert.deepEqual(runs[0], {className: 'token keyword', text: 'import '});
  // `<` (tag punctuation) and `Frame` (tag class-name) are both drawn in the tag colour in both modes.
  assert.equal(runs.length, 3, JSON.stringify(runs));
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  for (const mode of ['light', 'dark'] as const)
    assert.equal(computedLook(css, runs[2].className, mode), computedLook(css, 'token tag class-name', mode));
  assert.deepEqual(tokenRuns([{types: ['plain'], content: '\n', empty: true}]), []);
});

test('every combination of up to three token types looks the same with the trimmed classes, in both modes', () => {
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  const types = [
    ...new Set([...lightCodeTheme.styles, ...darkCodeTheme.styles].flatMap((style) => style.types)),
    'punctuation',
    'operator',
  ];
  let combinations = 0;
  for (const a of types)
    for (const b of types)
      for (const c of types) {
        const list = [...new Set([a, b, c])];
        const full = `token ${list.join(' ')}`;
        const trimmed = siteTokenClasses().className(list);
        for (const mode of ['light', 'dark'] as const)
          assert.equal(
            computedLook(css, trimmed, mode),
            computedLook(css, full, mode),
            `${full} → ${trimmed}`,
          );
        combinations++;
      }
  assert.ok(combinations > 1000);
  assert.equal(siteTokenClasses().className(['punctuation']), undefined);
  assert.equal(siteTokenClasses().className(['keyword', 'punctuation']), 'token keyword');
});

test('whitespace keeps its own span where the look draws on it (a background)', () => {
  const light: PrismTheme = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [
      {types: ['keyword'], style: {color: '#a00'}},
      {types: ['inserted'], style: {backgroundColor: '#cfc'}},
    ],
  };
  const dark: PrismTheme = {...light, plain: {color: '#fff', backgroundColor: '#000'}};
  const classes = tokenClasses(light, dark);
  const runs = tokenRuns(
    [
      {types: ['inserted'], content: 'added'},
      {types: ['inserted'], content: '  '},
      {types: ['plain'], content: ' '},
      {types: ['keyword'], content: 'let'},
      {types: ['inserted'], content: ' '},
    ],
    classes,
  );
  assert.deepEqual(runs, [
    {className: 'token inserted', text: 'added  '},
    {className: undefined, text: ' '},
    {className: 'token keyword', text: 'let'},
    {className: 'token inserted', text: ' '},
  ]);
});

test('when the colour modes order two types differently, the span keeps both winners', () => {
  // Light: b's rule comes after a's. Dark: b shares the first rule with c, so a's rule comes after it.
  const light: PrismTheme = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [
      {types: ['c'], style: {color: '#111'}},
      {types: ['a'], style: {color: '#222'}},
      {types: ['b'], style: {color: '#333'}},
    ],
  };
  const dark: PrismTheme = {
    plain: {color: '#fff', backgroundColor: '#000'},
    styles: [
      {types: ['c', 'b'], style: {color: '#eee'}},
      {types: ['a'], style: {color: '#ddd'}},
    ],
  };
  const css = codeColoursCss(light, dark);
  const className = tokenClasses(light, dark).className(['a', 'b']);
  assert.equal(className, 'token a b');
  for (const mode of ['light', 'dark'] as const)
    assert.equal(computedLook(css, className, mode), computedLook(css, 'token a b', mode));
  assert.equal(computedLook(css, className, 'light'), 'color:#333');
  assert.equal(computedLook(css, className, 'dark'), 'color:#ddd');
});
