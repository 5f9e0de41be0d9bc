/**
 * The browser shell of the preview engine: a Web Worker that runs ../engine/render.ts (the code the build's Node
 * worker runs) on the reader's files, transpiled with sucrase, and answers with the picture and the outline.
 * Bundled by ./bundle.ts into one script; the playground starts it inside a sandboxed iframe
 * (src/plugins/playground/client/runner.ts), so the reader's code has an opaque origin and no network.
 *
 * Protocol (postMessage):
 *   → {type: 'render', id, files: {[path]: TS/TSX source}, active}
 *   ← {type: 'ready'} once react-figma is loaded; {type: 'result', id, result: RenderResult} per render.
 */
import {transform} from 'sucrase';
import {installGlobals, recordingReconciler, renderProject} from '../engine/render';
import {projectEntry} from '../engine/entry';
import {useFontTables, type FontTable} from '../engine/textMetrics';
import {altText, toLayers} from '../engine/outline';
import {pageToSvg} from '../engine/svg';
import type {Layer} from '../client/layers';

/** Font tables of ../node/fontTables.ts, put in by the bundler (./bundle.ts `define`). */
declare const __FONT_TABLES__: Record<string, FontTable>;

/** What one render gives the page. Lines and columns are 1-based, in the reader's file. */
export type RenderResult =
  | {ok: true; svg: string; width: number; height: number; alt: string; layers: Layer[]; ms: number}
  | {
      ok: false;
      kind: 'syntax' | 'runtime' | 'import' | 'timeout' | 'nothing-drawn';
      message: string;
      file?: string;
      line?: number;
      column?: number;
    };

/** The cap on one render's settling in the browser (ms): past it the page says the code was stopped. */
export const SETTLE_CAP_MS = 2000;

/** Lines `new Function` puts before a module's body (`function anonymous(require,…\n) {\n`). */
const FUNCTION_HEADER_LINES = 2;

/** The modules a reader may import by bare name; any other is refused by name. */
const ALLOWED = ['react', 'react-figma', 'react-figma/rpc'];

const g = self as unknown as Record<string, unknown>;
useFontTables(__FONT_TABLES__);
installGlobals(g);

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above on purpose */
const runtime = {
  React: require('react'),
  ReactFigma: require('react-figma'),
  ReactFigmaRpc: require('react-figma/rpc'),
  requireBare: (spec: string, from: string): unknown => {
    throw new ImportRefused(spec, from);
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */
// Registered by ./bundle.ts's alias of react-reconciler; read here so the bundler keeps it.
void recordingReconciler;

/** An import outside `ALLOWED` and the project's own files. */
class ImportRefused extends Error {
  constructor(
    readonly spec: string,
    readonly from: string,
  ) {
    super(`'${spec}' cannot be imported here: only ${ALLOWED.join(', ')} and this example's own files can`);
  }
}

/** A transpile error: the file and sucrase's `(line:column)` (column 0-based). */
class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/** TS/TSX → CommonJS with the classic JSX runtime; sucrase keeps line numbers, so a stack's lines are the reader's. */
function transpile(files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, code] of Object.entries(files)) {
    try {
      out[file] = transform(code, {
        transforms: ['typescript', 'jsx', 'imports'],
        jsxRuntime: 'classic',
        production: true,
        filePath: file,
      }).code;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const at = /\((\d+):(\d+)\)\s*$/.exec(message);
      throw new SyntaxProblem(
        message.replace(/\s*\(\d+:\d+\)\s*$/, ''),
        file,
        at ? Number(at[1]) : undefined,
        at ? Number(at[2]) + 1 : undefined,
      );
    }
  }
  return out;
}

/** The first stack frame in one of the reader's files, as file, line and column in that file. */
function readerFrame(
  error: unknown,
  files: Record<string, string>,
): {file: string; line: number; column: number} | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const match of stack.matchAll(/([\w./-]+\.tsx?):(\d+):(\d+)/g)) {
    if (!(match[1] in files)) continue;
    return {file: match[1], line: Number(match[2]) - FUNCTION_HEADER_LINES, column: Number(match[3])};
  }
  return undefined;
}

/** React's own component name in "The above error occurred in the <Card> component" lines, if it logged one. */
function componentOf(logs: string[]): string | undefined {
  for (const line of logs) {
    const m = /The above error occurred in the <(\w+)> component/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

/** The reader's message for a failed render. */
function failure(error: unknown, logs: string[], files: Record<string, string>): RenderResult {
  if (error instanceof SyntaxProblem) {
    return {
      ok: false,
      kind: 'syntax',
      message: error.message,
      file: error.file,
      line: error.line,
      column: error.column,
    };
  }
  if (error instanceof ImportRefused) {
    return {ok: false, kind: 'import', message: error.message, ...readerFrame(error, files)};
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/did not settle within/.test(message)) {
    return {
      ok: false,
      kind: 'timeout',
      message: `stopped: the drawing did not settle within ${SETTLE_CAP_MS / 1000} s`,
    };
  }
  if (/draws nothing|none is the current page/.test(message))
    return {ok: false, kind: 'nothing-drawn', message};
  const component = componentOf(logs);
  // React logs a render error as "error: The above error…" / "error: Error: …": show the error itself.
  const text = message
    .replace(/^error: /, '')
    .replace(/^Error: /, '')
    .split('\n')[0];
  return {
    ok: false,
    kind: 'runtime',
    message: component ? `${text} (in <${component}>)` : text,
    ...readerFrame(error, files),
  };
}

/** Routes errors thrown outside the render (in a timer, a rejected promise) to it. */
function reportErrors(handler: (e: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    handler(event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    handler(event.reason);
  };
  self.addEventListener('error', onError);
  self.addEventListener('unhandledrejection', onRejection);
  return () => {
    self.removeEventListener('error', onError);
    self.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Renders the reader's project. Never rejects. */
async function render(files: Record<string, string>, active: string): Promise<RenderResult> {
  const started = performance.now();
  let compiled: Record<string, string>;
  let entry: string;
  try {
    const project = projectEntry(files, active);
    compiled = transpile(project.files);
    entry = project.entry;
  } catch (e) {
    return failure(e, [], files);
  }
  const outcome = await renderProject(
    g,
    runtime,
    {files: compiled, entry, timeoutMs: SETTLE_CAP_MS},
    reportErrors,
  );
  if (!outcome.ok) return failure(outcome.error, outcome.logs, files);
  const {svg, width, height} = pageToSvg(outcome.tree);
  return {
    ok: true,
    svg,
    width,
    height,
    alt: altText(outcome.tree),
    layers: toLayers(outcome.tree.children) as Layer[],
    ms: Math.round(performance.now() - started),
  };
}

/** Renders run one at a time: a new request waits for the one before it (they share one stand-in). */
let queue: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as {type?: string; id?: number; files?: Record<string, string>; active?: string};
  if (data?.type !== 'render' || !data.files || typeof data.active !== 'string') return;
  const {id, files, active} = data;
  queue = queue.then(async () => {
    const result = await render(files, active);
    (self as unknown as Worker).postMessage({type: 'result', id, result});
  });
});

(self as unknown as Worker).postMessage({type: 'ready'});
