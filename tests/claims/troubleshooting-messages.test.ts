/**
 * The messages and symptoms of docs/troubleshooting.mdx, produced by react-figma 0.31.0 in the site's engine
 * (the preview worker), and each fix shown to remove them. Test names quote the page.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {
  appInPage,
  assertPageSays,
  closeEngine,
  drawInMain,
  IN_MAIN,
  reactFigmaFiles,
  runAsPlugin,
  runEngine,
  runWithStarterGlobals,
} from '../helpers/claims';

after(closeEngine);

/** Runs `app` as `src/App.tsx`: its `App` drawn, or the file itself when it calls `render`. */
const run = (app: string) => runEngine({'src/App.tsx': app});

const PAGE = 'docs/troubleshooting.mdx';

test('"Error: renderers[type] is not a function": in the one-thread test recipe a div does not stop the render; `node --test` fails on the unhandled TypeError', () => {
  assertPageSays(
    PAGE,
    'In a test that renders in one thread',
    'the render goes on and both neighbours of the element are drawn, and `node --test` fails the test on the unhandled rejection',
  );
  const probe = (element: string) => `import * as React from 'react';
import {test} from 'node:test';
import {render, Page, View} from 'react-figma';
test('draws', async () => {
  render(<Page isCurrent name="P"><View name="Before" />${element}<View name="After" /></Page>);
  await new Promise((resolve) => setTimeout(resolve, 500));
});
test('layers', () => {
  for (const page of figma.root.children) console.log('PAGE ' + JSON.stringify([page.name, page.children.map((c) => c.name)]));
});
`;
  const pages = (stdout: string) =>
    [...stdout.matchAll(/PAGE (\[.*\])$/gm)].map((m) => JSON.parse(m[1]) as unknown);
  const div = runWithStarterGlobals(
    {'probe.test.tsx': probe(`{React.createElement('div', null, <View name="Inner" />)}`)},
    ['--test', '--test-force-exit', 'probe.test.tsx'],
  );
  const out = div.stdout + div.stderr;
  assert.notEqual(div.status, 0, out);
  assert.match(out, /failureType: 'unhandledRejection'/, out);
  assert.match(
    out,
    /error: 'renderers\[type\] is not a function'\n\s+code: 'ERR_TEST_FAILURE'\n\s+name: 'TypeError'/,
    out,
  );
  // Both neighbours on the rendered page; the div's child on the page that was current before the run.
  assert.deepEqual(pages(div.stdout), [
    [null, ['Inner']], // figma-api-stub's first page has no name
    ['P', ['Before', 'After']],
  ]);
  const view = runWithStarterGlobals({'probe.test.tsx': probe('<View name="Box" />')}, [
    '--test',
    '--test-force-exit',
    'probe.test.tsx',
  ]);
  assert.equal(view.status, 0, view.stdout + view.stderr);
});

test('"Error: renderers[type] is not a function": the site\'s engine, on two threads, draws the rest and reports the plain Error', async () => {
  assertPageSays(
    PAGE,
    "This site's engine runs the two threads too",
    'shows the same error with the rest drawn',
  );
  const result = await run(
    appInPage('View', '<View name="Before" />{React.createElement(\'div\', null)}<View name="After" />'),
  );
  assert.ok(!result.ok);
  assert.match(result.error, /^Error: renderers\[type\] is not a function/);
  assert.deepEqual(
    result.drawn?.tree.children.map((c) => c.name),
    ['Before', 'After'],
  );
  // "Its own children are created but never attached": on the page that was current before the run.
  assertPageSays(PAGE, 'Its own children are created but never attached', 'outside the `Page` you rendered');
  const withChild = await run(
    appInPage(
      'View',
      `<View name="Before" />{React.createElement('div', null, <View name="Inner" />)}<View name="After" />`,
    ),
  );
  assert.ok(!withChild.ok);
  assert.deepEqual(
    withChild.drawn?.tree.children.map((c) => c.name),
    ['Before', 'After'],
  );
  assert.deepEqual(
    withChild.drawn?.others.map((o) => o.children.map((c) => c.name)),
    [['Inner']],
  );
});

test('"Error: renderers[type] is not a function": as a plugin on two threads, the div is missing, the other layers are drawn, the error is an unhandled rejection', async () => {
  assertPageSays(
    PAGE,
    'In the plugin UI',
    'with the layer missing from the canvas and everything else drawn',
  );
  assertPageSays('docs/limitations.mdx', 'has no renderer', 'every other layer is still drawn');
  const report = await runAsPlugin({
    'src/App.tsx': `import * as React from 'react';
import {Page, View, Text} from 'react-figma';
export const App = () => (
  <Page name="Card" isCurrent>
    <View name="Before" style={{width: 40, height: 40, backgroundColor: '#ff0000'}} />
    {React.createElement('div', null, <View name="Inner" />)}
    <Text name="After">after the div</Text>
  </Page>
);`,
  });
  assertPageSays(
    'docs/limitations.mdx',
    'has no renderer',
    'they stay on the page that was current before the run',
  );
  // The first page was current before the run; react-figma made Card current.
  assert.deepEqual(
    report.pages.filter((p) => p.name !== 'Card').map((p) => (p.children ?? []).map((l) => l.name)),
    [['Inner']],
  );
  const card = report.pages.find((p) => p.name === 'Card');
  assert.deepEqual(
    (card?.children ?? []).map((l) => l.name),
    ['Before', 'After'],
  );
  // figma-jsonrpc re-creates the main thread's TypeError as a plain Error (its rpc.js `sendRequest`).
  const rejection = report.errors.find((e) => /unhandled rejection: Error: \S+ is not a function/.test(e));
  assert.ok(rejection, report.errors.join('\n'));
  assert.doesNotMatch(rejection, /TypeError/);
});

test('"Cannot read properties of undefined (reading \'a\')": hotPink and a radial gradient; hotpink draws', async () => {
  for (const color of ['hotPink', 'radial-gradient(#ffffff, #000000)']) {
    const result = await run(
      appInPage('View', `<View style={{width: 10, height: 10, backgroundColor: '${color}'}} />`),
    );
    assert.ok(!result.ok, color);
    assert.match(result.error, /Cannot read properties of undefined \(reading 'a'\)/, color);
    assert.match(result.error, /colorToPaint/, color);
  }
  const fixed = await run(
    appInPage('View', `<View name="Box" style={{width: 10, height: 10, backgroundColor: 'hotpink'}} />`),
  );
  assert.ok(fixed.ok, !fixed.ok ? fixed.error : '');
});

/**
 * An App of two components in a row, Box then Sibling, each with its own state. 100 ms after mounting, the UI
 * asks the main thread to move Box to x = 500 (as a person dragging it in Figma would), then `change` runs:
 * `box` re-renders Box with the same props, `sibling` re-renders Sibling alone, `grow` widens a Sibling
 * placed before Box. 200 ms later the UI logs Box's x, read in the main thread, and how often Box rendered.
 */
const movedApp = (change: 'box' | 'sibling' | 'grow') => `import * as React from 'react';
import {Page, View} from 'react-figma';
${IN_MAIN}
let boxId = '';
let boxRenders = 0;
const rerender = {box: () => {}, sibling: () => {}};
const Box = () => {
  boxRenders += 1;
  const [, setCount] = React.useState(0);
  rerender.box = () => setCount(1);
  return <View name="Box" onNodeId={(id) => { boxId = id; }} style={{width: 10, height: 10}} />;
};
const Sibling = () => {
  const [count, setCount] = React.useState(0);
  rerender.sibling = () => setCount(1);
  return <View name={'Sibling ' + count} style={{width: ${change === 'grow' ? 'count ? 30 : 10' : '10'}, height: 10}} />;
};
export const App = () => {
  React.useEffect(() => {
    setTimeout(() => {
      void inMain('figma.getNodeById(' + JSON.stringify(boxId) + ').x = 500;');
      rerender.${change === 'box' ? 'box' : 'sibling'}();
      setTimeout(async () => {
        const x = await inMain('return figma.getNodeById(' + JSON.stringify(boxId) + ').x;');
        console.log(JSON.stringify({x, boxRenders}));
      }, 200);
    }, 100);
  }, []);
  return (
    <Page isCurrent name="P" style={{flexDirection: 'row'}}>
      ${change === 'grow' ? '<Sibling /><Box />' : '<Box /><Sibling />'}
    </Page>
  );
};
`;

test('"A layer you moved in Figma moves back" "when its own component renders again … or when a change elsewhere moves it in the layout"; a render of other components leaves it', async () => {
  const page = 'docs/troubleshooting.mdx';
  assertPageSays(
    page,
    'You drag or resize a layer',
    'it jumps back when its own component renders again (its state or props change, its parent renders, a new run, an HMR update) or when a change elsewhere moves it in the layout. A render of other components that leaves its place in the layout alone leaves it where you put it.',
  );
  assertPageSays(
    page,
    'React Figma owns the layers it draws',
    "React Figma also writes a layer again when a new layout moves or resizes it. A layer whose component doesn't render and whose layout doesn't change is not written at all.",
  );
  const boxAfter = async (change: 'box' | 'sibling' | 'grow') => {
    const {logs, layers} = await drawInMain({'src/App.tsx': movedApp(change)});
    const line = logs.find((l) => l.startsWith('log: {'));
    assert.ok(line, logs.join('\n'));
    assert.ok(change === 'box' || layers.some((n) => n.name === 'Sibling 1'), 'the sibling rendered');
    return JSON.parse(line.slice('log: '.length)) as {x: number; boxRenders: number};
  };
  assert.deepEqual(
    await boxAfter('box'),
    {x: 0, boxRenders: 2},
    'its own component rendered again, with the same props: back at its laid-out x',
  );
  assert.deepEqual(
    await boxAfter('sibling'),
    {x: 500, boxRenders: 1},
    'only a sibling rendered: it stays where it was moved',
  );
  assert.deepEqual(
    await boxAfter('grow'),
    {x: 30, boxRenders: 1},
    'a sibling grew and pushed it: written at its new laid-out x, though Box itself did not render',
  );
});

/**
 * Runs an app with a Before frame, a View colored `first` then, 300 ms later, `then`, and an After rectangle,
 * under the starter's test recipe (figma-api-stub as it is, where the engine would stop at the error), and
 * returns every page's layers (names, nested) 1 s after the render.
 */
function documentAfterBadColor(first: string, then: string): unknown {
  const probe = `import * as React from 'react';
import {render, Page, View, Rectangle} from 'react-figma';
process.on('uncaughtException', (e) => console.log('THROWN ' + String(e)));
const names = (n: any): unknown => (n.children ? [n.name ?? '', n.children.map(names)] : n.name);
const App = () => {
  const [color, setColor] = React.useState('${first}');
  React.useEffect(() => { setTimeout(() => setColor('${then}'), 300); }, []);
  return (
    <Page isCurrent name="P">
      <View name="Before"><Rectangle name="Inside" /></View>
      <View name={color} style={{width: 10, height: 10, backgroundColor: color}} />
      <Rectangle name="After" />
    </Page>
  );
};
render(<App />);
setTimeout(() => { console.log('RESULT ' + JSON.stringify(figma.root.children.map(names))); process.exit(0); }, 1000);
`;
  const run = runWithStarterGlobals({'probe.tsx': probe}, ['probe.tsx']);
  assert.match(
    run.stdout,
    /THROWN TypeError: Cannot read properties of undefined \(reading 'a'\)/,
    run.stdout + run.stderr,
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, run.stdout + run.stderr);
  return JSON.parse(line.slice('RESULT '.length));
}

test('"Cannot read properties of undefined (reading \'a\')": "React then drops the whole render, not only that component"', () => {
  const page = 'docs/troubleshooting.mdx';
  assertPageSays(
    page,
    'An invalid color crashes the render',
    'React then drops the whole render, not only that component: on a first render no `Page` is drawn at all, and on a later render every layer stays as the previous render left it.',
  );
  assertPageSays(
    page,
    'An invalid color crashes the render',
    "in the test recipe's figma-api-stub, the ones before and after the bad color were",
  );
  // figma-api-stub starts with one unnamed page, the current one; the app's Page would be a second, "P".
  assert.deepEqual(
    documentAfterBadColor('hotPink', 'hotPink'),
    [['', [['Before', ['Inside']], 'After']]],
    'first render: no Page P; the layers before and after the bad View are loose on the current page',
  );
  assert.deepEqual(
    documentAfterBadColor('hotpink', 'hotPink'),
    [
      ['', []],
      ['P', [['Before', ['Inside']], 'hotpink', 'After']],
    ],
    "later render: the page keeps the first render's layers, the View still named hotpink",
  );
});

const WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

test(`"${WARNING}": two render() calls of apps with one context provider; one call prints none`, async () => {
  const twoRoots = `import * as React from 'react';
import {Page, Text, render} from 'react-figma';
const Theme = React.createContext('light');
const First = () => <Theme.Provider value="dark"><Page isCurrent name="One"><Text>one</Text></Page></Theme.Provider>;
const Second = () => <Theme.Provider value="dark"><Page name="Two"><Text>two</Text></Page></Theme.Provider>;
${'render(<First />);'}
render(<Second />);
`;
  const two = await run(twoRoots);
  assert.ok(two.ok, !two.ok ? two.error : '');
  assert.ok(
    two.logs.some((line) => line.includes(WARNING)),
    two.logs.join('\n'),
  );

  const oneRoot = twoRoots.replace('render(<Second />);', '');
  const one = await run(oneRoot);
  assert.ok(one.ok, !one.ok ? one.error : '');
  assert.ok(!one.logs.some((line) => line.includes(WARNING)), one.logs.join('\n'));
});

test(`"${WARNING}" is in react-reconciler's development build only`, () => {
  const cjs = path.join(SITE_ROOT, 'node_modules/react-figma/node_modules/react-reconciler/cjs');
  const builds = fs
    .readdirSync(cjs)
    .filter((f) => /^react-reconciler\.(development|production\.min)\.js$/.test(f));
  // The development build splits the message over two string literals ('… rendering the ' + 'same …').
  const unsplit = (text: string) => text.replace(/' \+ '/g, '');
  const withWarning = builds.filter((f) =>
    unsplit(fs.readFileSync(path.join(cjs, f), 'utf8')).includes(WARNING),
  );
  assert.deepEqual(
    new Set(builds),
    new Set(['react-reconciler.development.js', 'react-reconciler.production.min.js']),
  );
  assert.deepEqual(withWarning, ['react-reconciler.development.js']);
});

test('"Non-standard font styles may not work at other platforms", then the font is not found', async () => {
  const result = await run(appInPage('Text', "<Text style={{fontStyle: 'oblique' as 'italic'}}>Hi</Text>"));
  assert.ok(result.ok, !result.ok ? result.error : '');
  assert.ok(
    result.logs.includes(
      "warn: fontStyle: 'oblique': Non-standard font styles may not work at other platforms",
    ),
    result.logs.join('\n'),
  );
  assert.ok(result.logs.includes('warn: Font Inter Oblique not found'), result.logs.join('\n'));
  const italic = await run(appInPage('Text', "<Text style={{fontStyle: 'italic'}}>Hi</Text>"));
  assert.ok(italic.ok && !italic.logs.some((line) => line.includes('Non-standard')), italic.logs.join('\n'));
});

test('"$updateYogaReactId in the console" when a Text is drawn', async () => {
  const result = await run(appInPage('Text', '<Text>Hi</Text>'));
  assert.ok(
    result.ok && result.logs.some((line) => line.startsWith('log: $updateYogaReactId')),
    result.logs.join('\n'),
  );
});

test('"React DevTools is not running" is the message of helpers/connectToDevTools.js', () => {
  const file = reactFigmaFiles().get('helpers/connectToDevTools.js') ?? '';
  assert.ok(
    file.includes(
      'React DevTools is not running. Please run React DevTools or remove `connectToDevTools` call',
    ),
  );
});

test('"no file of react-figma 0.31.0 calls figma.closePlugin()", so Figma shows it running', () => {
  const callers = [...reactFigmaFiles()]
    .filter(([, text]) => text.includes('closePlugin'))
    .map(([file]) => file);
  assert.deepEqual(callers, []);
  // The same scan finds what it looks for: the main thread's calls to Figma are in rpc.js.
  assert.ok(reactFigmaFiles().get('rpc.js')?.includes('figma.getNodeById'));
});
