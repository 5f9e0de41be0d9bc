/** The Node shell's esbuild output in node_modules/.cache: a warm worker starts without tsx or esbuild. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {FileCache, codeHash} from './fileCache';

/** The runner's .ts files: the realm imports engine/, project/, protocol/; node/ says how it is built. */
const RUNNER_DIR = path.join(__dirname, '..');

/** The scripts a preview worker runs, and the cache key they were kept under (`domScript` takes it). */
export interface RealmScripts {
  key: string;
  realm: string;
  mainRuntime: string;
}

/** The scripts' cache key (20 hex digits): the runner's sources and the lockfile (esbuild, React, …). */
export const realmCacheKey = (siteRoot: string, runnerDir = RUNNER_DIR): string =>
  codeHash(siteRoot, [runnerDir]).slice(0, 20);

/** `key` + `ext`'s text from `cache`, else `build()`'s, stored after other keys' files are removed. */
async function cachedText(
  cache: FileCache,
  key: string,
  ext: string,
  build: () => Promise<string>,
): Promise<string> {
  const hit = cache.get(key, ext);
  if (hit) return hit.toString('utf8');
  const text = await build();
  fs.mkdirSync(cache.dir, {recursive: true});
  for (const f of fs.readdirSync(cache.dir, {withFileTypes: true}).filter((e) => e.isFile()))
    if (!f.name.startsWith(key) && !f.name.endsWith('.tmp'))
      fs.rmSync(path.join(cache.dir, f.name), {force: true});
  cache.set(key, ext, text);
  return text;
}

/** The scripts from the cache, else built and stored (older keys removed). @throws esbuild's errors. */
export async function realmScripts(
  siteRoot: string,
  cache = FileCache.under(siteRoot, 'figma-runner-realm'),
  key = realmCacheKey(siteRoot),
): Promise<RealmScripts> {
  // The bundlers are imported only on a miss: a warm worker does not load esbuild.
  const [realm, mainRuntime] = await Promise.all([
    cachedText(cache, key, '.realm.js', async () => (await import('./bundleEngine')).bundleRealm()),
    cachedText(cache, key, '.main.js', async () =>
      (await import('./bundleKit')).bundleMainRuntime(path.join(siteRoot, 'node_modules')),
    ),
  ]);
  return {key, realm, mainRuntime};
}

/** The DOM bundle (../engine/dom.ts) under `realmScripts`' `key`, else built. @throws esbuild's errors. */
export const domScript = (
  siteRoot: string,
  key: string,
  cache = FileCache.under(siteRoot, 'figma-runner-realm'),
): Promise<string> =>
  cachedText(cache, key, '.dom.js', async () => (await import('./bundleEngine')).bundleDom('development'));

/**
 * ./previewWorker.ts as one CommonJS file under the same key, for plain `node` (about 0.4 s and 30 MiB less
 * than under tsx); `__dirname` and `require` behave as in the sources, so the file is this checkout's (a copy
 * of the site may share the cache). @throws esbuild's errors.
 */
export async function workerScript(
  siteRoot: string,
  cache = FileCache.under(siteRoot, 'figma-runner-realm'),
): Promise<{file: string; key: string}> {
  const key = realmCacheKey(siteRoot);
  const ext = `.${crypto.createHash('sha256').update(__dirname).digest('hex').slice(0, 8)}.worker.js`;
  await cachedText(cache, key, ext, async () => {
    dropWorkersOfGoneCheckouts(cache.dir);
    const {buildOnce} = await import('./esbuildBuild');
    const [out] = await buildOnce({
      entryPoints: [path.join(__dirname, 'previewWorker.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['esbuild'],
      logLevel: 'silent',
      // Packages resolve from the source's folder, wherever the cache is: `var` rebinds CommonJS's `require`.
      banner: {
        js: `var require = require('node:module').createRequire(${JSON.stringify(path.join(__dirname, 'previewWorker.ts'))});`,
      },
      plugins: [
        {
          name: 'runner-dirname',
          setup: (build) =>
            build.onLoad({filter: /\.ts$/}, (args) =>
              args.path.startsWith(RUNNER_DIR + path.sep)
                ? {
                    contents: fs
                      .readFileSync(args.path, 'utf8')
                      .replaceAll('__dirname', JSON.stringify(path.dirname(args.path))),
                    loader: 'ts',
                  }
                : undefined,
            ),
        },
      ],
    });
    return out.text;
  });
  return {file: cache.file(key, ext), key};
}

/** Removes worker files whose checkout (named by their first line) no longer exists: a test's copy. */
function dropWorkersOfGoneCheckouts(dir: string): void {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!name.endsWith('.worker.js')) continue;
    const file = path.join(dir, name);
    const head = Buffer.alloc(1000);
    const fd = fs.openSync(file, 'r');
    const read = fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    const source = /createRequire\(("[^"]+")\)/.exec(head.toString('utf8', 0, read))?.[1];
    if (source && !fs.existsSync(JSON.parse(source))) fs.rmSync(file, {force: true});
  }
}
