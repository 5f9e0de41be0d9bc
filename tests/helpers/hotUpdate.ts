/**
 * A hot update run in the preview engine: a reader's `src/ui.tsx` loaded twice, as webpack's HMR runtime does
 * on an update (dispose handlers, then the module again with the edited App), for the claims about HMR.
 */
import assert from 'node:assert/strict';
import {runEntry} from './claims';

/** The first run's App: its text changes 100 ms after mounting, from a timer. */
const OLD_APP = `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => {
  const [text, setText] = React.useState('old');
  React.useEffect(() => { setTimeout(() => setText('old, 100 ms later'), 100); }, []);
  return <Page isCurrent name="P"><Text name="Label">{text}</Text></Page>;
};
`;
/** The updated App, after the edit. */
const NEW_APP = `import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => <Page isCurrent name="P"><Text name="Label">new</Text></Page>;
`;
/**
 * Loads run1, then 30 ms later calls the dispose handlers and loads run2, as the HMR runtime does on an
 * update.
 */
const HARNESS = `const handlers: Array<() => void> = [];
(globalThis as any).fakeModule = {hot: {accept() {}, dispose(fn: () => void) { handlers.push(fn); }}};
require('./run1');
setTimeout(() => { handlers.splice(0).forEach((fn) => fn()); require('./run2'); }, 30);
`;

/**
 * The Label's text once the update has settled. The first run's App changes its text from a 100 ms timer; the
 * second run's draws `new`.
 * @param ui a `src/ui.tsx` importing `{App} from './App'`; its `module.hot` is a stand-in the harness drives.
 * @throws AssertionError when the run fails or the page holds other than one Label.
 */
export async function labelAfterUpdate(ui: string): Promise<string> {
  const run = (app: string) =>
    ui
      .replace("from './App'", `from './${app}'`)
      .replace('declare const module', 'declare const fakeModule')
      .replace(/\bmodule\.hot\b/g, 'fakeModule.hot');
  const result = await runEntry(
    {
      'src/harness.ts': HARNESS,
      'src/run1.tsx': run('OldApp'),
      'src/run2.tsx': run('NewApp'),
      'src/OldApp.tsx': OLD_APP,
      'src/NewApp.tsx': NEW_APP,
    },
    'src/harness.ts',
  );
  assert.ok(result.ok, `engine: ${!result.ok && String(result.error)}\n${result.logs.join('\n')}`);
  const labels: string[] = [];
  const walk = (n: typeof result.tree) => {
    if (n.name === 'Label') labels.push(String(n.props.characters));
    n.children.forEach(walk);
  };
  walk(result.tree);
  assert.equal(labels.length, 1, 'one Label: the layers are reused, not duplicated');
  return labels[0];
}
