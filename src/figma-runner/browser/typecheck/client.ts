/** The page's side of the type checker: starts ./entry.ts's bundle in a Web Worker from same-origin URLs. */
import type {
  CheckerToPage,
  CompletionItem,
  JsxPlace,
  PageToChecker,
  TypeDiagnostic,
} from '../../protocol/typecheck';

export type {CompletionItem, JsxPlace, TypeDiagnostic};

export interface TypeChecker {
  /** The project's diagnostics as tsc reports them; a newer call supersedes an older one still waiting. */
  check(files: Record<string, string>): Promise<TypeDiagnostic[]>;
  complete(
    file: string,
    text: string,
    pos: number,
  ): Promise<{from: number; items: CompletionItem[]; place?: JsxPlace}>;
  hover(
    file: string,
    text: string,
    pos: number,
  ): Promise<{start: number; end: number; name: string; detail: string; place?: JsxPlace} | undefined>;
  dispose(): void;
}

/**
 * Fetches both files and starts the worker. Every method waits for the worker; if a file cannot load
 * (offline), they reject with the reason.
 */
export function startTypeChecker(urls: {worker: string; typings: string}): TypeChecker {
  let nextId = 1;
  const waiting = new Map<number, {resolve: (m: CheckerToPage) => void; reject: (e: Error) => void}>();
  let worker: Worker | null = null;
  const ready: Promise<Worker> = Promise.all([
    fetch(urls.worker).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)))),
    fetch(urls.typings).then((r) =>
      r.ok ? (r.json() as Promise<Record<string, string>>) : Promise.reject(new Error(`HTTP ${r.status}`)),
    ),
  ]).then(
    ([script, typings]) =>
      new Promise<Worker>((resolve, reject) => {
        const url = URL.createObjectURL(new Blob([script], {type: 'text/javascript'}));
        const w = new Worker(url);
        worker = w;
        URL.revokeObjectURL(url);
        w.onmessage = ({data}: MessageEvent<CheckerToPage>) => {
          if (data.type === 'ready') {
            resolve(w);
            return;
          }
          const id = 'id' in data ? data.id : undefined;
          const pending = id === undefined ? undefined : waiting.get(id);
          if (!pending) return;
          waiting.delete(id!);
          if (data.type === 'failed') pending.reject(new Error(data.message));
          else pending.resolve(data);
        };
        w.onerror = (event) => {
          event.preventDefault();
          reject(new Error(`The type checker stopped: ${event.message}`));
        };
        w.postMessage({type: 'typings', files: typings} satisfies PageToChecker);
      }),
  );
  const ask = async (message: PageToChecker): Promise<CheckerToPage> => {
    const w = await ready;
    return new Promise((resolve, reject) => {
      waiting.set((message as {id: number}).id, {resolve, reject});
      w.postMessage(message);
    });
  };
  let latestCheck = 0;
  return {
    async check(files) {
      const id = nextId++;
      latestCheck = id;
      const answer = await ask({type: 'check', id, files});
      if (id !== latestCheck) throw new Error('superseded');
      return answer.type === 'diagnostics' ? answer.diagnostics : [];
    },
    async complete(file, text, pos) {
      const answer = await ask({type: 'complete', id: nextId++, file, text, pos});
      return answer.type === 'completions' ? answer : {from: pos, items: []};
    },
    async hover(file, text, pos) {
      const answer = await ask({type: 'hover', id: nextId++, file, text, pos});
      return answer.type === 'hover' ? answer.info : undefined;
    },
    dispose() {
      worker?.terminate();
      for (const p of waiting.values()) p.reject(new Error('disposed'));
      waiting.clear();
    },
  };
}
