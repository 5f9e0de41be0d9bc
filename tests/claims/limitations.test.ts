/**
 * The rows of docs/limitations.mdx against react-figma 0.31.0: the Figma calls it never makes (its compiled
 * files), the renderers it has, what its engine run does (the site's preview worker) and what `tsc` with the
 * starter's tsconfig accepts; the known bugs' sections and their workarounds run. Test names quote the page.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  appInPage,
  assertPageSays,
  closeEngine,
  draw,
  drawInMain,
  IN_MAIN,
  quotedAsPages,
  reactFigmaFiles,
  runAsPlugin,
  sentenceOf,
  typeCheck,
} from '../helpers/claims';
import {labelAfterUpdate} from '../helpers/hotUpdate';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';
import {componentPropDefaults} from '../../src/data/propDefaults';
import {componentPropDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

test('"No file of react-figma 0.31.0 calls" the Figma APIs of the missing features', () => {
  const code = [...reactFigmaFiles().values()].join('\n');
  const missing = [
    'addComponentProperty', // Component properties
    'editComponentProperty',
    'setProperties',
    'importComponentByKeyAsync', // Instances of team library components
    'setRelaunchData', // Relaunch data
    'createSticky', // FigJam
    'createConnector',
    'createShapeWithText',
  ];
  assert.deepEqual(
    missing.filter((name) => code.includes(name)),
    [],
  );
  // The scan sees what react-figma does call.
  assert.deepEqual(
    ['createInstance', 'importStyleByKeyAsync', 'combineAsVariants', 'createImage'].filter(
      (n) => !code.includes(n),
    ),
    [],
  );
});

test('"renderers/index.ts lists only Figma design layers": no FigJam or DOM element has a renderer', async () => {
  const renderers = (await import('react-figma/renderers')) as Record<string, unknown>;
  assert.deepEqual(
    new Set(Object.keys(renderers).filter((k) => k !== 'default' && k !== '__esModule')),
    new Set([
      'rectangle',
      'text',
      'page',
      'frame',
      'component',
      'componentset',
      'instance',
      'star',
      'vector',
      'line',
      'group',
      'ellipse',
      'svg',
      'slice',
    ]),
  );
});

test('"exportAsyncCallback is never called"', async () => {
  const {layers, logs} = await draw({
    'src/App.tsx': appInPage(
      'Rectangle',
      "<Rectangle name=\"R\" style={{width: 10, height: 10}} exportAsyncSettings={{format: 'PNG'}} exportAsyncCallback={() => console.log('exported')} />",
    ),
  });
  assert.ok(!logs.some((line) => line.includes('exported')), logs.join('\n'));
  assert.ok(layers.some((n) => n.name === 'R'));
});

test('"Pass a Figma paint with the type GRADIENT_RADIAL … react-figma writes those paints unchanged"', async () => {
  const paint = {
    type: 'GRADIENT_RADIAL',
    gradientTransform: [
      [1, 0, 0],
      [0, 1, 0],
    ],
    gradientStops: [
      {position: 0, color: {r: 1, g: 1, b: 1, a: 1}},
      {position: 1, color: {r: 0, g: 0, b: 0, a: 1}},
    ],
  };
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Rectangle',
      `<Rectangle name="R" style={{width: 10, height: 10}} fills={[${JSON.stringify(paint)}]} />`,
    ),
  });
  assert.deepEqual(byName('R').props.fills, [paint]);
});

test('"a View 100% wide and 1 high, as the last child of a column, draws a bottom border"', async () => {
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Text',
      `<View name="Row" style={{width: 200, backgroundColor: '#ffffff'}}>
       <View name="Content" style={{height: 40}} />
       <View name="Border" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
     </View>`,
    ),
  });
  const row = byName('Row');
  const border = byName('Border');
  assert.deepEqual([border.x, border.y, border.width, border.height], [0, row.height - 1, row.width, 1]);
  assert.equal(row.height, 41);
});

test('"borderTopWidth … and the other per-side keys are not in the style typings, so TypeScript rejects them"', () => {
  const view = (key: string) =>
    "import * as React from 'react';\nimport {View} from 'react-figma';\n" +
    `export const Row = () => <View style={{${key}: 1}} />;`;
  const typeErrors = (code: string) => typeCheck({'Row.tsx': code});
  const errors = typeErrors(view('borderTopWidth'));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /borderTopWidth/);
  assert.deepEqual(typeErrors(view('borderWidth')), []);
});

const LIMITS = 'docs/limitations.mdx';

/** The section of the limitations page under `heading`, as one string. */
const section = (heading: string): string => {
  const text = fs.readFileSync(path.join(SITE_ROOT, LIMITS), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `${LIMITS}: no section ${heading}`);
  return text.slice(start, text.indexOf('\n## ', start + 1));
};

test('"An `Instance` copies the component node its `component` prop names … once its id reaches the UI"', async () => {
  const sentence = sentenceOf(LIMITS, 'An `Instance` copies the component node');
  assert.ok(
    sentence.includes('`rpc.ts:101-112`') && sentence.includes('`renderers/instance.ts:11`'),
    sentence,
  );
  assert.ok(!sentence.includes('can only copy a component that react-figma drew'), sentence);
  assertPageSays(
    LIMITS,
    '**Workaround.** Import the component',
    '`<Instance component={{id} as ComponentNode} />`',
  );
  const {byName, layers} = await drawInMain({
    'src/ui.tsx': `import * as React from 'react';
import {Page, Instance, render} from 'react-figma';
${IN_MAIN}
// What the main thread would import: a component react-figma did not draw, sent to the UI by its id.
void inMain(\`const main = figma.createComponent();
main.name = 'Library button';
main.resize(80, 30);
main.fills = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}];
const inner = figma.createRectangle();
inner.name = 'Inner';
main.appendChild(inner);
return main.id;\`).then((id: string) =>
  render(<Page isCurrent name="P"><Instance name="Copy" component={{id} as ComponentNode} /></Page>),
);
`,
  });
  const copy = byName('Copy');
  assert.equal(copy.type, 'INSTANCE');
  assert.deepEqual([copy.width, copy.height], [80, 30]);
  assert.equal(layers[layers.indexOf(copy) + 1].name, 'Inner', 'children included');
});

test('"A `View` without children is a Rectangle and ignores `backgrounds` … only `fills` paints it"; the View table says so', async () => {
  assertPageSays(
    LIMITS,
    'Pass a Figma paint with the type',
    'A `View` without children is a Rectangle and ignores `backgrounds`',
  );
  const paint = {type: 'SOLID', color: {r: 1, g: 0, b: 0}};
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View, Text',
      `<View name="Backgrounds" style={{width: 20, height: 20}} backgrounds={[${JSON.stringify(paint)}]} />
       <View name="Fills" style={{width: 20, height: 20}} fills={[${JSON.stringify(paint)}]} />
       <View name="Parent" style={{width: 20, height: 20}}><Text>x</Text></View>`,
    ),
  });
  assert.deepEqual(byName('Backgrounds').props.fills, [], 'backgrounds ignored');
  assert.deepEqual(byName('Fills').props.fills, [paint]);
  // With children the default is one black paint at opacity 0, not an empty list.
  assert.deepEqual(byName('Parent').props.fills, [{type: 'SOLID', color: {r: 0, g: 0, b: 0}, opacity: 0}]);
  assert.match(
    componentPropDefaults.View.backgrounds.note ?? '',
    /one solid black paint at opacity 0; without children, ignored/,
  );
  assert.match(componentPropDescriptions.View.backgrounds, /ignores `backgrounds`: use `fills`/);
  assert.ok(!componentPropDescriptions.View.fills.includes('or empty'), componentPropDescriptions.View.fills);
  assertPageSays('docs/api/view.mdx', '- **With children**', 'one solid black paint at opacity 0');
});

test('the known bugs each have a row, a section with react-figma source lines, and a workaround or "None"', () => {
  const bugs: Record<string, string[]> = {
    'A ComponentSet is drawn anew on every run': ['`renderer.tsx:38-46`', 'draw separate'],
    'Overrides of a nested instance': [
      '`components/component/Instance.tsx:28-49`',
      '`renderers/instance.ts:11`',
      "`Error: Cannot read properties of undefined (reading 'createInstance')`",
      'Make the slot a plain layer',
    ],
    'Hot updates keep the old tree running': ['`renderer.tsx:185-186`', '`module.hot.dispose`'],
    'Several pages in one render': [
      '`yoga/yogaStream.ts:31`',
      '`renderers/text.ts:91`',
      'Draw one page per plugin run',
    ],
    'React DevTools misreads components': ['`renderer.tsx:179-183`', '**Workaround.** None'],
    'absoluteFill in a parent with padding': [
      '`yoga/applyStyleToYogaNode.ts:95-104`',
      'the overlay is 288 × 148 at 0, 0',
      "`{position: 'absolute', width: 320, height: 180}`",
    ],
  };
  for (const [heading, words] of Object.entries(bugs)) {
    const text = section(heading).replace(/\s*\n\s*/g, ' ');
    for (const w of words) assert.ok(text.includes(w), `${heading}: ${w}`);
    assert.ok(text.includes('**Workaround.**'), heading);
  }
  const rows = fs
    .readFileSync(path.join(SITE_ROOT, LIMITS), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('| ['));
  for (const anchor of [
    'a-componentset-is-drawn-anew-on-every-run',
    'overrides-of-a-nested-instance',
    'hot-updates-keep-the-old-tree-running',
    'several-pages-in-one-render',
    'react-devtools-misreads-components',
    'absolutefill-in-a-parent-with-padding',
  ])
    assert.ok(
      rows.some((r) => r.includes(`](#${anchor})`)),
      `a table row links to #${anchor}`,
    );
});

test("the known bugs' workarounds run: separate Components keep their ids, a plain slot takes an override, one page lays out, HMR, absoluteFill", async () => {
  const {logs, byName, layers} = await drawInMain({
    'src/ui.tsx': `import * as React from 'react';
import {Page, View, Rectangle, Text, StyleSheet, createComponent, render} from 'react-figma';
${IN_MAIN}
const Button = createComponent();
const App = () => (
  <Page isCurrent name="P">
    <Button.Component name="Button" style={{backgroundColor: '#0d99ff'}}>
      <Rectangle name="Icon" style={{width: 16, height: 16, margin: 8, backgroundColor: '#ffffff'}} />
    </Button.Component>
    <Button.Instance name="Copy" overrides={{Icon: {style: {margin: 8, backgroundColor: '#ff0000'}}}} />
    <View name="Card" style={{width: 200, padding: 20}}><Text name="Label">Laid out</Text></View>
    <View name="Padded" style={{width: 320, height: 180, padding: 16}}>
      <View style={{width: 10, height: 10}} />
      <View name="Sized" style={{position: 'absolute', width: 320, height: 180}} />
    </View>
    <View style={{width: 320, height: 180}}>
      <View style={{padding: 16}}><View style={{width: 10, height: 10}} /></View>
      <View name="Fill" style={StyleSheet.absoluteFill} />
    </View>
  </Page>
);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
(async () => {
  await render(<App />);
  await wait(100);
  const id = () => inMain("return figma.currentPage.findOne((n) => n.type === 'COMPONENT').id;");
  const first = await id();
  await render(<App />);
  await wait(100);
  console.log(JSON.stringify(first === (await id())));
})();
`,
  });
  assert.ok(logs.includes('log: true'), 'the Component kept its id over two runs');
  const copy = layers.indexOf(byName('Copy'));
  const icon = layers.slice(copy + 1).find((l) => l.name === 'Icon')!;
  assert.deepEqual(
    (icon.props.fills as {color: unknown}[]).map((p) => p.color),
    [{r: 1, g: 0, b: 0}],
  );
  assert.deepEqual([byName('Label').x, byName('Label').y], [20, 20], 'one page, laid out');
  for (const name of ['Sized', 'Fill']) {
    const l = byName(name);
    assert.deepEqual([l.x, l.y, l.width, l.height], [0, 0, 320, 180], `absoluteFill's workaround: ${name}`);
  }
  const ui = codeFences(fs.readFileSync(path.join(SITE_ROOT, 'docs/hmr.mdx'), 'utf8')).find((f) =>
    f.value.includes('module.hot.dispose('),
  );
  assert.ok(ui, 'the HMR page has the workaround');
  assert.equal(await labelAfterUpdate(ui.value), 'new', 'the old tree is unmounted on an update');
});

test("\"`'100%'` is the column's width inside its padding: in a column with `padding: 10` the line stops 10 px short of each side\"; padding on a View inside lets it reach the edges", async () => {
  assertPageSays(
    'docs/limitations.mdx',
    'For a bottom border, make the last child',
    "`'100%'` is the column's width inside its padding: in a column with `padding: 10` the line stops 10 px short of each side, so when the line must reach the edges, put the padding on a View inside the column instead.",
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View name="Padded" style={{width: 200, padding: 10}}>
         <View style={{height: 40}} />
         <View name="Short" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
       </View>
       <View name="Column" style={{width: 200}}>
         <View style={{padding: 10}}><View style={{height: 40}} /></View>
         <View name="Full" style={{width: '100%', height: 1, backgroundColor: '#e6e6e6'}} />
       </View>`,
    ),
  });
  const span = (name: string, parent: string) => [byName(name).x - byName(parent).x, byName(name).width];
  assert.deepEqual(span('Short', 'Padded'), [10, 180]);
  assert.deepEqual(span('Full', 'Column'), [0, 200]);
});

/** The `### heading` section of the limitations page, folded to one line. */
const subsection = (heading: string): string => {
  const text = fs.readFileSync(path.join(SITE_ROOT, LIMITS), 'utf8');
  const start = text.indexOf(`\n### ${heading}\n`);
  assert.ok(start >= 0, `${LIMITS}: no section ${heading}`);
  const end = text.slice(start + 1).search(/\n##+ /);
  return text.slice(start, start + 1 + end).replace(/\s*\n\s*/g, ' ');
};

const TRACKER_BUGS: Record<string, string[]> = {
  'Nothing is drawn after setting window.onmessage in the plugin UI': ['`figma-jsonrpc/rpc.js`'],
  'A shadow ignores the alpha of an rgba shadowColor when shadowOpacity is set': [
    '`styleTransformers/transformShadowToEffect.ts:11`',
  ],
  "'width' does not exist in type: an Image source with width and height": ['`components/Image/Image.tsx:7`'],
  'lineHeight passed as a prop, as styled-system passes it': [
    '`components/text/Text.tsx:61-65`',
    '`renderers/text.ts:17-32`',
    'not confirmed',
  ],
};

test('the tracker bugs sit in one group just before Related, each with its source and a workaround', () => {
  const text = fs.readFileSync(path.join(SITE_ROOT, LIMITS), 'utf8');
  const group = text.indexOf('\n## Other bugs in 0.31.0\n');
  assert.ok(group >= 0 && group < text.indexOf('\n## Related\n'), 'the group comes before Related');
  assert.equal(text.slice(group + 1).search(/\n## /), text.slice(group + 1).indexOf('\n## Related\n'));
  for (const [heading, words] of Object.entries(TRACKER_BUGS)) {
    const body = subsection(heading);
    assert.ok(text.indexOf(`\n### ${heading}\n`) > group, heading);
    for (const w of [...words, '**Workaround.**']) assert.ok(body.includes(w), `${heading}: ${w}`);
  }
  // figma-jsonrpc's UI side sets the window's handler by assignment, which the reader's assignment replaces.
  const rpc = fs.readFileSync(path.join(SITE_ROOT, 'node_modules/figma-jsonrpc/rpc.js'), 'utf8');
  assert.match(rpc, /^\s*onmessage = event => handleRaw\(event\.data\.pluginMessage\)/m);
  // …and rejects a request left unanswered, after the 60 s react-figma asks for (its rpc.ts).
  assert.match(rpc, /reject\(new Error\("Request " \+ method \+ " timed out\."\)\)/);
  assert.equal(
    reactFigmaFiles()
      .get('rpc.js')
      ?.match(/timeout: 60 \* 1000/g)?.length,
    2,
  );
});

/** A plugin UI that runs `line` before it renders one Rectangle `R` on a Page `P`. */
const uiWith = (line: string) => ({
  'src/ui.tsx': `import * as React from 'react';
import {Page, Rectangle, render} from 'react-figma';
${line}
render(<Page isCurrent name="P"><Rectangle name="R" style={{width: 10, height: 10}} /></Page>);
`,
});

test('"Assigning your own `window.onmessage` … replaces that handler": nothing drawn; addEventListener draws', async () => {
  assertPageSays(
    LIMITS,
    "receives the main thread's answers",
    'the UI sent only its first request, `getInitialTree`, and no page was created',
  );
  assertPageSays(
    LIMITS,
    "Listen with `window.addEventListener('message', handler)`",
    "React Figma's messages (JSON-RPC objects) arrive there too. Run that way, the page was drawn.",
  );
  // The UI waits for an answer it never gets, so the run never settles: 5 s, not the host's 30 s, shows it.
  const assigned = await runAsPlugin(uiWith("window.onmessage = () => console.log('mine');"), 5000);
  assert.deepEqual(assigned.errors, ['run did not settle within 5000 ms']);
  assert.deepEqual(assigned.uiToMain, ['getInitialTree']);
  assert.ok(!assigned.pages.some((p) => p.name === 'P'), 'no page drawn');
  assert.ok(assigned.console.includes('log: mine'), "the answer reached the reader's handler");
  const listened = await runAsPlugin(
    uiWith(`window.addEventListener('message', (event: MessageEvent) => {
  if (event.data.pluginMessage?.jsonrpc) console.log('json-rpc');
});`),
  );
  const page = listened.pages.find((p) => p.name === 'P');
  assert.deepEqual(
    (page?.children ?? []).map((l) => l.name),
    ['R'],
  );
  assert.ok(listened.console.includes('log: json-rpc'), "React Figma's messages reach the listener");
});

test('"`shadowOpacity: 1` gave a drop shadow of alpha 1"; the color alone gave alpha 0.5', async () => {
  assertPageSays(
    LIMITS,
    'When a style sets both `shadowColor` and `shadowOpacity`',
    "`shadowColor: 'rgba(217, 217, 217, 0.5)'` with `shadowOpacity: 1` gave a drop shadow of alpha 1.",
  );
  assertPageSays(
    LIMITS,
    'Put the alpha in one place',
    "`shadowColor: 'rgba(217, 217, 217, 0.5)'` alone gave a shadow of alpha 0.5.",
  );
  const shadow = "shadowColor: 'rgba(217, 217, 217, 0.5)', shadowRadius: 10";
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View name="Both" style={{width: 20, height: 20, backgroundColor: '#ffffff', ${shadow}, shadowOpacity: 1}} />
       <View name="Color" style={{width: 20, height: 20, backgroundColor: '#ffffff', ${shadow}}} />`,
    ),
  });
  const alpha = (name: string) =>
    (byName(name).props.effects as {type: string; color: {a: number}}[]).map((e) => [e.type, e.color.a]);
  assert.deepEqual(alpha('Both'), [['DROP_SHADOW', 1]]);
  assert.deepEqual(alpha('Color'), [['DROP_SHADOW', 0.5]]);
});

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('"`source={{uri, width, height}}` stops `tsc`" with the quoted TS2353; the sizes are ignored, `style` sizes it', async () => {
  const errors = typeCheck({
    'Photo.tsx': `import * as React from 'react';
import {Image} from 'react-figma';
export const Photo = () => <Image source={{uri: 'https://example.com/a.png', width: 40, height: 30}} />;`,
  });
  assert.equal(errors.length, 1, errors.join('\n'));
  assertPageSays(LIMITS, 'TS2353: Object literal', quotedAsPages(errors[0]));
  assertPageSays(LIMITS, 'With the type cast away', 'the image layer was 100 × 100, as without them');
  assertPageSays(
    LIMITS,
    'Give the size in `style`',
    '`style={{width: 40, height: 30}}` with `source={{uri}}` drew a 40 × 30 image.',
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Image',
      `<Image name="Cast" source={{uri: '${PIXEL}', width: 40, height: 30} as {uri: string}} />
       <Image name="Styled" style={{width: 40, height: 30}} source={{uri: '${PIXEL}'}} />
       <Image name="Plain" source={{uri: '${PIXEL}'}} />`,
    ),
  });
  const size = (name: string) => [byName(name).width, byName(name).height];
  assert.deepEqual(size('Cast'), [100, 100]);
  assert.deepEqual(size('Plain'), [100, 100]);
  assert.deepEqual(size('Styled'), [40, 30]);
  assert.deepEqual(
    (byName('Styled').props.fills as {type: string}[]).map((f) => f.type),
    ['IMAGE'],
  );
});

test('"a `lineHeight={20}` prop, which TypeScript rejects … reaches Figma as the number 20 and wins over the `lineHeight` in `style`"', async () => {
  assertPageSays(
    LIMITS,
    '`Text` converts the style keys it finds in `style`',
    'reaches Figma as the number 20 and wins over the `lineHeight` in `style`',
  );
  assertPageSays(
    LIMITS,
    'Give style keys in `style` only',
    "`style={{lineHeight: 20}}` became `{value: 20, unit: 'PIXELS'}`.",
  );
  const errors = typeCheck({
    'Label.tsx': `import * as React from 'react';
import {Text} from 'react-figma';
export const Label = () => <Text lineHeight={20}>x</Text>;`,
  });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /TS2322: Type 'number' is not assignable to type '.*LineHeight/);
  const untyped = '{...({lineHeight: 20} as object)}';
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Text',
      `<Text name="Prop" style={{lineHeight: 30}} ${untyped}>Hello</Text>
       <Text name="Style" style={{lineHeight: 20}}>Hello</Text>`,
    ),
  });
  assert.equal(byName('Prop').props.lineHeight, 20);
  assert.deepEqual(byName('Style').props.lineHeight, {value: 20, unit: 'PIXELS'});
});
