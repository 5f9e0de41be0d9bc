/**
 * DevTools: the renderer version react-figma registers, caught with a stand-in DevTools hook in the preview
 * engine, the backend's fiber-tag table it selects, and what the page says the panel shows.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {closeEngine, draw, reactFigmaFiles, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/devtools.mdx';
const require_ = createRequire(__filename);
// The DevTools backend a reader's plugin runs is react-figma's own dependency, resolved from react-figma.
const fromReactFigma = createRequire(require_.resolve('react-figma/package.json'));

test('devtools: "React Figma reports the renderer version to DevTools as `0.1.6`", which the backend reads with its table for React below 16.4.3', async () => {
  const note = sentenceOf(PAGE, 'React Figma reports the renderer version to DevTools as');
  const version = /as `([\d.]+)`/.exec(note)?.[1];
  assert.equal(version, '0.1.6');
  assert.ok(note.includes('`getInternalReactConstants`') && note.includes('`renderer.tsx:179-183`'));
  assert.ok(!note.includes('not been confirmed'), note);
  assert.match(reactFigmaFiles().get('renderer.js') ?? '', /injectIntoDevTools\(\{[^}]*version: '0\.1\.6'/);
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
  // "every React version below 16.4.3": the last branch before the oldest table is the 16.4.3 one.
  assert.ok(note.includes('every React version below 16.4.3'), note);
  const guards = [
    ...table
      .slice(0, table.indexOf('} else {\n    ReactTypeOfWork = {'))
      .matchAll(/gte\(version, '([^']+)'\)/g),
  ];
  assert.equal(guards.at(-1)?.[1], '16.4.3-alpha');
  // "for `0.1.6` it takes the oldest table": its tags against those of the reconciler react-figma runs.
  const oldest = table.slice(table.indexOf('} else {\n    ReactTypeOfWork = {'));
  const tag = (source: string, name: string) => Number(new RegExp(`${name}[:=] ?(-?\\d+)`).exec(source)?.[1]);
  const reconciler = fs.readFileSync(
    fromReactFigma.resolve('react-reconciler/cjs/react-reconciler.development.js'),
    'utf8',
  );
  assert.deepEqual(
    ['FunctionComponent', 'ClassComponent', 'IndeterminateComponent'].map((n) =>
      tag(reconciler, `var ${n} `),
    ),
    [0, 1, 2],
  );
  assert.equal(tag(oldest, 'IndeterminateComponent'), 0, "a function component's tag `0`");
  assert.equal(tag(oldest, 'FunctionComponent'), 1, "a class component's tag `1`");
  assert.match(note, /a function component's tag \(`0`\) stands for a component not yet known/);
  assert.match(note, /a class component's tag \(`1`\) stands for a function component/);
});

test('devtools: the page says a class component shows an error and a function component no hooks', () => {
  const intro = sentenceOf(PAGE, 'While your plugin runs, DevTools shows');
  assert.ok(
    intro.includes('a class component shows an error instead of its props and state') &&
      intro.includes('a function component shows no hooks'),
    intro,
  );
  const inspect = sentenceOf(PAGE, '- Browse the tree');
  assert.ok(!inspect.includes("each component's props"), inspect);
  assert.ok(inspect.includes('a class component shows an error instead of props and state'), inspect);
  assert.ok(
    !/props and state/.test(sentenceOf(PAGE, 'description:')),
    'nor does the description promise them',
  );
  const post = fs.readFileSync(require_.resolve('../../blog/2020-07-05-devtools-support.md'), 'utf8');
  assert.ok(!/props, state and hooks/.test(post), 'nor does the 2020 post');
  // The body itself, not only its end note: no promise of every component's props.
  assert.ok(!/props of every component/.test(post), 'the post promises the props of every component');
  assert.match(
    sentenceOf('blog/2020-07-05-devtools-support.md', '**Inspection.**'),
    /A class component shows an error/,
  );
  assert.match(post, /_Editor's note, \w+ \d{4}: [^_]*a function component shows no hooks/);
});
