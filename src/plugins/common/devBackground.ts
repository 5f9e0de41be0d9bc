/**
 * Under `npm start`: generated files missing from the cache are built after the dev server's first compile
 * instead of before it, so a cold start serves pages sooner (PERF-20). The production build still waits for
 * them.
 */
import fs from 'node:fs';
import {writeIfChanged} from './writeIfChanged';

/** Process-wide state: Docusaurus loads the plugins again on every content reload, this module with them. */
interface State {
  firstCompile: Promise<void>;
  firstCompileDone(): void;
  /** Cache keys whose build runs or ran in this process. */
  started: Set<string>;
}
const STATE = Symbol.for('react-figma-website.dev-background');
const global = globalThis as unknown as Record<symbol, State | undefined>;
function state(): State {
  let done!: () => void;
  global[STATE] ??= {
    firstCompile: new Promise<void>((resolve) => (done = resolve)),
    firstCompileDone: () => done(),
    started: new Set(),
  };
  return global[STATE];
}

/**
 * Whether this process is `docusaurus start` (its bin sets NODE_ENV=development; the build sets production).
 */
function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** A script that only says, in the console, that `what` is still being built under `npm start`. */
export function placeholderScript(what: string): string {
  const message = `[npm start] ${what} is still being built; the page updates when it is ready.`;
  return `console.warn(${JSON.stringify(message)});`;
}

/** Called by the dev server's compiler after its first compile (src/plugins/figma-preview/devDraw.ts). */
export function markFirstCompileDone(): void {
  state().firstCompileDone();
}

/**
 * How long after the first compile the builds start (ms): their files' compile holds the dev server's
 * requests, and a browser opened at the first compile has loaded its page by then (`npm run bench:dev`: about
 * 1–2 s).
 */
const QUIET_MS = 5000;

/**
 * Writes `placeholders` (path → text) where no file is yet, then, `quietMs` after the first compile, runs
 * `build` once per `key` in this process and writes what it gives (path → text); webpack sees the files and
 * compiles again. A failing build is logged, not thrown: the placeholders stay and the next call (a content
 * reload) tries again.
 */
export function buildAfterFirstCompile(
  key: string,
  placeholders: Record<string, string>,
  build: () => Promise<Record<string, string>>,
  quietMs = QUIET_MS,
): void {
  const s = state();
  // A file from an earlier start (its cache since cleared) serves better than a placeholder.
  for (const [file, text] of Object.entries(placeholders))
    if (!fs.existsSync(file)) fs.writeFileSync(file, text);
  if (s.started.has(key)) return;
  s.started.add(key);
  void s.firstCompile
    .then(() => new Promise((resolve) => setTimeout(resolve, quietMs)))
    .then(build)
    .then((files) => {
      for (const [file, text] of Object.entries(files)) writeIfChanged(file, text);
    })
    .catch((error: unknown) => {
      s.started.delete(key);
      console.error(`[dev] building ${key} after the first compile failed:`, error);
    });
}

/**
 * Writes generated files (path → text) from `cached`, else from `build()`; under `npm start` a missing build
 * is not awaited but run by `buildAfterFirstCompile(key, placeholders, build, quietMs)`. Only changed bytes
 * are written.
 */
export async function writeGenerated(
  key: string,
  cached: Record<string, string> | undefined,
  placeholders: Record<string, string>,
  build: () => Promise<Record<string, string>>,
  quietMs = QUIET_MS,
): Promise<void> {
  if (!cached && isDevServer()) return buildAfterFirstCompile(key, placeholders, build, quietMs);
  for (const [file, text] of Object.entries(cached ?? (await build()))) writeIfChanged(file, text);
}
