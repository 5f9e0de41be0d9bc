/**
 * DevTools: the renderer version react-figma registers, caught with a stand-in DevTools hook in the preview
 * engine, and what the page promises the panel shows.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {closeEngine, draw, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/devtools.mdx';
const require_ = createRequire(__filename);
// The DevTools backend a reader's plugin runs is react-figma's own dependency, resolved from react-figma.
const fromReactFigma = createRequire(require_.resolve('react-figma/package.json'));

test('devtools: "React Figma reports the renderer version to DevTools as `0.1.6`", which the backend reads as a pre-16.3 React', async () => {
  const note = sentenceOf(PAGE, 'React Figma reports the renderer version to DevTools as');
  const version = /as `([\d.]+)`/.exec(note)?.[1];
  assert.equal(version, '0.1.6');
  assert.ok(note.includes('`getInternalReactConstants`') && note.includes('not been confirmed at runtime'));
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';
const seen: string[] = [];
// What react-reconciler's injectIntoDevTools hands to the DevTools backend.
(globalThis as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: unknown}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject(r: {rendererPackageName: string; version: string}) { seen.push(r.rendererPackageName + '@' + r.version); return 1; },
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
};
export const App = () => {
  const [text, setText] = React.useState('none');
  React.useEffect(() => setText(seen.join(',')), []);
  return <Page isCurrent name="P"><Text name="Seen">{text}</Text></Page>;
};
`,
  });
  assert.equal(byName('Seen').props.characters, `react-figma@${version}`);
  const backend = fs.readFileSync(fromReactFigma.resolve('react-devtools-core/dist/backend.js'), 'utf8');
  const table = backend.slice(backend.indexOf('function getInternalReactConstants(version)'));
  assert.match(table.slice(0, 3000), /gte\(version, '16\.3\.0'\)/, 'the tag table depends on the version');
});

test('devtools: the page promises props, and does not promise state or hooks', () => {
  const intro = sentenceOf(PAGE, 'While your plugin runs, DevTools shows');
  assert.ok(intro.includes('whether it shows state and hooks is not confirmed'));
  const inspect = sentenceOf(PAGE, '- Browse the tree');
  assert.ok(!/hooks|state/.test(inspect), inspect);
  const post = fs.readFileSync(require_.resolve('../../blog/2020-07-05-devtools-support.md'), 'utf8');
  assert.ok(!/props, state and hooks/.test(post), 'nor does the 2020 post');
});
