/**
 * The messages and symptoms of docs/troubleshooting.mdx, produced by react-figma 0.31.0 in the site's engine (the
 * preview worker), and each fix shown to remove them. Test names quote the page.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {appInPage, closeEngine, draw, reactFigmaFiles, runEngine} from '../helpers/claims';

after(closeEngine);

/** Runs `app` as `src/App.tsx`: its `App` drawn, or the file itself when it calls `render`. */
const run = (app: string) => runEngine({'src/App.tsx': app});

test('"TypeError: renderers[type] is not a function": a div inside a Page; a View draws', async () => {
  const div = await run(appInPage('View', "{React.createElement('div', null)}"));
  assert.ok(!div.ok);
  assert.match(div.error, /TypeError: renderers\[type\] is not a function/);
  const view = await run(appInPage('View', '<View name="Box" style={{width: 10, height: 10}} />'));
  assert.ok(view.ok, !view.ok ? view.error : '');
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

test('"A layer you moved in Figma moves back" on the next render', async () => {
  const app = `import * as React from 'react';
import {Page, View} from 'react-figma';
export const App = () => {
  const [renders, setRenders] = React.useState(1);
  const id = React.useRef('');
  React.useEffect(() => {
    if (renders > 1) return;
    setTimeout(() => {
      (figma.getNodeById(id.current) as FrameNode).x = 500;
      console.log('moved to ' + (figma.getNodeById(id.current) as FrameNode).x);
      setRenders(2);
    }, 50);
  }, [renders]);
  return (
    <Page isCurrent name="P">
      <View name="Box" onNodeId={(nodeId) => { id.current = nodeId; }} style={{marginLeft: 20, width: 10 * renders, height: 10}} />
    </Page>
  );
};
`;
  const {byName, logs} = await draw({'src/App.tsx': app});
  assert.ok(logs.includes('log: moved to 500'), logs.join('\n'));
  const box = byName('Box');
  assert.equal(box.width, 20, 'the second render happened');
  assert.equal(box.x, 20);
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
