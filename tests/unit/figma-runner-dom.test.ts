/** The plugin UI's DOM in the Node shell: panels, their HTML, events reaching the run, no way out. */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {PreviewPool, type TreeResult} from '../../src/figma-runner/node/pool';
import {compileSources} from '../../src/figma-runner/node/compile';
import {projectEntry} from '../../src/figma-runner/project/entry';
import {flatten} from '../../src/figma-runner/engine/tree';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

const pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
after(() => pool.close());

/** Renders `files` with its run kept for events. */
function renderLive(files: Record<string, string>): Promise<TreeResult> {
  const project = projectEntry(files, Object.keys(files)[0]);
  return pool.render(compileSources(project.files), project.entry, 8000, false, true);
}

const okTree = (r: TreeResult) => {
  assert.ok(r.ok, r.ok ? '' : `${r.error}\n${r.logs.join('\n')}`);
  return r.tree;
};
const names = (r: TreeResult) => flatten(okTree(r)).map((l) => l.name);

/** The `data-rfw` of the first `name` element of `html`. */
function target(html: string | undefined, name: string): number {
  const tag = (html ?? '').match(new RegExp(`<${name}\\b[^>]*>`))?.[0];
  assert.ok(tag, `no <${name}> in ${html}`);
  return Number(tag.match(/data-rfw="(\d+)"/)![1]);
}

test('a document.createElement panel runs and its HTML is the window', async () => {
  const r = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n` +
      `const p = document.createElement('p');\np.textContent = 'Hello <panel>';\n` +
      `p.setAttribute('onclick', 'alert(1)');\ndocument.body.appendChild(p);\n` +
      `const s = document.createElement('script');\ns.textContent = 'x()';\ndocument.body.appendChild(s);\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;\n`,
  });
  assert.deepEqual(names(r), ['R']);
  assert.match(r.window?.html ?? '', /^<p data-rfw="\d+">Hello &lt;panel&gt;<\/p>$/);
});

/** A store both React trees read: the panel's React DOM tree and the react-figma tree. */
const STORE =
  `let count = 0;\nconst subs = new Set<() => void>();\n` +
  `export const store = {\n  get: () => count,\n  add() {\n    count += 1;\n    subs.forEach((f) => f());\n  },\n` +
  `  sub(f: () => void) {\n    subs.add(f);\n    return () => void subs.delete(f);\n  },\n};\n` +
  `export const useCount = () => {\n  const [c, set] = React.useState(store.get());\n` +
  `  React.useEffect(() => store.sub(() => set(store.get())), []);\n  return c;\n};\n`;

const REACT_DOM_PANEL = {
  'src/App.tsx':
    `import * as React from 'react';\nimport * as ReactDOM from 'react-dom';\n` +
    `import {Page, Rectangle} from 'react-figma';\nimport {store, useCount} from './store';\n` +
    `const Panel = () => {\n  const c = useCount();\n  const [text, setText] = React.useState('');\n` +
    `  return (\n    <form onSubmit={(e) => e.preventDefault()}>\n` +
    `      <button type="button" onClick={() => store.add()}>Add ({c})</button>\n` +
    `      <input value={text} onChange={(e) => setText(e.target.value)} />\n` +
    `      <output>typed: {text}</output>\n    </form>\n  );\n};\n` +
    `ReactDOM.render(<Panel />, document.body.appendChild(document.createElement('div')));\n` +
    `export const App = () => {\n  const c = useCount();\n  return (\n    <Page isCurrent name="P">\n` +
    `      {Array.from({length: c + 1}, (_, i) => <Rectangle key={i} name={'R' + i} />)}\n    </Page>\n  );\n};\n`,
  'src/store.ts': `import * as React from 'react';\n${STORE}`,
};

test('a React DOM panel: a click on its button changes the react-figma tree; typing reaches onChange', async () => {
  const first = await renderLive(REACT_DOM_PANEL);
  assert.deepEqual(names(first), ['R0']);
  const html = first.window?.html;
  assert.match(html ?? '', /<button type="button" data-rfw="\d+">Add \(0\)<\/button>/);
  const clicked = await pool.uiEvent({target: target(html, 'button'), type: 'click'});
  assert.deepEqual(names(clicked), ['R0', 'R1']);
  assert.match(clicked.window?.html ?? '', />Add \(1\)</);
  const typed = await pool.uiEvent({
    target: target(clicked.window?.html, 'input'),
    type: 'input',
    value: 'hi',
  });
  assert.match(typed.window?.html ?? '', /<input value="hi" data-rfw="\d+">/);
  assert.match(typed.window?.html ?? '', /<output data-rfw="\d+">typed: hi<\/output>/);
  assert.deepEqual(names(typed), ['R0', 'R1'], 'typing does not touch the store');
});
