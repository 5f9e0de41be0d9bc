/**
 * The baseline: `create-docusaurus@2.4.3 classic --typescript` in a temp folder, no lockfile, with our
 * `overrides.webpack` pin (a fresh 2.4.3 install pulls a webpack that breaks webpackbar).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const STOCK_TEMPLATE = 'create-docusaurus@2.4.3';
/** Kept between runs (the install takes minutes); `--fresh-stock` recreates it. */
const STOCK_DIR = path.join(os.tmpdir(), 'react-figma-bench', 'stock-docusaurus-2.4.3');

function run(command: string, args: string[], cwd: string): void {
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  const {status} = spawnSync(command, args, {cwd, stdio: 'inherit', env});
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status}) in ${cwd}`);
}

/**
 * The stock site's folder, installed with `overrides.webpack` = `webpackVersion` first if missing or `fresh`.
 * @throws Error when create-docusaurus or npm install fails (needs the npm registry).
 */
export function prepareStockSite(webpackVersion: string, fresh = false): string {
  if (!fresh && fs.existsSync(path.join(STOCK_DIR, 'node_modules/@docusaurus/core/package.json')))
    return STOCK_DIR;
  fs.rmSync(STOCK_DIR, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(STOCK_DIR), {recursive: true});
  const args = [
    '--yes',
    STOCK_TEMPLATE,
    path.basename(STOCK_DIR),
    'classic',
    '--typescript',
    '--skip-install',
  ];
  run('npx', args, path.dirname(STOCK_DIR));
  const pkgFile = path.join(STOCK_DIR, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  fs.writeFileSync(pkgFile, JSON.stringify({...pkg, overrides: {...pkg.overrides, webpack: webpackVersion}}));
  run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR);
  return STOCK_DIR;
}

/** Installed versions of the packages that shape the figures, for the report. */
export const stockVersions = (dir: string): Record<string, string> =>
  Object.fromEntries(
    ['@docusaurus/core', 'webpack', 'react', 'react-dom'].map((name) => [
      name,
      JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version,
    ]),
  );
