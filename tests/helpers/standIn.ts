/**
 * Runs built Figma plugins in the plugin host (src/figma-runner/node/pluginHost.ts) in a child process. The
 * child is tests/helpers/runFigmaPlugin.ts (its header gives the spec): Yoga's emscripten build may end the
 * process on an uncaught error, so the test process never loads a plugin bundle itself.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unzipSync} from 'fflate';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {buildSiteKit} from '../../src/plugins/runner-assets/assets';
import {buildPluginZip, pluginZipName} from '../../src/figma-runner/download/buildPluginZip';
import type {PluginKit} from '../../src/figma-runner/download/pluginKit';
import type {RunReport} from '../../src/figma-runner/node/pluginHost';

/**
 * One run: the built project `dir`, optionally the main thread of another (`codeDir`), events poked or not,
 * and the settle cap (ms; the plugin host's default otherwise).
 */
export interface StandInRun {
  dir: string;
  codeDir?: string;
  pokeEvents?: boolean;
  timeoutMs?: number;
}

/**
 * Runs `runs` in order in one shared document and returns a report per run.
 * @throws AssertionError when the child process crashes (its stderr in the message); a plugin that fails
 *   inside
 * the stand-in is not a crash: its report says how. Times out after 2 min.
 */
export function runInStandIn(runs: StandInRun[]): RunReport[] {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(SITE_ROOT, 'tests/helpers/runFigmaPlugin.ts'), JSON.stringify({runs})],
    {cwd: SITE_ROOT, encoding: 'utf8', timeout: 2 * 60_000},
  );
  assert.equal(run.status, 0, `stand-in crashed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as RunReport[];
}

/**
 * Writes unzipped entries (fflate's `unzipSync` result: path inside the zip → bytes) into a new temporary
 * folder named `<prefix>…`, folders included, and returns that folder. The caller removes it.
 */
export function writeUnzipped(entries: Record<string, Uint8Array>, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, data] of Object.entries(entries)) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

/** The site's download kit, built once per test process (1–2 s). */
let kit: Promise<PluginKit> | undefined;

/**
 * Zips `files` as the "Download as Figma plugin" button does and unzips it into a new temporary folder.
 * @returns the temporary folder (the caller removes it) and the project folder inside it.
 */
export async function downloadPlugin(
  name: string,
  files: Record<string, string>,
  active?: string,
): Promise<{dir: string; project: string}> {
  const bytes = await buildPluginZip({name, files, active, kit: (kit ??= buildSiteKit())});
  const dir = writeUnzipped(unzipSync(bytes), 'plugin-download-');
  return {dir, project: path.join(dir, pluginZipName(name).replace(/\.zip$/, ''))};
}
