/** The Node shell's esbuild output kept in node_modules/.cache: a warm worker starts without esbuild. */
import fs from 'node:fs';
import path from 'node:path';
import {FileCache, codeHash} from './fileCache';

/** The runner's .ts files: the realm imports engine/, project/, protocol/; node/ says how it is built. */
const RUNNER_DIR = path.join(__dirname, '..');

/** The scripts a preview worker runs: the realm program and the main thread's runtime. */
export interface RealmScripts {
  realm: string;
  mainRuntime: string;
}

/** The scripts' cache key (20 hex digits): the runner's sources and the lockfile (esbuild, React, …). */
export const realmCacheKey = (siteRoot: string, runnerDir = RUNNER_DIR): string =>
  codeHash(siteRoot, [runnerDir]).slice(0, 20);

/** The scripts from the cache, else built and stored (older keys removed). @throws esbuild's errors. */
export async function realmScripts(
  siteRoot: string,
  cache = FileCache.under(siteRoot, 'figma-runner-realm'),
): Promise<RealmScripts> {
  const key = realmCacheKey(siteRoot);
  const realm = cache.get(key, '.realm.js');
  const mainRuntime = cache.get(key, '.main.js');
  if (realm && mainRuntime) return {realm: realm.toString('utf8'), mainRuntime: mainRuntime.toString('utf8')};
  // Loaded only on a miss: a warm worker does not load esbuild.
  const [{bundleRealm}, {bundleMainRuntime}] = await Promise.all([
    import('./bundleEngine'),
    import('./bundleKit'),
  ]);
  const [realmCode, runtime] = await Promise.all([
    bundleRealm(),
    bundleMainRuntime(path.join(siteRoot, 'node_modules')),
  ]);
  const built: RealmScripts = {realm: realmCode, mainRuntime: runtime};
  fs.mkdirSync(cache.dir, {recursive: true});
  for (const f of fs.readdirSync(cache.dir, {withFileTypes: true}).filter((e) => e.isFile()))
    if (!f.name.startsWith(key) && !f.name.endsWith('.tmp'))
      fs.rmSync(path.join(cache.dir, f.name), {force: true});
  cache.set(key, '.realm.js', built.realm);
  cache.set(key, '.main.js', built.mainRuntime);
  return built;
}

/** The DOM bundle (../engine/dom.ts) under `realmScripts`' key, else built. @throws esbuild's errors. */
export async function domScript(
  siteRoot: string,
  cache = FileCache.under(siteRoot, 'figma-runner-realm'),
): Promise<string> {
  const key = realmCacheKey(siteRoot);
  const hit = cache.get(key, '.dom.js');
  if (hit) return hit.toString('utf8');
  const code = await (await import('./bundleEngine')).bundleDom('development');
  cache.set(key, '.dom.js', code);
  return code;
}
