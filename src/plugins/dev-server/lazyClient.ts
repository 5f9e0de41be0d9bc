/** Browser side of ./lazyCompilation.ts: asks the dev server (this origin) to compile what a page needs. */

declare const __resourceQuery: string;

/** What webpack's stand-in for a lazy module passes (its LazyCompilationPlugin's generated code). */
interface KeepAlive {
  data: string;
  active: boolean;
  onError(error: Error): void;
}

/** `<baseUrl>__lazy-compilation/`, a path on this origin (./lazyCompilation.ts puts it in the query). */
const route = decodeURIComponent(__resourceQuery.slice(1));
let asking: KeepAlive[] = [];

/** One request for every stand-in that ran in this task: a route's modules compile together. */
function ask(): void {
  const batch = asking;
  asking = [];
  const fail = (error: Error) => batch.forEach((s) => s.onError(error));
  fetch(route + batch.map((s) => s.data).join('@'), {method: 'POST'}).then(
    (r) => r.ok || fail(new Error(`${route}: HTTP ${r.status}`)),
    fail,
  );
}

/**
 * Called by each lazy module's stand-in when it runs. One not yet compiled asks the server; its promise
 * resolves when the compile's hot update replaces it (webpack's stand-in does that, and passes a compiled
 * module's later updates on to core's `clientEntry`).
 * @returns its dispose function: nothing to release, the server keeps compiled modules.
 */
export function keepAlive(stand: KeepAlive): () => void {
  if (!stand.active && asking.push(stand) === 1) setTimeout(ask, 0);
  return () => undefined;
}
