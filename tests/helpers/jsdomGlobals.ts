/**
 * A jsdom document as the global `window`/`document`/`navigator`, for unit tests that run React against a
 * DOM. Call it before the test file first requires react-dom: react-dom checks for a DOM when it is first
 * loaded.
 * @returns the JSDOM instance; the caller closes its window when done (`dom.window.close()`).
 */
import {JSDOM} from 'jsdom';

export function installJsdomGlobals(): JSDOM {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {pretendToBeVisual: true});
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
  });
  // React's scheduler would use Node's MessageChannel, whose open port keeps the test process alive forever;
  // without it the scheduler falls back to setTimeout.
  Object.assign(globalThis, {MessageChannel: undefined});
  return dom;
}
