/**
 * Generated files that keep their bytes keep their modification time too: `docusaurus start` reloads every
 * plugin after each edit, and webpack recompiles whatever a reload rewrites, even with the same bytes.
 */
import fs from 'node:fs';

/**
 * Writes `data` to `file` (with `write`, fs.writeFileSync by default) unless the file already holds exactly that.
 * @returns whether it wrote.
 */
export function writeIfChanged(
  file: string,
  data: string | Buffer,
  write: (file: string, data: Buffer) => void = fs.writeFileSync,
): boolean {
  const next = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    if (fs.readFileSync(file).equals(next)) return false;
  } catch {
    // no file yet
  }
  write(file, next);
  return true;
}

/**
 * Runs `work` (synchronous code that is not ours, e.g. a plugin's constructor) with `fs.writeFileSync` of a
 * string or Buffer to a path skipping writes that would leave the file as it is (`writeIfChanged`).
 * Other calls (file descriptors, options objects) pass through unchanged.
 */
export function keepingUnchangedFiles<T>(work: () => T): T {
  const original = fs.writeFileSync;
  fs.writeFileSync = ((file: fs.PathOrFileDescriptor, data: unknown, options?: unknown) => {
    if (
      typeof file === 'string' &&
      (typeof data === 'string' || Buffer.isBuffer(data)) &&
      options === undefined
    ) {
      writeIfChanged(file, data, original);
      return;
    }
    return (original as (...args: unknown[]) => void)(file, data, options);
  }) as typeof fs.writeFileSync;
  try {
    return work();
  } finally {
    fs.writeFileSync = original;
  }
}
