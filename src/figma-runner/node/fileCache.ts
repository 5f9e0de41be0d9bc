/** A content-addressed file cache (sha256 keys over every input): the realm bundle's and the site's. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** sha256 hex of the parts, in order (strings as UTF-8). */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The files under `dir` (sorted, relative), not entering folders matching `skip` (node_modules). */
export function filesUnder(dir: string, skip?: RegExp): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) {
        if (!skip?.test(child)) walk(child);
      } else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * sha256 hex of the .ts/.tsx files under `dirs` and `siteRoot`'s package-lock.json (empty when it has none):
 * the code that makes an output.
 */
export function codeHash(siteRoot: string, dirs: string[]): string {
  const files = dirs.flatMap((dir) =>
    filesUnder(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  const lock = path.join(siteRoot, 'package-lock.json');
  return hashOf(...files.map((f) => fs.readFileSync(f)), fs.existsSync(lock) ? fs.readFileSync(lock) : '');
}

export class FileCache {
  readonly dir: string;

  /** @param dir the cache's folder; `FileCache.under` gives the usual place under node_modules/.cache. */
  constructor(dir: string) {
    this.dir = dir;
  }

  /** The cache `<siteDir>/node_modules/.cache/<name>/`. */
  static under(siteDir: string, name: string): FileCache {
    return new FileCache(path.join(siteDir, 'node_modules', '.cache', name));
  }

  /** The file that holds `key` (it may not exist). */
  file(key: string, ext: string): string {
    return path.join(this.dir, `${key}${ext}`);
  }

  /** The cached bytes of `key`, or undefined. */
  get(key: string, ext: string): Buffer | undefined {
    const file = this.file(key, ext);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  }

  /** Stores `data` through a temporary name, so no reader or interrupted build sees half a file. */
  set(key: string, ext: string, data: Buffer | string): void {
    fs.mkdirSync(this.dir, {recursive: true});
    const file = this.file(key, ext);
    fs.writeFileSync(`${file}.${process.pid}.tmp`, data);
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }
}
