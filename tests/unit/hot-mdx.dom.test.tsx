/**
 * src/plugins/dev-server/hotMdxClient.ts with React 17 in jsdom, webpack's `module.hot` played by the test: a
 * new version of a page module with the same shape updates the mounted content in place (its unchanged nodes
 * are the same DOM nodes) and is accepted; one with another shape invalidates, so its importers update.
 */
// Own process: jsdom's window and document become this process's globals.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';

const dom = installJsdomGlobals();
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {act} = require('react-dom/test-utils') as typeof import('react-dom/test-utils');
const {default: hotMdx} =
  require('../../src/plugins/dev-server/hotMdxClient') as typeof import('../../src/plugins/dev-server/hotMdxClient');
after(() => dom.window.close());

/** One version's `module.hot`: what it was handed from the last version's dispose, and what it called. */
function hotVersion(data?: object) {
  const calls = {accepted: 0, invalidated: 0};
  let saved: object = {};
  const hot = {
    data,
    accept: () => void (calls.accepted += 1),
    invalidate: () => void (calls.invalidated += 1),
    dispose: (save: (d: object) => void) => void ((saved = {}), save(saved)),
  };
  return {hot, calls, next: () => saved};
}

/** A page's MDXContent: a heading and the paragraphs given. */
const page = (paragraphs: string[]) =>
  function MDXContent() {
    return (
      <div>
        <h1>Frame</h1>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    );
  };

test('same shape: the content updates in place and the version is accepted; another shape invalidates', () => {
  const root = document.createElement('div');
  document.body.append(root);
  const v1 = hotVersion();
  const Content = hotMdx(v1.hot, page(['One.']), 'shape-a') as unknown as React.ComponentType;
  act(() => void ReactDOM.render(<Content />, root));
  const heading = root.querySelector('h1');
  assert.equal(root.textContent, 'FrameOne.');
  assert.deepEqual(v1.calls, {accepted: 1, invalidated: 0});

  const v2 = hotVersion(v1.next());
  act(() => void assert.equal(hotMdx(v2.hot, page(['One.', 'Two.']), 'shape-a'), Content));
  assert.equal(root.textContent, 'FrameOne.Two.');
  assert.equal(root.querySelector('h1'), heading, 'the unchanged heading is the same node');
  assert.deepEqual(v2.calls, {accepted: 1, invalidated: 0});

  const v3 = hotVersion(v2.next());
  act(() => void assert.notEqual(hotMdx(v3.hot, page(['Three.']), 'shape-b'), Content));
  assert.deepEqual(v3.calls, {accepted: 1, invalidated: 1});
  assert.equal(root.textContent, 'FrameOne.Two.', 'its importers, not this module, render the new shape');
});

test('without module.hot (a production build) the page renders as it is', () => {
  const render = page(['Alone.']);
  assert.equal(hotMdx(undefined, render, 'shape'), render);
});
