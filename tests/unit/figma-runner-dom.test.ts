/** The plugin UI's DOM in the Node shell (ENGINE-5): panels, their HTML, events reaching the run, no exit. */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import type {NodeShellResult} from '../../src/figma-runner/protocol/run';
import {compileSources} from '../../src/figma-runner/node/compile';
import {projectEntry} from '../../src/figma-runner/project/entry';
import {flatten} from '../../src/figma-runner/engine/tree';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {transform} from 'sucrase';
import {compileProject, type Transform} from '../../src/figma-runner/download/compileProject';
import {PluginDownloadError} from '../../src/figma-runner/download/downloadErrors';
import {usesDom} from '../../src/figma-runner/project/imports';
import {witnessServer} from '../helpers/witness';

const pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
after(() => pool.close());

/** Renders `files` with its run kept for events. */
function renderLive(files: Record<string, string>): Promise<NodeShellResult> {
  const project = projectEntry(files, Object.keys(files)[0]);
  return pool.render(compileSources(project.files), project.entry, 8000, false, true);
}

const okTree = (r: NodeShellResult) => {
  assert.ok(r.ok, r.ok ? '' : `${r.error}\n${r.logs.join('\n')}`);
  return r.tree;
};
const names = (r: NodeShellResult) => flatten(okTree(r)).map((l) => l.name);

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
  const plain = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n// a document\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;\n`,
  });
  assert.deepEqual(names(plain), ['R']);
  assert.equal(plain.window?.html, undefined, 'a project that uses no DOM gets none');
  assert.ok(plain.window?.shown, 'the starter shows its (hidden) window');
});

test('an event goes to the live run only: none once the plugin closed, none after a render not kept live', async () => {
  const closing = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n` +
      `const b = document.createElement('button');\ndocument.body.appendChild(b);\n` +
      `b.addEventListener('click', () => parent.postMessage({pluginMessage: 'close'}, '*'));\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;\n`,
    'src/code.tsx':
      `import {setupMainThread} from 'react-figma/rpc';\nfigma.showUI(__html__);\n` +
      `figma.ui.on('message', (m) => m === 'close' && figma.closePlugin('bye'));\nsetupMainThread();\n`,
  });
  const button = target(closing.window?.html, 'button');
  const closed = await pool.uiEvent({target: button, type: 'click'});
  assert.ok(closed.ok, closed.ok ? '' : closed.error);
  assert.deepEqual(closed.window?.pluginClosed, {message: 'bye'});
  const after = await pool.uiEvent({target: button, type: 'click'});
  assert.ok(!after.ok && /not running/.test(after.error), 'the closed plugin takes no event');
  const missing = await pool.uiEvent({target: 4242, type: 'click'});
  assert.ok(!missing.ok);
  await pool.render(compileSources({'src/App.tsx': 'throw new Error("x");\n'}), 'src/App.tsx');
  const notLive = await pool.uiEvent({target: button, type: 'click'});
  assert.ok(!notLive.ok && /no live run/.test(notLive.error), 'a render without `live` keeps no run');
});

test('the download refuses react-dom, naming it and why', () => {
  const files = {'src/App.tsx': "import * as React from 'react';\nimport * as ReactDOM from 'react-dom';\n"};
  assert.throws(
    () => compileProject(files, transform as Transform),
    (e: PluginDownloadError) => {
      assert.equal(e.kind, 'import');
      assert.equal(e.line, 2);
      assert.match(
        e.message,
        /^src\/App\.tsx:2: imports "react-dom", which the download cannot add: the starter's package-lock\.json has no react-dom/,
      );
      return true;
    },
  );
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

test("the window's HTML has no script, no on* attribute, no javascript: URL; the reader's DOM keeps them", async () => {
  const r = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport * as ReactDOM from 'react-dom';\nimport {Page, Text} from 'react-figma';\n` +
      `const root = document.createElement('div');\ndocument.body.appendChild(root);\n` +
      `ReactDOM.render(\n  <section>\n    <a href="javascript:alert(1)">a</a>\n    <img src="x.png" onError={() => 0} />\n` +
      `    <button onClick={() => 0} data-rfw="99">b</button>\n    <script>{'alert(1)'}</script>\n  </section>,\n  root,\n);\n` +
      `root.querySelector('img')!.setAttribute('onload', 'alert(2)');\n` +
      `const style = document.createElement('style');\nstyle.textContent = 'p { color: red }';\ndocument.head.appendChild(style);\n` +
      `const kept = [root.querySelectorAll('script').length, root.querySelector('img')!.getAttribute('onload'),\n` +
      `  root.querySelector('a')!.getAttribute('href'), root.querySelector('[data-rfw]') ? 'set' : 'none'].join(' | ');\n` +
      `export const App = () => <Page isCurrent name="P"><Text name={kept} characters={kept} /></Page>;\n`,
  });
  assert.deepEqual(names(r), ['1 | alert(2) | javascript:alert(1) | set'], "the reader's DOM as written");
  const html = r.window?.html ?? '';
  assert.match(
    html,
    /^<style data-rfw="\d+">p \{ color: red \}<\/style><div data-rfw="\d+"><section data-rfw/,
  );
  assert.match(html, /<a data-rfw="\d+">a<\/a>/);
  assert.match(html, /<img src="x.png" data-rfw="\d+">/);
  assert.doesNotMatch(html, /<script|\son\w+=|javascript:|data-rfw="99"/i);
});

/** The ways out of a plugin window that the playground closes (as tests/e2e/playground-engine.test.ts). */
const ESCAPES = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'importScripts',
  'sendBeacon',
  'image',
  'form',
  'navigation',
  'window.open',
  'localStorage',
  'indexedDB',
  'document.cookie',
] as const;

test('from a DOM panel every way out fails and nothing reaches a server', async () => {
  const {url, served, stop: stopWitness} = await witnessServer();
  try {
    const r = await renderLive({
      'src/App.tsx': `import * as React from 'react';
import {Page, Text} from 'react-figma';

const w = window as any;
const results: string[] = [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const byEvent = (target: any) =>
  new Promise((resolve, reject) => {
    target.onerror = () => reject(new Error('error event'));
    target.onload = target.onopen = () => resolve('opened');
  });
async function attempt(name: string, run: () => unknown): Promise<void> {
  try {
    const outcome = await Promise.race([Promise.resolve().then(run), wait(300).then(() => 'no answer')]);
    results.push(name + ': ' + (outcome === 'no answer' ? 'no answer' : 'allowed'));
  } catch {
    results.push(name + ': blocked');
  }
}
async function tryAll() {
  await attempt('fetch', async () => (await w.fetch('${url}-fetch')).text());
  await attempt('XMLHttpRequest', () => {
    const xhr = new w.XMLHttpRequest();
    xhr.open('GET', '${url}-xhr');
    const done = byEvent(xhr);
    xhr.send();
    return done;
  });
  await attempt('WebSocket', () => byEvent(new w.WebSocket('${url.replace('http', 'ws')}-ws')));
  await attempt('EventSource', () => byEvent(new w.EventSource('${url}-sse')));
  await attempt('importScripts', () => w.importScripts('${url}-import.js'));
  await attempt('sendBeacon', () => w.navigator.sendBeacon('${url}-beacon', 'x') || Promise.reject(new Error('refused')));
  await attempt('image', () => {
    const img = document.createElement('img');
    const done = byEvent(img);
    img.src = '${url}-image';
    document.body.appendChild(img);
    return done;
  });
  await attempt('form', () => {
    const form = document.createElement('form');
    form.action = '${url}-form';
    document.body.appendChild(form);
    form.submit();
    return wait(1000);
  });
  await attempt('navigation', () => {
    w.location.href = '${url}-navigate';
  });
  await attempt('window.open', () => w.open('${url}-open') || Promise.reject(new Error('no window')));
  await attempt('localStorage', () => w.localStorage.setItem('k', 'v'));
  await attempt('indexedDB', () => byEvent(w.indexedDB.open('escape')));
  await attempt('document.cookie', () => {
    document.cookie = 'k=v';
    return document.cookie.includes('k=v') ? 'set' : Promise.reject(new Error('not kept'));
  });
}

export const App = () => {
  const [lines, setLines] = React.useState<string[]>([]);
  React.useEffect(() => {
    tryAll().then(() => setLines([...results]));
  }, []);
  return (
    <Page name="Escapes" isCurrent>
      {lines.map((line) => <Text key={line} name={line} characters={line} />)}
    </Page>
  );
};
`,
    });
    assert.deepEqual(
      names(r),
      // linkedom loads no image: neither `load` nor `error` comes, and the witness sees nothing.
      ESCAPES.map((name) => `${name}: ${name === 'image' ? 'no answer' : 'blocked'}`),
    );
    assert.deepEqual(served, [], 'no attempt reached the witness server');
  } finally {
    stopWitness();
  }
});

test('a click handler that never returns: the run is stopped past its cap and the next render works', async () => {
  const looping = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n` +
      `const b = document.createElement('button');\ndocument.body.appendChild(b);\n` +
      `b.addEventListener('click', () => {\n  for (;;) {}\n});\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;\n`,
  });
  const stuck = await pool.uiEvent({target: target(looping.window?.html, 'button'), type: 'click'}, 200);
  assert.ok(!stuck.ok && /preview worker died/.test(stuck.error), stuck.ok ? 'it answered' : stuck.error);
  const next = await renderLive({
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="Next" /></Page>;\n`,
  });
  assert.deepEqual(names(next), ['Next']);
});

test('which projects get a DOM: document or window members, react-dom; not the words in a comment', () => {
  const dom = (text: string) => usesDom({'src/App.tsx': text});
  assert.ok(dom('document.body.appendChild(x);'));
  assert.ok(dom("const w = window['innerWidth'];"));
  assert.ok(dom("import * as ReactDOM from 'react-dom';"));
  assert.ok(dom("const ReactDOM = require('react-dom');"));
  assert.ok(!dom('// draws on the document, sized to the window\nconst n = 1;'));
  assert.ok(!dom("import {useWindowDimensions} from 'react-figma';"));
  assert.ok(!usesDom({'src/ui.html': '<script>document.title</script>'}), 'only code files count');
});

test("the project's own src/ui.html is the window's document; React DOM renders into its element", async () => {
  const files = {
    'src/ui.tsx':
      `import * as React from 'react';\nimport 'react-figma/rpc';\nimport {render} from 'react-figma';\n` +
      `import {App} from './App';\nimport './panel';\n\nrender(<App />);\n`,
    'src/App.tsx':
      `import * as React from 'react';\nimport {Page, Rectangle} from 'react-figma';\n` +
      `export const App = () => <Page isCurrent name="P"><Rectangle name="R" /></Page>;\n`,
    'src/panel.tsx':
      `import * as React from 'react';\nimport * as ReactDOM from 'react-dom';\n\n` +
      `const Panel = () => <main>The layers are drawn on the canvas.</main>;\n\n` +
      `ReactDOM.render(<Panel />, document.getElementById('panel'));\n`,
    'src/ui.html':
      '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n  </head>\n' +
      '  <body>\n    <div id="panel"></div>\n  </body>\n</html>\n',
  };
  const r = await pool.render(compileSources(files), 'src/ui.tsx', 8000, false, true);
  assert.deepEqual(names(r), ['R']);
  assert.match(
    r.window?.html ?? '',
    /<div id="panel" data-rfw="\d+"><main data-rfw="\d+">The layers are drawn/,
  );
  const {'src/ui.html': _, ...withoutHtml} = files;
  const starter = await pool.render(compileSources(withoutHtml), 'src/ui.tsx', 8000, false, true);
  assert.ok(
    !starter.ok && /Target container is not a DOM element/.test(starter.error),
    'the starter has no #panel',
  );
});
