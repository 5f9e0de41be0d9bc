/**
 * "Download as Figma plugin" end to end (REQUIREMENTS.md DOWNLOAD-1, DOWNLOAD-3, DOWNLOAD-4): a zip made in
 * Node exactly as the browser makes it (the kit src/plugins/runner-assets prebuilds, sucrase, fflate),
 * unzipped, draws what its code says when its dist/ runs in the Figma stand-in
 * (tests/helpers/standIn.ts); then its sources, rebuilt with `npm ci && npm run build` as its README says,
 * draw the same layers.
 *
 * Two projects: the kind of edit a reader makes (a Frame renamed "Badge" and widened to 320 px, holding a
 * Text layer from a second file of the project), and the Data fetching page's react-fetch-hook example as the
 * playground opens it, whose zip must declare react-fetch-hook for the rebuild. Only the second is rebuilt:
 * it has everything the first has to rebuild (the starter's files importing each other) and a dependency
 * more, and a rebuild is the most expensive step of the build-level layer after a site build.
 *
 * Time: about 1 min on 2 shared cores: the kit (1–2 s), three stand-in runs (3–5 s each), `npm ci` from the
 * npm cache that tests/build/starter.test.ts fills (`--prefer-offline`, 10–25 s; about 2 min with a cold
 * cache) and the starter's production build (20–50 s).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LayerInfo, RunReport} from '../../src/figma-runner/node/pluginHost';
import {downloadPlugin, runInStandIn} from '../helpers/standIn';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {codeFences} from '../../src/plugins/markdown/fences';
import {findExamples} from '../../src/plugins/markdown/figures';

const ENV = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};

const FILES: Record<string, string> = {
  'src/App.tsx': `import * as React from 'react';
import {Frame, Page} from 'react-figma';
import {Label} from './Label';

export const App = () => (
  <Page name="Download check" isCurrent>
    <Frame name="Badge" style={{width: 320, height: 80, backgroundColor: '#ffffff'}}>
      <Label text="Made on the website" />
    </Frame>
  </Page>
);
`,
  'src/Label.tsx': `import * as React from 'react';
import {Text} from 'react-figma';

export const Label = ({text}: {text: string}) => (
  <Text name="Label" style={{fontSize: 24, color: '#1f1f1f'}}>
    {text}
  </Text>
);
`,
};
const NAME = 'Badge — wide';

function sh(command: string, cwd: string): {status: number | null; output: string} {
  const run = spawnSync(command, {cwd, env: ENV, shell: true, encoding: 'utf8', timeout: 5 * 60_000});
  return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
}

/** Runs the built plugin in `dir` once in a fresh document. */
const runInFigma = (dir: string): RunReport => runInStandIn([{dir}])[0];


/** `npm ci && npm run build` in `project` as its README says, after removing the zip's dist/; then a run. */
function rebuildAndRun(project: string): RunReport {
  const install = sh('npm ci --prefer-offline --no-audit --no-fund', project);
  assert.equal(install.status, 0, `npm ci failed:\n${install.output}`);
  fs.rmSync(path.join(project, 'dist'), {recursive: true});
  const build = sh('npm run build', project);
  assert.equal(build.status, 0, `npm run build failed:\n${build.output}`);
  return runInFigma(project);
}

/** Within a describe: before its tests, the project is zipped, unzipped and run once; after them, removed. */
function downloaded(project: () => {name: string; files: Record<string, string>; active?: string}) {
  const state = {dir: '', project: '', fromZip: undefined as unknown as RunReport};
  before(async () => {
    const {name, files, active} = project();
    Object.assign(state, await downloadPlugin(name, files, active));
    state.fromZip = runInFigma(state.project);
  });
  after(() => {
    if (state.dir) fs.rmSync(state.dir, {recursive: true, force: true});
  });
  return state;
}

const walk = (layers: LayerInfo[] = []): LayerInfo[] => layers.flatMap((l) => [l, ...walk(l.children)]);
/** The layers the example's code describes: type, name, size, text; ids and fills aside. */
const outline = (report: RunReport) =>
  walk(report.pages).map((l) => [l.type, l.name, l.width, l.height, l.characters].join(' '));

describe('a downloaded plugin zip, run as Figma runs it', () => {
  const zip = downloaded(() => ({name: NAME, files: FILES}));

  test('its dist/ draws the example: page, the 320 × 80 "Badge" frame, the "Label" text from the second file', () => {
    const {fromZip} = zip;
    assert.deepEqual(fromZip.errors, []);
    assert.equal(fromZip.currentPage, 'Download check');
    const page = fromZip.pages.find((p) => p.name === 'Download check');
    assert.ok(page, fromZip.pages.map((p) => p.name).join(', '));
    const [badge] = page.children ?? [];
    assert.equal(badge?.type, 'FRAME');
    assert.equal(badge.name, 'Badge');
    assert.equal(badge.width, 320);
    assert.equal(badge.height, 80);
    assert.deepEqual(badge.fills, [{type: 'SOLID', color: {r: 1, g: 1, b: 1}, opacity: 1}]);
    const [label] = badge.children ?? [];
    assert.equal(label?.type, 'TEXT');
    assert.equal(label.name, 'Label');
    assert.equal(label.characters, 'Made on the website');
    assert.ok((label.width ?? 0) > 100, `label width ${label.width}`);
    // The main thread answers the UI (setupMainThread): the frame was created through the bridge.
    assert.ok(fromZip.uiToMain.length > 0);
  });

  test('its sources are the two files of the project beside the starter\'s own', () => {
    const read = (file: string) => fs.readFileSync(path.join(zip.project, file), 'utf8');
    assert.equal(read('src/App.tsx'), FILES['src/App.tsx']);
    assert.equal(read('src/Label.tsx'), FILES['src/Label.tsx']);
    assert.ok(fs.existsSync(path.join(zip.project, 'src/code.tsx')), 'the main thread of the starter');
  });
});

describe("the Data fetching page's react-fetch-hook example, downloaded from the playground", () => {
  const PAGE = 'docs/data-fetching.mdx';
  const zip = downloaded(() => {
    const source = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
    const example = findExamples(codeFences(source, PAGE)).find((e) =>
      Object.values(e.files).some((code) => /from 'react-fetch-hook'/.test(code)),
    );
    assert.ok(example, `${PAGE} has no drawing example that imports react-fetch-hook`);
    return {name: 'Data Fetching', files: example.files, active: example.active};
  });

  test("its dist/ draws the card and, with no network, the example's error state", () => {
    const layers = outline(zip.fromZip);
    assert.deepEqual(zip.fromZip.errors, []);
    assert.equal(zip.fromZip.currentPage, 'Users');
    assert.ok(layers.some((l) => l.startsWith('FRAME ') && l.includes(' 320 ')), layers.join('\n'));
    // useFetch ran in the plugin's UI: the request failed, so loading ended and the error text is drawn.
    assert.ok(layers.some((l) => l.startsWith('TEXT ') && l.endsWith(' User #2')), layers.join('\n'));
    assert.ok(layers.some((l) => l.startsWith('TEXT ') && l.endsWith(' Could not load the user.')), layers.join('\n'));
  });

  test('its package.json declares react-fetch-hook, and `npm ci && npm run build` rebuilds the same layers', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(zip.project, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.equal(pkg.dependencies['react-fetch-hook'], '1.7.2');
    const rebuilt = rebuildAndRun(zip.project);
    assert.ok(fs.existsSync(path.join(zip.project, 'node_modules/react-fetch-hook/index.js')));
    assert.deepEqual(rebuilt.errors, []);
    assert.deepEqual(outline(rebuilt), outline(zip.fromZip));
  });
});
