/**
 * Colors: which color strings become which paints, which ones throw, and how linear gradients are converted,
 * run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, assertPageSays, closeEngine, draw, runEngine, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/colors.mdx';

interface Paint {
  type: string;
  color?: {r: number; g: number; b: number; a?: number | string};
  opacity?: number;
  gradientTransform?: number[][];
  gradientStops?: {position: number; color: {r: number; g: number; b: number; a: number | string}}[];
}

/** Draws one View per background color; returns each one's fills and the node props. */
async function fillsOf(
  colors: string[],
  extraStyle = '',
): Promise<{fills: Paint[]; props: Record<string, unknown>}[]> {
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      colors
        .map(
          (c, i) =>
            `<View name="c${i}" style={{width: 5, height: 5, backgroundColor: ${JSON.stringify(c)}${extraStyle}}} />`,
        )
        .join('\n'),
    ),
  });
  return colors.map((_, i) => ({
    fills: byName(`c${i}`).props.fills as Paint[],
    props: byName(`c${i}`).props,
  }));
}

/** Whether drawing `color` as a backgroundColor fails the render. */
async function throws(color: string): Promise<boolean> {
  const result = await runEngine({
    'src/App.tsx': appInPage(
      'View',
      `<View style={{width: 5, height: 5, backgroundColor: ${JSON.stringify(color)}}} />`,
    ),
  });
  return !result.ok;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

// The CSS values of the table's examples, as 0–255 channels and an alpha from 0 to 1.
const CSS: Record<string, [number, number, number, number]> = {
  hotpink: [255, 105, 180, 1],
  teal: [0, 128, 128, 1],
  rebeccapurple: [102, 51, 153, 1],
  transparent: [0, 0, 0, 0],
  '#f60': [255, 102, 0, 1],
  '#ff6600': [255, 102, 0, 1],
  '#f608': [255, 102, 0, 0x88 / 255],
  '#ff660080': [255, 102, 0, 0x80 / 255],
  'rgb(30, 144, 255)': [30, 144, 255, 1],
  'rgb(100%, 84%, 0%)': [255, 0.84 * 255, 0, 1],
  'rgba(0, 128, 128, 0.5)': [0, 128, 128, 0.5],
  'rgba(0, 0, 0, 25%)': [0, 0, 0, 0.25],
};

test('colors: every example of the "Supported formats" table becomes a SOLID paint with its CSS color, alpha as the paint\'s opacity', async () => {
  const rows = [
    'Named color',
    '`transparent`',
    'Hex, 3 or 6 digits',
    'Hex with alpha, 4 or 8 digits',
    '`rgb()`',
    '`rgba()`',
  ];
  const examples = rows.flatMap((r) =>
    [
      ...sentenceOf(PAGE, `| ${r} |`)
        .split('|')[2]
        .matchAll(/`'([^']+)'`/g),
    ].map((m) => m[1]),
  );
  assert.deepEqual(new Set(examples), new Set(Object.keys(CSS)), 'the table lists these examples');
  assertPageSays(PAGE, '| `rgb()` |', 'Alpha is always 1, even if you add a fourth value');
  const colors = [...examples, 'rgb(30, 144, 255, 0.5)', '#FF6600'];
  const drawn = await fillsOf(colors);
  const expected: typeof CSS = {
    ...CSS,
    'rgb(30, 144, 255, 0.5)': CSS['rgb(30, 144, 255)'],
    '#FF6600': CSS['#ff6600'],
  };
  colors.forEach((c, i) => {
    const [paint] = drawn[i].fills;
    const [r, g, b, a] = expected[c];
    assert.equal(paint.type, 'SOLID', c);
    assert.ok(
      close(paint.color!.r, r / 255) && close(paint.color!.g, g / 255) && close(paint.color!.b, b / 255),
      c,
    );
    assert.ok(close(paint.opacity!, a), `${c}: alpha ${paint.opacity}`);
    assert.equal(drawn[i].props.opacity, 1, `${c}: the node stays opaque`);
  });
});

test('colors: "Not supported" — mixed-case names, hsl(), keywords and unknown gradients throw; space-separated channels "come out wrong"', async () => {
  assertPageSays(PAGE, 'An unsupported color breaks the render', 'makes React Figma throw an error');
  assertPageSays(PAGE, '**Space-separated syntax**', 'the channels come out wrong');
  for (const color of [
    'hotPink',
    'DarkOrange',
    'hsl(330, 100%, 71%)',
    'hsla(330, 100%, 71%, 0.5)',
    'currentColor',
    'inherit',
    'radial-gradient(hotpink, gold)',
  ])
    assert.ok(await throws(color), `${color} throws`);
  assert.equal(await throws('hotpink'), false, 'a lower-case name draws');
  const [{fills}] = await fillsOf(['rgb(255 105 180 / 50%)']);
  const {r, g, b} = fills[0].color!;
  assert.ok(!(close(r, 1) && close(g, 105 / 255) && close(b, 180 / 255)), JSON.stringify(fills[0].color));
});

test('colors: "the alpha of `shadowColor` … becomes the alpha of the shadow color, unless you set `shadowOpacity`, which replaces it"', async () => {
  assertPageSays(PAGE, 'Shadows work the same way', 'unless you set `shadowOpacity`, which replaces it');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View name="Alpha" style={{width: 5, height: 5, shadowColor: 'rgba(0, 0, 0, 0.5)', shadowRadius: 2}} />
       <View name="Opacity" style={{width: 5, height: 5, shadowColor: 'rgba(0, 0, 0, 0.5)', shadowOpacity: 0.9, shadowRadius: 2}} />`,
    ),
  });
  const alpha = (name: string) => (byName(name).props.effects as {color: {a: number}}[])[0].color.a;
  assert.deepEqual([alpha('Alpha'), alpha('Opacity')], [0.5, 0.9]);
});

test('colors: the "Direction" table and "Corner directions are not converted"', async () => {
  assertPageSays(PAGE, '| Nothing, or `to bottom` |', 'Top to bottom (the default)');
  assertPageSays(PAGE, '| An angle in `deg`', '`0deg` points up, `90deg` right, `180deg` down');
  const corner = sentenceOf(PAGE, 'Corner directions are not converted.');
  assert.ok(corner.includes('`to left top` and `to right bottom` fall back to top to bottom'));
  assert.ok(corner.includes('such as `to top left`, does not parse at all'));
  assert.ok(corner.includes("Other angle units (`turn`, `rad`, `grad`) don't parse either"));
  const g = (dir: string) => `linear-gradient(${dir}hotpink, gold)`;
  const dirs = [
    '',
    'to bottom, ',
    '180deg, ',
    'to top, ',
    '0deg, ',
    'to right, ',
    '90deg, ',
    'to left, ',
    '-90deg, ',
    'to left top, ',
    'to right bottom, ',
  ];
  const drawn = await fillsOf(dirs.map(g));
  const t = Object.fromEntries(dirs.map((d, i) => [d, JSON.stringify(drawn[i].fills[0].gradientTransform)]));
  const groups = [
    ['', 'to bottom, ', '180deg, ', 'to left top, ', 'to right bottom, '],
    ['to top, ', '0deg, '],
    ['to right, ', '90deg, '],
    ['to left, ', '-90deg, '],
  ];
  for (const group of groups)
    assert.equal(new Set(group.map((d) => t[d])).size, 1, `same transform: ${group.join('|')}`);
  assert.equal(new Set(groups.map((group) => t[group[0]])).size, 4, 'four different directions');
  for (const dir of ['to top left, ', '0.25turn, ', '1rad, ', '100grad, '])
    assert.ok(await throws(g(dir)), `${dir} throws`);
});

test('colors: "every later stop without a position goes to 1"; lengths "are ignored"; an `rgba()` stop\'s alpha "reaches Figma as a string"', async () => {
  assertPageSays(
    PAGE,
    'The first stop without a position goes to 0',
    '**every later stop without a position goes to 1**',
  );
  assertPageSays(
    PAGE,
    'Stop positions are read only when they are percentages',
    'Lengths such as `20px` or `2em` are ignored',
  );
  assertPageSays(PAGE, 'the alpha of an `rgba()` stop reaches Figma as a string', "(`'0.5'`, not `0.5`)");
  const [bare, even, length, rgba] = await fillsOf([
    'linear-gradient(to right, hotpink, gold, teal)',
    'linear-gradient(to right, hotpink 0%, gold 50%, teal 100%)',
    'linear-gradient(to right, hotpink 0%, gold 20px, teal 100%)',
    'linear-gradient(to right, rgba(255, 105, 180, 0.5), gold)',
  ]);
  const positions = (d: {fills: Paint[]}) => d.fills[0].gradientStops!.map((s) => s.position);
  assert.deepEqual(positions(bare), [0, 1, 1]);
  assert.deepEqual(positions(even), [0, 0.5, 1]);
  assert.deepEqual(positions(length), [0, 1, 1], 'the 20px stop counts as unpositioned');
  assert.equal(rgba.fills[0].gradientStops![0].color.a, '0.5');
});
