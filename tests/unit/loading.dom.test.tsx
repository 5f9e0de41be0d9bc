/**
 * The swizzled Loading box driven by the real lazy loader (@docusaurus/react-loadable) in a jsdom document:
 * nothing before the loader's default 200 ms delay (LOAD-4), a spinner after it, and on failure a red error
 * box with the message and a Retry button that loads again (FAIL-1).
 */
// Own process: jsdom's window and document become this process's globals.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import '../helpers/cssModules';

const dom = installJsdomGlobals();
// react-dom checks for a DOM when first loaded, so it is required after the globals exist.
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {act} = require('react-dom/test-utils');
const Loadable = require('@docusaurus/react-loadable');
const Loading = require('../../src/theme/Loading').default;

/**
 * LOAD-4's 200 ms: the lazy loader's own default `delay` (@docusaurus/react-loadable lib/index.js); no
 * setting of ours.
 */
const LOADER_DELAY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let container: HTMLElement;

before(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});
after(() => {
  ReactDOM.unmountComponentAtNode(container);
  dom.window.close();
});

function Page(): JSX.Element {
  return <p>Loaded page</p>;
}

test('nothing before the delay, a spinner after it, the page once loaded', async (t) => {
  // The loader's delay is a setTimeout. On the real clock a busy CI machine ran past it between render and
  // check (a failed fresh-clone run); on a mocked one the test moves time itself.
  t.mock.timers.enable({apis: ['setTimeout']});
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  let finish!: () => void;
  const LazyPage = Loadable({
    loader: () => new Promise((resolve) => (finish = () => resolve({__esModule: true, default: Page}))),
    loading: Loading,
  });
  await act(async () => {
    ReactDOM.render(<LazyPage />, container);
  });
  await act(async () => t.mock.timers.tick(LOADER_DELAY_MS - 1));
  assert.equal(container.innerHTML, '', 'no indicator before the delay');

  await act(async () => t.mock.timers.tick(1));
  const status = container.querySelector('[role="status"]');
  assert.ok(status, 'spinner shown once the delay has passed');
  assert.ok(status.querySelector('[aria-hidden="true"]'), 'has a visual spinner');
  assert.match(status.textContent ?? '', /Loading/);

  await act(async () => {
    finish();
    await settle();
  });
  assert.equal(container.textContent, 'Loaded page');
  ReactDOM.unmountComponentAtNode(container);
});

test('a failed load shows the error message and Retry loads again', async () => {
  let attempts = 0;
  const LazyPage = Loadable({
    loader: () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Loading chunk 42 failed.'))
        : Promise.resolve({__esModule: true, default: Page});
    },
    loading: Loading,
  });
  await act(async () => {
    ReactDOM.render(<LazyPage />, container);
    await sleep(0);
  });
  const alert = container.querySelector('[role="alert"]');
  assert.ok(alert, 'error box shown');
  assert.match(alert.textContent ?? '', /Error: Loading chunk 42 failed\./);
  const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
  assert.ok(retry, 'Retry button');
  assert.equal(attempts, 1);

  await act(async () => {
    retry.dispatchEvent(new dom.window.MouseEvent('click', {bubbles: true}));
    await sleep(0);
  });
  assert.equal(attempts, 2, 'Retry called the loader again');
  assert.equal(container.querySelector('[role="alert"]'), null);
  assert.equal(container.textContent, 'Loaded page');
  ReactDOM.unmountComponentAtNode(container);
});
