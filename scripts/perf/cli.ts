/** What `npm run bench` and `npm run bench:dev` share: flags and the Docusaurus CLI. */
import fs from 'node:fs';
import path from 'node:path';

/** Whether `--name` is on the command line. */
export const option = (name: string): boolean => process.argv.includes(`--${name}`);

/** The whole number after `--name`, or `fallback` without the flag. @throws Error unless it is ≥ 1. */
export function numberOption(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number ≥ 1`);
  return value;
}

/** The Docusaurus CLI of the site in `dir` (its own install: ours or the stock site's). */
export const docusaurusBin = (dir: string) =>
  path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/** The Node flags of the `start` script of `dir`'s package.json (`node --flag … docusaurus.mjs`), else []. */
export function startNodeFlags(dir: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const [command, ...rest]: string[] = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  if (command !== 'node') return [];
  const end = rest.findIndex((word) => !word.startsWith('--'));
  return end === -1 ? rest : rest.slice(0, end);
}

/** `docusaurus start`'s arguments for a dev server on 127.0.0.1:`port` that opens no browser. */
export const startArgs = (port: number) => ['start', '--port', `${port}`, '--host', '127.0.0.1', '--no-open'];
