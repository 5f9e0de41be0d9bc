/**
 * The playground's "show this place in the code" (src/components/Playground/useEditorReveal.ts, INSP-1)
 * with the real CodeEditor in jsdom: a place in the open file moves its caret; one in another file opens
 * that tab and moves the new editor's caret once it has mounted, once.
 */
// Own process: jsdom's window and document become this process's globals.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import '../helpers/cssModules';

const dom = installJsdomGlobals();
// The textarea's reveal scrolls by the line box it reads from the computed style.
Object.assign(globalThis, {getComputedStyle: dom.window.getComputedStyle.bind(dom.window)});
// react-dom checks for a DOM when first loaded, so it is required after the globals exist.
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {act} = require('react-dom/test-utils');
const CodeEditor = require('../../src/components/CodeEditor').default;
const {useEditorReveal} = require('../../src/components/Playground/useEditorReveal');

const FILES: Record<string, string> = {'a.tsx': 'const a = 1;\n', 'b.tsx': 'export const b = 22;\n'};
let reveal: (file: string, pos: number) => void = () => {};
let renders = 0;

function Harness(): JSX.Element {
  // The page's reducer as far as a tab goes (state.ts itself needs webpack's require.context).
  const [active, dispatch] = React.useReducer(
    (now: string, action: {type: string; file?: string}) => (action.type === 'selected' ? action.file! : now),
    'a.tsx',
  );
  const {editor, reveal: r} = useEditorReveal(active, dispatch);
  reveal = r;
  renders++;
  return (
    <CodeEditor
      key={active}
      value={FILES[active]}
      onChange={() => undefined}
      handle={editor}
      label={`Code of ${active}`}
    />
  );
}

const container = document.createElement('div');
document.body.appendChild(container);
const textarea = () => container.querySelector('textarea')!;
after(() => {
  ReactDOM.unmountComponentAtNode(container);
  dom.window.close();
});

test('a place in the open file, then one in another file: the right editor gets each caret', async () => {
  await act(async () => {
    ReactDOM.render(<Harness />, container);
  });
  await act(async () => reveal('a.tsx', 6));
  assert.equal(textarea().getAttribute('aria-label'), 'Code of a.tsx');
  assert.deepEqual([textarea().selectionStart, textarea().selectionEnd], [6, 6]);

  await act(async () => reveal('b.tsx', 16));
  assert.equal(textarea().getAttribute('aria-label'), 'Code of b.tsx', 'the other file opened');
  assert.deepEqual([textarea().selectionStart, textarea().selectionEnd], [16, 16]);

  // The place was used once: a later render of the same file leaves the reader's caret alone.
  textarea().setSelectionRange(2, 2);
  const before = renders;
  await act(async () => {
    ReactDOM.render(<Harness />, container);
  });
  assert.ok(renders > before);
  assert.deepEqual([textarea().selectionStart, textarea().selectionEnd], [2, 2]);
});
