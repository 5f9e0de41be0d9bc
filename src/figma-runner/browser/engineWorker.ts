/** The engine's browser shell: a Web Worker per run (../engine/realm.ts), started by ./relay.ts. */
import {transform} from 'sucrase';
import {startRealm} from '../engine/realm';
import {engineErrorKind} from '../engine/errors';
import {projectEntry} from '../project/entry';
import {PLAYGROUND_PACKAGES} from '../project/imports';
import {TranspileError, transpileFile, type SucraseTransform} from '../project/transpileFile';
import {figure} from '../engine/figure';
import type {PageResult, RunnerMessage, UiEvent} from '../protocol/messages';
import type {installDom} from '../engine/dom';
import {ALIVE_EVERY_MS} from './limits';

/** The cap on one render's settling in the browser (ms): past it the page says the code was stopped. */
export const SETTLE_CAP_MS = 2000;

/** Lines `new Function` puts before a module's body (`function anonymous(require,…\n) {\n`). */
const FUNCTION_HEADER_LINES = 2;

/** An import outside ../project/imports.ts `PLAYGROUND_PACKAGES` and the project's own files. */
class ImportRefused extends Error {
  constructor(
    readonly spec: string,
    readonly from: string,
  ) {
    super(
      `'${spec}' cannot be imported here: only ${PLAYGROUND_PACKAGES.join(', ')} and this example's own files can`,
    );
  }
}

// Loaded as the worker starts, so a prepared worker only runs the example.
const realm = startRealm(
  (spec, from) => {
    throw new ImportRefused(spec, from);
  },
  () => {
    const dom = (self as {rfwDom?: {installDom: typeof installDom}}).rfwDom;
    if (!dom) throw new Error('the plugin window could not load: run the code again');
    return dom;
  },
);

/** A transpile error: the file, 1-based line and column, and whether the position is only sucrase's. */
class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly approximate: boolean,
  ) {
    super(message);
  }
}

type Parse = (code: string, options: {sourceType: 'module'; plugins: string[]}) => unknown;
/** @babel/parser once the page sent it: sucrase places an error inside an arrow function at the arrow. */
let babelParse: Parse | undefined;

/** The real position of a syntax error, from @babel/parser; undefined when Babel parses the code fine. */
function babelPosition(code: string): {message: string; line: number; column: number} | undefined {
  try {
    babelParse?.(code, {sourceType: 'module', plugins: ['typescript', 'jsx']});
  } catch (e) {
    const loc = (e as {loc?: {line: number; column: number}}).loc;
    if (loc) {
      const message = (e as Error).message.replace(/\s*\(\d+:\d+\)\s*$/, '');
      return {message, line: loc.line, column: loc.column + 1};
    }
  }
  return undefined;
}

/** Each file → CommonJS (../project/transpileFile.ts); sucrase keeps lines, so stacks are the reader's. */
function transpile(files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, code] of Object.entries(files)) {
    try {
      out[file] = transpileFile(transform as SucraseTransform, code, file, true);
    } catch (e) {
      const exact = babelParse && babelPosition(code);
      if (exact) throw new SyntaxProblem(exact.message, file, exact.line, exact.column, false);
      const {message, line, column} =
        e instanceof TranspileError ? e : {message: String(e), line: undefined, column: undefined};
      throw new SyntaxProblem(message, file, line, column, !babelParse);
    }
  }
  return out;
}

/** The first stack frame in a reader's file: file, line, column and function (a component's own name). */
function readerFrame(
  error: unknown,
  files: Record<string, string>,
): {file: string; line: number; column: number; fn?: string} | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const match of stack.matchAll(/(?:at (\S+) \()?([\w./-]+\.tsx?):(\d+):(\d+)/g)) {
    if (!(match[2] in files)) continue;
    return {
      file: match[2],
      line: Number(match[3]) - FUNCTION_HEADER_LINES,
      column: Number(match[4]),
      // A module's frame: "Object.eval", or "Proxy.eval" in the main thread, whose `this` is its global.
      fn: match[1]?.replace(/^(?:Object|Proxy)\./, ''),
    };
  }
  return undefined;
}

/** The reader's message for a failed render. */
function failure(error: unknown, files: Record<string, string>): PageResult {
  if (error instanceof SyntaxProblem) {
    const {message, file, line, column, approximate} = error;
    return {ok: false, kind: 'syntax', message, file, line, column, ...(approximate && {approximate})};
  }
  if (error instanceof ImportRefused) {
    const at = readerFrame(error, files);
    return {
      ok: false,
      kind: 'import',
      message: error.message,
      file: at?.file ?? error.from,
      line: at?.line,
      column: at?.column,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (engineErrorKind(error) === 'timeout') {
    return {
      ok: false,
      kind: 'timeout',
      message: `stopped: the drawing did not settle within ${SETTLE_CAP_MS / 1000} s`,
    };
  }
  if (engineErrorKind(error) === 'nothing-drawn') return {ok: false, kind: 'nothing-drawn', message};
  // React logs a render error as "error: Error: …": show the error itself.
  const text = message
    .replace(/^error: /, '')
    .replace(/^Error: /, '')
    .split('\n')[0];
  const at = readerFrame(error, files);
  const component = at?.fn && /^[A-Z]/.test(at.fn) ? ` (in <${at.fn}>)` : '';
  return {
    ok: false,
    kind: 'runtime',
    message: `${text}${component}`,
    file: at?.file,
    line: at?.line,
    column: at?.column,
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

/** Tells the relay that request `id` is alive, at most every `ALIVE_EVERY_MS`. */
function aliveTeller(id: number): () => void {
  let told = performance.now();
  return () => {
    const now = performance.now();
    if (now - told < ALIVE_EVERY_MS) return;
    told = now;
    toRelay({type: 'alive', id});
  };
}

/** The files of the rendered project, for the positions of a later event's errors. */
let renderedFiles: Record<string, string> = {};

/** Renders the reader's project, telling the relay it is alive every `ALIVE_EVERY_MS`. Never rejects. */
async function render(id: number, files: Record<string, string>, active: string): Promise<PageResult> {
  const started = performance.now();
  renderedFiles = files;
  let compiled: Record<string, string>;
  let entry: string;
  try {
    const project = projectEntry(files, active);
    compiled = transpile(project.files);
    entry = project.entry;
  } catch (e) {
    return failure(e, files);
  }
  const outcome = await realm.render(
    {files: compiled, entry, timeoutMs: SETTLE_CAP_MS, origins: true, alive: aliveTeller(id)},
    reportErrors,
  );
  return result(outcome, files, started);
}

/** The reader's event on the rendered run's window, then the run settled again. Never rejects. */
async function uiEvent(id: number, event: UiEvent): Promise<PageResult> {
  const started = performance.now();
  const outcome = await realm.uiEvent(
    event,
    {timeoutMs: SETTLE_CAP_MS, alive: aliveTeller(id)},
    reportErrors,
  );
  return result(outcome, renderedFiles, started);
}

/** The page's result of a settled run. */
function result(
  outcome: Awaited<ReturnType<typeof realm.render>>,
  files: Record<string, string>,
  started: number,
): PageResult {
  const withWindow = outcome.window && {window: outcome.window};
  if (!outcome.ok) {
    const failed = failure(outcome.error, files);
    const drawn = outcome.drawn;
    return !failed.ok && failed.kind === 'runtime' && drawn?.tree.children.length
      ? {...failed, drawn: figure(drawn.tree, drawn.others, true), ...withWindow}
      : {...failed, ...withWindow};
  }
  const drawn = figure(outcome.tree, outcome.others, true);
  return {ok: true, ...drawn, ms: Math.round(performance.now() - started), ...withWindow};
}

const toRelay = (message: RunnerMessage): void => (self as unknown as Worker).postMessage(message);

/** A worker renders once: the relay starts a new one, a fresh realm, for the next run. */
let rendered = false;

/** Loads a script the page sent (the parser, the DOM) from its text; CSP allows blob: URLs only. */
const loadScript = (code: string) =>
  (self as unknown as {importScripts(url: string): void}).importScripts(
    URL.createObjectURL(new Blob([code], {type: 'text/javascript'})),
  );

self.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as RunnerMessage | undefined;
  if (data?.type === 'parser' && typeof data.code === 'string') {
    if (!babelParse) loadScript(data.code);
    babelParse = (self as unknown as {previewSyntaxParser?: Parse}).previewSyntaxParser;
    return toRelay({type: 'loaded'});
  }
  if (data?.type === 'dom' && typeof data.code === 'string') {
    if (!('rfwDom' in self)) loadScript(data.code);
    return toRelay({type: 'loaded'});
  }
  if (data?.type === 'ui-event' && rendered && data.event) {
    const {id, event} = data;
    void uiEvent(id, event).then((result) => toRelay({type: 'result', id, result}));
    return;
  }
  if (data?.type !== 'render' || !data.files || typeof data.active !== 'string' || rendered) return;
  rendered = true;
  const {id, files, active} = data;
  void render(id, files, active).then((result) => toRelay({type: 'result', id, result}));
});

toRelay({type: 'ready'});
