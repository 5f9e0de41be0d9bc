/** Generated files keep their modification time when their bytes are unchanged (no webpack recompile). */
import fs from 'node:fs';

/** Writes `data` to `file` unless it already holds exactly that. @returns whether it wrote. */
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

/** Runs `work` with `fs.writeFileSync` of a string or Buffer skipping writes that change nothing. */
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
