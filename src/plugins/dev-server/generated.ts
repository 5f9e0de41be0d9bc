/**
 * Generated files missing from the cache: under `npm start` placeholders, then background builds (PERF-20).
 */
import fs from 'node:fs';
import {writeIfChanged} from '../common/writeIfChanged';
import {isDevServer, runOnce, type JobKind} from './state';

/** A script that only says, in the console, that `what` is still being built under `npm start`. */
export function placeholderScript(what: string): string {
  const message = `[npm start] ${what} is still being built; the page updates when it is ready.`;
  return `console.warn(${JSON.stringify(message)});`;
}

/**
 * Writes generated files (path → text or bytes) from `cached`, else `build()`, changed bytes only. Under
 * `npm start` a job of `kind` once per `key` builds them, `placeholders` meanwhile (`beforeFirstCompile`:
 * built now, a job if that fails); a failure is logged, a reload retries. @throws `build`'s, in production.
 */
export async function writeGenerated(
  kind: JobKind,
  key: string,
  cached: Record<string, string | Buffer> | undefined,
  placeholders: Record<string, string>,
  build: () => Promise<Record<string, string>>,
  beforeFirstCompile = false,
): Promise<void> {
  let files = cached;
  if (!files && !isDevServer()) files = await build();
  else if (!files && beforeFirstCompile) files = await build().catch(() => undefined);
  if (files) {
    for (const [file, text] of Object.entries(files)) writeIfChanged(file, text);
    return;
  }
  // A file from an earlier start (its cache since cleared) serves better than a placeholder.
  for (const [file, text] of Object.entries(placeholders))
    if (!fs.existsSync(file)) fs.writeFileSync(file, text);
  runOnce(kind, key, async () => {
    for (const [file, text] of Object.entries(await build())) writeIfChanged(file, text);
  })?.catch((error: unknown) =>
    console.error(`[dev-server] building ${key} in the background failed:`, error),
  );
}
