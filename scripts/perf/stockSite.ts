/**
 * The baseline of the bench: the stock `create-docusaurus@2.4.3 classic --typescript` site, created and
 * installed in a temp folder (never in this repo), with the one change it needs to build today: the same
 * `overrides.webpack` pin as our package.json (a fresh 2.4.3 install pulls a webpack that breaks webpackbar).
 *
 * Its dependencies are whatever the template's ranges resolve to on the day (it has no lockfile); the bench
 * report records the versions that matter.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const STOCK_TEMPLATE = 'create-docusaurus@2.4.3';
/** Kept between bench runs (the install takes minutes); `--fresh-stock` recreates it. */
export const STOCK_DIR = path.join(os.tmpdir(), 'react-figma-bench', 'stock-docusaurus-2.4.3');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}) in ${cwd}`);
}

/**
 * Returns the stock site's folder, creating and installing it first when needed.
 * @param webpackVersion the `overrides.webpack` version to pin (ours, so both sites build with the same
 *   webpack).
 * @param fresh delete and recreate it even if it exists.
 * @throws Error when create-docusaurus or npm install fails (needs the npm registry).
 */
export function prepareStockSite(webpackVersion: string, fresh = false): string {
  const installed = fs.existsSync(
    path.join(STOCK_DIR, 'node_modules', '@docusaurus', 'core', 'package.json'),
  );
  if (installed && !fresh) return STOCK_DIR;
  fs.rmSync(STOCK_DIR, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(STOCK_DIR), {recursive: true});
  run(
    'npx',
    ['--yes', STOCK_TEMPLATE, path.basename(STOCK_DIR), 'classic', '--typescript', '--skip-install'],
    path.dirname(STOCK_DIR),
  );
  const pkgFile = path.join(STOCK_DIR, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.overrides = {...pkg.overrides, webpack: webpackVersion};
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR);
  return STOCK_DIR;
}

/** Installed versions of the packages that shape the figures, for the report. */
export function stockVersions(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['@docusaurus/core', 'webpack', 'react', 'react-dom']) {
    out[name] = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
  }
  return out;
}
