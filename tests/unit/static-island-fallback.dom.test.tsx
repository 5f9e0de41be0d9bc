/**
 * Static island safety net (src/components/StaticIsland): when the first render in the document finds no
 * server HTML in the island (a client-only render, or a hydration mismatch before it), the island renders its
 * children rather than staying empty. Its own process: the island's "first commit" flag is per document.
 */
// Own process: jsdom globals, and NODE_ENV=production for the whole process.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import '../helpers/docusaurusRouterAlias';

process.env.NODE_ENV = 'production';
const dom = installJsdomGlobals();
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {default: StaticIsland} =
  require('../../src/components/StaticIsland') as typeof import('../../src/components/StaticIsland');

after(() => dom.window.close());

test('an island with no server HTML on the first render renders its children', () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  ReactDOM.render(
    <StaticIsland className="island">
      <p id="content">rows</p>
    </StaticIsland>,
    container,
  );
  assert.equal(container.querySelector('.island #content')?.textContent, 'rows');
  ReactDOM.unmountComponentAtNode(container);
});
