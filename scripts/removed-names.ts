/**
 * The names react-figma releases had and 0.31.0 lacks (docs/upgrade.mdx). Run by hand: `npm run
 * removed-names -- --extract` (network: npm) rewrites src/data/react-figma-releases.json from every
 * published release's typings; without the flag it rewrites the page's tables from that file.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import {removedNameReplacements} from '../src/data/removedNames';
import {SITE_ROOT} from '../src/plugins/common/siteRoot';
import {releaseNames, type ReleaseNames} from './lib/reactFigmaNames';
import {
  PAGE,
  RELEASES_FILE,
  generatedPart,
  removedNamesMarkdown,
  removedRows,
  toData,
  tscMessages,
  type ReleasesData,
} from './lib/removedNames';

function npm(args: string[], cwd: string): string {
  const run = spawnSync('npm', [...args, '--loglevel=error'], {cwd, encoding: 'utf8', timeout: 120_000});
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Every published release, unpacked with `npm pack` into a temp folder and read (about 30 s). */
function extract(): ReleasesData {
  const versions = JSON.parse(npm(['view', 'react-figma', 'versions', '--json'], SITE_ROOT)) as string[];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'react-figma-releases-'));
  try {
    const releases = versions.map((version): [string, ReleaseNames] => {
      const dir = path.join(tmp, version);
      fs.mkdirSync(dir);
      const tarball = npm(['pack', `react-figma@${version}`, '--silent'], dir).trim();
      spawnSync('tar', ['xzf', tarball], {cwd: dir});
      console.log(version);
      return [version, releaseNames(path.join(dir, 'package'), path.join(SITE_ROOT, 'node_modules'))];
    });
    return toData(releases);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--extract')) {
    const options = await prettier.resolveConfig(RELEASES_FILE);
    const json = JSON.stringify(extract(), null, 2);
    fs.writeFileSync(RELEASES_FILE, await prettier.format(json, {...options, filepath: RELEASES_FILE}));
  }
  const data = JSON.parse(fs.readFileSync(RELEASES_FILE, 'utf8')) as ReleasesData;
  const rows = removedRows(data);
  const file = path.join(SITE_ROOT, PAGE);
  const {before, after} = generatedPart(fs.readFileSync(file, 'utf8'));
  const part = removedNamesMarkdown(rows, removedNameReplacements, tscMessages(rows));
  fs.writeFileSync(file, `${before}${part}${after}`);
  console.log(`${PAGE}: ${rows.length} rows`);
}

void main();
