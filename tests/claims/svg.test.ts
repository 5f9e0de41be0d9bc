/**
 * Svg: its background default, what its type takes, and markup that follows state, run through the preview
 * engine and the starter's tsc.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  appInPage,
  appRerendered,
  assertPageSays,
  closeEngine,
  draw,
  drawPageExample,
  typeCheckEach,
} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

after(closeEngine);

const PAGE = 'docs/api/svg.mdx';
const markup = (color: string) =>
  `<svg width="20" height="10"><rect width="20" height="10" fill="${color}"/></svg>`;

test('svg: "`backgrounds` defaults to `[]`, so the frame itself is transparent; `style.backgroundColor` or the `backgrounds` prop paints it"', async () => {
  assertPageSays(
    PAGE,
    '**Background:**',
    '`backgrounds` defaults to `[]`, so the frame itself is transparent; `style.backgroundColor` or the `backgrounds` prop paints it',
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Svg',
      `<Svg name="Bare" source={${JSON.stringify(markup('#000'))}} />
       <Svg name="Style" source={${JSON.stringify(markup('#000'))}} style={{backgroundColor: '#ff0000'}} />
       <Svg name="Prop" source={${JSON.stringify(markup('#000'))}} backgrounds={[{type: 'SOLID', color: {r: 0, g: 0, b: 1}}]} />`,
    ),
  });
  const colors = (name: string) => (byName(name).props.backgrounds as {color: unknown}[]).map((p) => p.color);
  assert.deepEqual(colors('Bare'), []);
  assert.deepEqual(colors('Style'), [{r: 1, g: 0, b: 0}]);
  assert.deepEqual(colors('Prop'), [{r: 0, g: 0, b: 1}]);
});

test('svg: "Auto layout props are not part of its type"', () => {
  assertPageSays(PAGE, '**What is not:**', 'Auto layout props are not part of its type');
  const header = "import * as React from 'react';\nimport {Svg, Frame} from 'react-figma';\n";
  const result = typeCheckEach({
    'Svg.tsx': `${header}export const A = () => <Svg source="<svg/>" layoutMode="HORIZONTAL" />;\n`,
    'Frame.tsx': `${header}export const A = () => <Frame layoutMode="HORIZONTAL" />;\n`,
  });
  assert.ok(
    result['Svg.tsx'].some((e) => e.includes('error TS2322:') && e.includes('layoutMode')),
    result['Svg.tsx'].join('\n'),
  );
  assert.deepEqual(result['Frame.tsx'], [], 'a Frame takes it');
});

// The stand-in keeps the markup on the frame it first made and builds no children, so the rebuilt children
// themselves are not asserted here.
test('svg: "When `source` changes, it … keeps the frame itself, with its name, position"', async () => {
  assertPageSays(
    PAGE,
    '**Changing the markup:**',
    'keeps the frame itself, with its name, position and plugin data',
  );
  const {layers} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Svg, Rectangle} from 'react-figma';
export const App = () => {
  const [color, setColor] = React.useState('#000000');
  React.useEffect(() => { setTimeout(() => setColor('#ff0000'), 10); }, []);
  return (
    <Page isCurrent name="P">
      <View style={{padding: 12}}>
        <Svg name="Icon" source={\`<svg width="20" height="10"><rect width="20" height="10" fill="\${color}"/></svg>\`} />
      </View>
      <Rectangle name={color} />
    </Page>
  );
};
`,
  });
  assert.ok(
    layers.some((l) => l.name === '#ff0000'),
    'the re-render ran',
  );
  const icons = layers.filter((l) => l.name === 'Icon');
  assert.equal(icons.length, 1, 'one frame, not a second copy');
  assert.deepEqual([icons[0].x, icons[0].y], [12, 12], 'same place');
});

test('svg: "as of 0.31.0 it does not accept auto layout props and does not apply corner radius, `clipsContent`, layout grids or guides"', async () => {
  assertPageSays(
    PAGE,
    '**No frame features.**',
    'does not apply corner radius, `clipsContent`, layout grids or guides',
  );
  const features = {cornerRadius: '{4}', clipsContent: '{false}', layoutGrids: '{[]}', guides: '{[]}'};
  const header = "import * as React from 'react';\nimport {Svg} from 'react-figma';\n";
  const result = typeCheckEach(
    Object.fromEntries(
      Object.entries(features).map(([prop, value]) => [
        `${prop}.tsx`,
        `${header}export const A = () => <Svg source="<svg/>" ${prop}=${value} />;\n`,
      ]),
    ),
  );
  for (const prop of Object.keys(features))
    assert.ok(
      result[`${prop}.tsx`].some((e) => e.includes('error TS2322:') && e.includes(prop)),
      `${prop}: ${result[`${prop}.tsx`].join('\n')}`,
    );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Svg',
      `<Svg name="Bare" source={${JSON.stringify(markup('#000'))}} />
       <Svg name="Given" source={${JSON.stringify(markup('#000'))}} {...({cornerRadius: 4, clipsContent: false} as object)} />`,
    ),
  });
  const [bare, given] = [byName('Bare').props, byName('Given').props];
  assert.notEqual(given.cornerRadius, 4, 'corner radius not written');
  assert.equal(given.clipsContent, bare.clipsContent, 'clipsContent left as created');
});

test('svg: "Coming from react-native-svg": React Figma "has none of those elements" and the markup example draws', async () => {
  assertPageSays(PAGE, 'react-native-svg builds a drawing', 'React Figma has none of those elements');
  assertPageSays(PAGE, 'react-native-svg builds a drawing', 'one string of SVG markup in `source`');
  const index = fs.readFileSync(path.join(SITE_ROOT, 'node_modules/react-figma/index.d.ts'), 'utf8');
  const exported = [...index.matchAll(/export \{ (?:default as )?(\w+)/g)].map((m) => m[1]);
  assert.ok(exported.includes('Svg'));
  assert.deepEqual(
    ['Circle', 'Path', 'G', 'Defs', 'Polygon'].filter((n) => exported.includes(n)),
    [],
  );
  const ring = (await drawPageExample(PAGE, 'In react-native-svg:')).byName('Ring');
  assert.equal(ring.type, 'FRAME');
});

test('svg: "the frame takes the size Figma derives from the first markup … and keeps it when `source` changes"; a `style` size that changes with it resizes the frame', async () => {
  assertPageSays(
    PAGE,
    '**Size:**',
    'the frame takes the size Figma derives from the first markup (its `width`, `height` and `viewBox`) and keeps it when `source` changes',
  );
  assertPageSays(PAGE, '**Size:**', 'give the `Svg` a `style` `width` and `height` that change with it');
  const before = `const small = '<svg width="20" height="10" viewBox="0 0 20 10"></svg>';
const big = '<svg width="40" height="30" viewBox="0 0 40 30"></svg>';`;
  const {byName} = await draw({
    'src/App.tsx': appRerendered(
      'Svg, Rectangle',
      `<Svg name="Plain" source={first ? small : big} />
       <Svg name="Styled" source={first ? small : big} style={first ? {width: 20, height: 10} : {width: 40, height: 30}} />
       <Svg name="Big" source={big} />
       <Rectangle name={first ? 'first' : 'second'} />`,
      before,
    ),
  });
  const size = (name: string) => [byName(name).width, byName(name).height];
  assert.ok(byName('second'), 'the re-render ran');
  assert.deepEqual(size('Big'), [40, 30], 'the larger markup, drawn first, is 40 × 30');
  assert.deepEqual(size('Plain'), [20, 10], 'changed to it, the frame keeps 20 × 10');
  assert.deepEqual(size('Styled'), [40, 30], 'with the style size changed too, it follows');
});
