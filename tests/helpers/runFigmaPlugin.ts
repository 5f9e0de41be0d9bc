/**
 * Child-process entry of the plugin host (src/figma-runner/node/pluginHost.ts), with jsdom for the UI window.
 *
 * Usage: `node --import tsx tests/helpers/runFigmaPlugin.ts '<json>'`, where json is
 * `{"runs": [{"dir": "<built project>", "codeDir"?: "<project whose dist/code.js to use>", "pokeEvents"?:
 * true, "timeoutMs"?: <settle cap, ms>}]}`. All runs share one document, in order, as repeated runs of a
 * plugin in one Figma file do. Prints one JSON line: the array of RunReport. Exits 0 even when the plugin
 * failed; the reports say how.
 */
import {JSDOM} from 'jsdom';
import {
  createDocument,
  readBundles,
  runPlugin,
  type OpenWindow,
  type RunReport,
  type UiWindow,
} from '../../src/figma-runner/node/pluginHost';

interface Spec {
  runs: {dir: string; codeDir?: string; pokeEvents?: boolean; timeoutMs?: number}[];
}

/** A jsdom window that runs the page's scripts, `setup` applied before they run. */
const openWindow: OpenWindow = (html, setup) =>
  new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => setup(window as unknown as UiWindow),
  }).window as unknown as UiWindow;

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as Spec;
  const figma = createDocument();
  (globalThis as {figma?: unknown}).figma = figma; // figma-api-stub's getNodeById reads the global
  const reports: RunReport[] = [];
  for (const run of spec.runs) {
    const {ui} = readBundles(run.dir);
    const {code} = readBundles(run.codeDir ?? run.dir);
    const {pokeEvents, timeoutMs} = run;
    reports.push(await runPlugin(figma, {code, ui, pokeEvents, timeoutMs, openWindow}));
  }
  process.stdout.write(JSON.stringify(reports) + '\n');
  process.exit(0);
}

void main();
