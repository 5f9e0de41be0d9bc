/**
 * HMR: what a hot update does to the tree of the previous run, with the page's `src/ui.tsx` run twice through the
 * preview engine as webpack's HMR runtime would (dispose handlers, then the module again with new code).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {closeEngine, runEntry, sentenceOf} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';

after(closeEngine);

const PAGE = 'docs/hmr.mdx';

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
/** Loads run1, then 30 ms later calls the dispose handlers and loads run2, as the HMR runtime does on an update. */
const HARNESS = `const handlers: Array<() => void> = [];
(globalThis as any).fakeModule = {hot: {accept() {}, dispose(fn: () => void) { handlers.push(fn); }}};
require('./run1');
setTimeout(() => { handlers.splice(0).forEach((fn) => fn()); require('./run2'); }, 30);
`;

/** The Label's text once the update has settled, with `ui` (a src/ui.tsx) as the module both runs load. */
async function labelAfterUpdate(ui: string): Promise<string> {
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

test("hmr: \"Without the `dispose` handler … the old tree's 100 ms timer overwrote the new tree's text\"; the page's ui.tsx stops it", async () => {
  const sentence = sentenceOf(PAGE, '- `render` never unmounts the tree of the previous run');
  assert.ok(sentence.includes('exports no function that unmounts one'), sentence);
  assert.ok(sentence.includes("the old tree's 100 ms timer overwrote the new tree's text"), sentence);
  const fence = codeFences(fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8')).find(
    (f) => f.meta?.includes('title="src/ui.tsx"') && f.value.includes('render('),
  );
  assert.ok(fence, 'the page has its src/ui.tsx');
  assert.ok(fence.value.includes('module.hot.dispose('), 'the page unmounts on an update');
  const plain = `import * as React from 'react';
import 'react-figma/rpc';
import {render} from 'react-figma';
import {App} from './App';
render(<App />);
`;
  assert.equal(await labelAfterUpdate(plain), 'old, 100 ms later', 'the old tree keeps writing');
  assert.equal(await labelAfterUpdate(fence.value), 'new', "the page's ui.tsx unmounts it");
});
