/**
 * DownloadPluginButton (src/components/DownloadPluginButton) in a jsdom document, with the real zip builder,
 * sucrase and fflate and a kit built by src/figma-runner/node/bundleKit.ts served by a stubbed fetch: a click
 * saves `react-figma-<slug>.zip` and says so in the polite live region (DOWNLOAD-6); a refused project shows
 * the reason there, fetches nothing and saves nothing (DOWNLOAD-4, DOWNLOAD-5); a project with type errors is
 * saved on the second click, after the first has said the rebuild would fail (DOWNLOAD-4).
 */
// Own process: jsdom's window and document become this process's globals.
import {after, before, beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {register} from 'node:module';
import {strFromU8, unzipSync} from 'fflate';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import {buildSiteKit} from '../../src/plugins/runner-assets/assets';
import type {PluginKit} from '../../src/figma-runner/download/pluginKit';
import '../helpers/cssModules';

const dom = installJsdomGlobals();
// react-dom checks for a DOM when first loaded, so it is required after the globals exist.
const React = require('react') as typeof import('react');
const ReactDOM = require('react-dom') as typeof import('react-dom');
const {act} = require('react-dom/test-utils');
const DownloadPluginButton = require('../../src/components/DownloadPluginButton').default;

const KIT_URL = '/assets/runner/plugin-kit.test.txt';
// What webpack's `@plugin-kit` alias gives the button's `import()` (src/plugins/runner-assets): a URL.
const KIT_ALIAS = `export async function resolve(specifier, context, next) {
  if (specifier !== '@plugin-kit') return next(specifier, context);
  return {shortCircuit: true, url: 'data:text/javascript,export default ${JSON.stringify(KIT_URL)}'};
}`;
register(`data:text/javascript,${encodeURIComponent(KIT_ALIAS)}`);
const APP = `import * as React from 'react';
import {Page, Text} from 'react-figma';

export const App = () => (
  <Page name="Hello" isCurrent>
    <Text>Hello</Text>
  </Page>
);
`;

let kit: PluginKit;
let container: HTMLElement;
const fetched: string[] = [];
const saved: {name: string; blob: Blob}[] = [];
const blobs = new Map<string, Blob>();
const realSetTimeout = globalThis.setTimeout;

before(async () => {
  kit = await buildSiteKit();
  container = document.createElement('div');
  document.body.appendChild(container);
  Object.assign(globalThis, {
    fetch: async (url: string) => {
      fetched.push(url);
      return {ok: true, status: 200, json: async () => kit};
    },
    // The button revokes its blob URL a minute later; that timer must not hold the test process open.
    setTimeout: (fn: () => void, ms?: number) => {
      const timer = realSetTimeout(fn, ms);
      if ((ms ?? 0) >= 10_000) timer.unref();
      return timer;
    },
  });
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  dom.window.HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')!});
  };
});
beforeEach(() => {
  ReactDOM.unmountComponentAtNode(container);
  fetched.length = 0;
  saved.length = 0;
});
after(() => {
  ReactDOM.unmountComponentAtNode(container);
  dom.window.close();
  Object.assign(globalThis, {setTimeout: realSetTimeout});
});

/** Renders the button, clicks it and waits until its live region has its final message. */
async function click(files: Record<string, string>, name: string): Promise<HTMLElement> {
  await act(async () => {
    ReactDOM.render(<DownloadPluginButton files={files} name={name} />, container);
  });
  const status = container.querySelector<HTMLElement>('[role="status"]')!;
  assert.equal(status.getAttribute('aria-live'), 'polite');
  assert.equal(status.textContent, '');
  await act(async () => {
    container.querySelector('button')!.click();
  });
  for (let i = 0; i < 200 && /^(|Preparing.*)$/.test(status.textContent ?? ''); i++) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 25)));
  }
  return status;
}

test('a click saves react-figma-<slug>.zip, fetched from the kit URL, and says so in the live region', async () => {
  const status = await click({'src/App.tsx': APP}, 'Text — Hello');
  assert.equal(
    status.textContent,
    'Saved react-figma-text-hello.zip. Unzip it, then import its manifest.json in Figma.',
  );
  assert.deepEqual(fetched, [KIT_URL]);
  assert.equal(saved.length, 1);
  assert.equal(saved[0].name, 'react-figma-text-hello.zip');
  assert.equal(saved[0].blob.type, 'application/zip');
  const entries = unzipSync(new Uint8Array(await saved[0].blob.arrayBuffer()));
  assert.equal(strFromU8(entries['react-figma-text-hello/src/App.tsx']), APP);
  assert.equal(JSON.parse(strFromU8(entries['react-figma-text-hello/manifest.json'])).name, 'Text — Hello');
  assert.equal(container.querySelector('button')!.disabled, false);
});

test('an unsafe file name is reported in the live region; nothing is fetched or saved', async () => {
  const status = await click({'src/App.tsx': APP, '../../evil.ts': 'export {};'}, 'Evil');
  assert.match(
    status.textContent ?? '',
    /^Unsafe file name "\.\.\/\.\.\/evil\.ts": it climbs out of the project/,
  );
  assert.deepEqual(fetched, []);
  assert.deepEqual(saved, []);
});

test('an import Figma cannot load is named in the live region; nothing is saved', async () => {
  const status = await click({'src/App.tsx': `import {format} from 'date-fns';\n${APP}`}, 'Dates');
  assert.match(status.textContent ?? '', /^src\/App\.tsx:1: imports "date-fns"/);
  assert.deepEqual(saved, []);
});

test('DOWNLOAD-4: with type errors the first click says npm run build would fail, naming them; the second saves', async () => {
  const typeErrors = ["src/App.tsx(5,10): error TS2322: Type 'number' is not assignable to type 'string'."];
  await act(async () => {
    ReactDOM.render(
      <DownloadPluginButton files={{'src/App.tsx': APP}} name="Typed" typeErrors={typeErrors} />,
      container,
    );
  });
  const status = container.querySelector<HTMLElement>('[role="status"]')!;
  await act(async () => {
    container.querySelector('button')!.click();
  });
  assert.match(status.textContent ?? '', /npm run build\) would fail/);
  assert.ok((status.textContent ?? '').includes(typeErrors[0]));
  assert.deepEqual(fetched, [], 'nothing loads before the reader has read the warning');
  assert.equal(saved.length, 0, 'nothing saved on the first click');
  await act(async () => {
    container.querySelector('button')!.click();
  });
  for (let i = 0; i < 200 && !/^Saved/.test(status.textContent ?? ''); i++) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 25)));
  }
  assert.equal(saved.length, 1);
  assert.equal(saved[0].name, 'react-figma-typed.zip');
});
