/**
 * Image: the `resizeMode` table, the `source` shapes, what wins over the style's fill keys, the default size
 * and the two style limitations, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {appInPage, assertPageSays, closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/api/image.mdx';
/** A 1×1 PNG, so no request leaves the machine. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Paint {
  type: string;
  scaleMode?: string;
  imageTransform?: unknown;
  color?: unknown;
}
const paints = (layer: {props: Record<string, unknown>}) => layer.props.fills as Paint[];

test('image: the `resizeMode` → Figma scale mode table, and "No image transform is set" for `center` only', async () => {
  const modes = ['cover', 'contain', 'repeat', 'center', 'stretch', 'none'];
  const table = Object.fromEntries(
    modes.map((mode) => {
      const row = sentenceOf(PAGE, `| \`'${mode}'\``);
      const cell = /^\|[^|]*\|\s*`(\w+)`/.exec(row);
      assert.ok(cell, row);
      return [mode, cell[1]];
    }),
  );
  assertPageSays(PAGE, "| `'cover'`", '(default)');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Image',
      [
        ...modes.map(
          (m) => `<Image name="${m}" source="${PNG}" resizeMode="${m}" style={{width: 10, height: 10}} />`,
        ),
        `<Image name="default" source="${PNG}" style={{width: 10, height: 10}} />`,
      ].join('\n'),
    ),
  });
  for (const mode of modes) assert.equal(paints(byName(mode))[0].scaleMode, table[mode], mode);
  assert.equal(paints(byName('default'))[0].scaleMode, table.cover, 'cover is the default');
  assert.equal(paints(byName('center'))[0].imageTransform, undefined);
  assert.ok(paints(byName('stretch'))[0].imageTransform, 'stretch sets an image transform');
});

test('image: `source` as a string, `{uri}` or `{default}` all give an image fill', async () => {
  const sentence = sentenceOf(PAGE, '`{default: string}`');
  assert.ok(sentence.includes('the shape of an ES module object'));
  assertPageSays(PAGE, '`{uri: string}`', 'as in React Native');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Image',
      `<Image name="String" source="${PNG}" style={{width: 10, height: 10}} />
       <Image name="Uri" source={{uri: "${PNG}"}} style={{width: 10, height: 10}} />
       <Image name="Default" source={{default: "${PNG}"}} style={{width: 10, height: 10}} />`,
    ),
  });
  for (const name of ['String', 'Uri', 'Default'])
    assert.deepEqual(
      paints(byName(name)).map((p) => p.type),
      ['IMAGE'],
      name,
    );
});

test('image: "`source` and `resizeMode` always win over those two keys in `style`", and "A `backgroundColor` in the style is kept … stacked"', async () => {
  assertPageSays(
    PAGE,
    'React Figma turns them into the style keys',
    '`source` and `resizeMode` always win over those two keys in `style`',
  );
  assertPageSays(
    PAGE,
    'A `backgroundColor` in the style is kept',
    'a color paint and the image paint, stacked',
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Image',
      `<Image name="I" source="${PNG}" resizeMode="repeat"
         style={{width: 10, height: 10, backgroundColor: '#ff0000', backgroundImage: 'url(https://example.com/x.png)', backgroundSize: 'contain'}} />`,
    ),
  });
  const fills = paints(byName('I'));
  assert.deepEqual(
    fills.map((p) => [p.type, p.color ?? p.scaleMode]),
    [
      ['SOLID', {r: 1, g: 0, b: 0}],
      ['IMAGE', 'TILE'],
    ],
  );
});

test('image: "Give every Image a `width` and `height` … or it keeps the default size of a new Figma rectangle"', async () => {
  assertPageSays(PAGE, '**Size.**', 'the default size of a new Figma rectangle');
  const {byName} = await draw({
    'src/App.tsx': appInPage('Image, Rectangle', `<Image name="I" source="${PNG}" /><Rectangle name="R" />`),
  });
  const [i, r] = [byName('I'), byName('R')];
  assert.deepEqual([i.width, i.height], [r.width, r.height]);
});

test('image: "`borderRadius: \'50%\'` sends a 50 px corner radius" and "`opacity: 0` in `style` is ignored"', async () => {
  assertPageSays(PAGE, 'Percentage strings for `borderRadius`', "`borderRadius: '50%'` sends a 50 px");
  assertPageSays(PAGE, '`opacity: 0` in `style` is ignored', 'keeps its opacity of 1');
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Image',
      `<Image name="Round" source="${PNG}" style={{width: 40, height: 40, borderRadius: '50%'}} />
       <Image name="Hidden" source="${PNG}" style={{width: 40, height: 40, opacity: 0}} />
       <Image name="Prop" source="${PNG}" opacity={0} style={{width: 40, height: 40}} />`,
    ),
  });
  assert.equal(byName('Round').props.cornerRadius, 50);
  assert.equal(byName('Hidden').props.opacity, 1);
  assert.equal(byName('Prop').props.opacity, 0, 'the prop works');
});
