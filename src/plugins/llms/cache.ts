/**
 * A content-addressed file cache under `node_modules/.cache/<name>/`, for build outputs that only change when
 * their inputs do (the Markdown twins; the social cards use it too). Keys are sha256 hex digests the caller
 * computes from every input. `docusaurus clear` (npm run clear) empties node_modules/.cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** sha256 hex of the parts, in order (strings as UTF-8). */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** sha256 of the source files of this plugin and the installed packages' lockfile: changes of code or deps. */
export function codeHash(siteDir: string): string {
  const own = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => fs.readFileSync(path.join(__dirname, f)));
  const lock = path.join(siteDir, 'package-lock.json');
  return hashOf(...own, fs.existsSync(lock) ? fs.readFileSync(lock) : '');
}

export class FileCache {
  readonly dir: string;

  /** @param siteDir the site folder; @param name the cache's folder under node_modules/.cache. */
  constructor(siteDir: string, name: string) {
    this.dir = path.join(siteDir, 'node_modules', '.cache', name);
  }

  private file(key: string, ext: string): string {
    return path.join(this.dir, `${key}${ext}`);
  }

  /** The cached bytes of `key`, or undefined. */
  get(key: string, ext: string): Buffer | undefined {
    const file = this.file(key, ext);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  }

  /** Stores `data`; written under a temporary name first, so an interrupted build never leaves half a file. */
  set(key: string, ext: string, data: Buffer | string): void {
    fs.mkdirSync(this.dir, {recursive: true});
    const file = this.file(key, ext);
    fs.writeFileSync(`${file}.${process.pid}.tmp`, data);
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }
}
