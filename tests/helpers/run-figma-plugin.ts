/**
 * Child-process entry of the Figma stand-in (figma-host.ts): Yoga's emscripten build may end the process on an
 * uncaught error, so the test process never loads a plugin bundle itself.
 *
 * Usage: `node --import tsx tests/helpers/run-figma-plugin.ts '<json>'`, where json is
 * `{"runs": [{"dir": "<built project>", "codeDir"?: "<project whose dist/code.js to use>", "pokeEvents"?: true}]}`.
 * All runs share one document, in order, as repeated runs of a plugin in one Figma file do. Prints one JSON line:
 * the array of RunReport. Exits 0 even when the plugin failed; the reports say how.
 */
import {createDocument, readBundles, runPlugin, type RunReport} from './figma-host';

interface Spec {
  runs: {dir: string; codeDir?: string; pokeEvents?: boolean}[];
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as Spec;
  const figma = createDocument();
  (globalThis as {figma?: unknown}).figma = figma; // figma-api-stub's getNodeById reads the global
  const reports: RunReport[] = [];
  for (const run of spec.runs) {
    const {ui} = readBundles(run.dir);
    const {code} = readBundles(run.codeDir ?? run.dir);
    reports.push(await runPlugin(figma, {code, ui, pokeEvents: run.pokeEvents}));
  }
  process.stdout.write(JSON.stringify(reports) + '\n');
  process.exit(0);
}

void main();
