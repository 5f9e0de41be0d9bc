/**
 * Static islands (src/components/StaticIsland) against React 17's real hydration, production build (the one
 * readers get, and the only one that hydrates in Docusaurus): the island's children never render while the
 * page hydrates and their server HTML stays byte for byte; later re-renders leave it alone; islands mounted
 * after hydration (client-side navigation) render their children; an island with no server HTML renders them
 * too.
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
const {renderToString} = require('react-dom/server') as typeof import('react-dom/server');
const {default: StaticIsland} =
  require('../../src/components/StaticIsland') as typeof import('../../src/components/StaticIsland');

after(() => dom.window.close());

let renders = 0;
function Rows({n}: {n: number}): JSX.Element {
  renders += 1;
  return (
    <table>
      <tbody>
        {Array.from({length: n}, (_, i) => (
          <tr key={i}>
            <th id={`p${i}`}>prop {i}</th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({label, n = 3}: {label: string; n?: number}): JSX.Element {
  return (
    <main>
      <h1>{label}</h1>
      <StaticIsland className="island">
        <Rows n={n} />
      </StaticIsland>
    </main>
  );
}

test('hydration keeps the server HTML and never renders the children; later renders neither', () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  // What the server render writes (no DOM there, so the island renders its children).
  container.innerHTML = renderToString(
    <main>
      <h1>Frame</h1>
      <div className="island">
        <Rows n={3} />
      </div>
    </main>,
  );
  const serverHtml = container.querySelector('.island')!.innerHTML;
  const row = container.querySelector('#p1');
  renders = 0;
  ReactDOM.hydrate(<Page label="Frame" />, container);
  assert.equal(renders, 0, 'the rows component did not run while hydrating');
  assert.equal(container.querySelector('.island')!.innerHTML, serverHtml);
  assert.equal(container.querySelector('#p1'), row, 'the same DOM nodes, not a rebuild');
  // A re-render of the page (a prop change around the island) keeps the island as it is.
  ReactDOM.render(<Page label="Frame!" n={5} />, container);
  assert.equal(container.querySelector('h1')!.textContent, 'Frame!');
  assert.equal(container.querySelector('.island')!.innerHTML, serverHtml);
  assert.equal(renders, 0);
  ReactDOM.unmountComponentAtNode(container);
});

test('an island mounted after hydration (client-side navigation) renders its children', () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  renders = 0;
  ReactDOM.render(<Page label="Text" n={2} />, container);
  assert.equal(renders, 1);
  assert.equal(container.querySelectorAll('.island tr').length, 2);
  ReactDOM.unmountComponentAtNode(container);
});
