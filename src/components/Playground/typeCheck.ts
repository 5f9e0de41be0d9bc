/** Type checking (PLAY-14): src/figma-runner/browser/typecheck, started on intent, run as changes settle. */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import workerUrl from '@typecheck-worker';
import typingsUrl from '@typecheck-typings';
import {
  startTypeChecker,
  type JsxPlace,
  type TypeChecker,
  type TypeDiagnostic,
} from '../../figma-runner/browser/typecheck/client';
import {diagnosticText} from '../../figma-runner/protocol/typecheck';
import type {ProjectFiles} from '../../figma-runner/project/fileNames';
import {WATCHDOG_MS} from '../../figma-runner/browser/limits';
import {loadPropHints} from './propHints';
import {hintFor, typeText, type EditorHint, type PropHints} from '../../plugins/playground/client/hints';
import type {EditorDiagnostic, EditorLanguage} from '../CodeEditor/codemirror';

export type {TypeDiagnostic};

/** How long after the last change the project is checked again (ms) when no picture is drawn of it. */
const CHECK_DEBOUNCE_MS = 250;
/** How long a check waits for its picture (ms): past the relay's watchdog, the engine is not running. */
const CHECK_PICTURE_CAP_MS = WATCHDOG_MS + 1000;
/** The User Timing measure of each check, from the call to the worker to its answer in the page (ms). */
const CHECK_MEASURE = 'playground:typecheck';

/** The diagnostics of one file, as the editor underlines them, each titled as tsc prints it. */
function editorDiagnostics(all: readonly TypeDiagnostic[], file: string): EditorDiagnostic[] {
  return all
    .filter((d) => d.file === file)
    .map((d) => ({
      from: d.start,
      to: d.end,
      severity: d.category === 'error' ? 'error' : d.category === 'warning' ? 'warning' : 'info',
      message: diagnosticText(d),
    }));
}

/** The row of the name at a place: a prop's own row; none for a style key (the tables have no style rows). */
function rowAt(hints: PropHints | null, place: JsxPlace | undefined, name: string): EditorHint['hint'] {
  const hint = place?.kind === 'prop' ? hintFor(hints, place.component, name) : undefined;
  return hint && place && {...hint, component: place.component};
}

/**
 * The checker, its diagnostics (null until the first answer), a file's language; `start()` is idempotent.
 * With `drawing`, a check waits (CHECK_PICTURE_CAP_MS at most) for the picture: `drawn === files` (PLAY-12).
 */
function useTypeCheck(files: ProjectFiles, drawing: boolean, drawn: ProjectFiles | null) {
  const checker = useRef<TypeChecker | null>(null);
  const hints = useRef<PropHints | null>(null);
  const [started, setStarted] = useState(false);
  const [diagnostics, setDiagnostics] = useState<TypeDiagnostic[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = useCallback(() => {
    if (checker.current) return;
    checker.current = startTypeChecker({worker: workerUrl, typings: typingsUrl});
    // Offline, completions still come, without our rows.
    void loadPropHints().then((h) => (hints.current = h));
    setStarted(true);
  }, []);

  useEffect(() => () => checker.current?.dispose(), []);

  const firstCheck = useRef(true);
  const waiting = drawing && drawn !== files;
  useEffect(() => {
    if (!started || !checker.current) return;
    let live = true;
    const delay = waiting ? CHECK_PICTURE_CAP_MS : firstCheck.current || drawing ? 0 : CHECK_DEBOUNCE_MS;
    if (!waiting) firstCheck.current = false;
    const timer = window.setTimeout(() => {
      const began = performance.now();
      checker.current!.check(files).then(
        (found) => {
          performance.measure(CHECK_MEASURE, {start: began});
          if (!live) return;
          setDiagnostics(found);
          setFailure(null);
        },
        (e: unknown) => {
          if (live && (e as Error).message !== 'superseded') setFailure((e as Error).message);
        },
      );
    }, delay);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [files, started, waiting, drawing]);

  const languageFor = useCallback(
    (file: string): EditorLanguage => ({
      async complete(text, pos) {
        if (!checker.current) return null;
        const {from, items, place} = await checker.current.complete(file, text, pos);
        return {
          from,
          options: items.map((item) => {
            const hint = rowAt(hints.current, place, item.name);
            return {
              label: item.name,
              type: item.kind === 'property' ? 'property' : item.kind,
              detail: hint && typeText(hint),
              info: item.detail ? {signature: item.detail, hint} : undefined,
            };
          }),
        };
      },
      async hover(text, pos) {
        if (!checker.current) return null;
        const info = await checker.current.hover(file, text, pos);
        if (!info) return null;
        return {
          from: info.start,
          to: info.end,
          info: {signature: info.detail, hint: rowAt(hints.current, info.place, info.name)},
        };
      },
    }),
    [],
  );

  return useMemo(
    () => ({start, started, diagnostics, failure, languageFor}),
    [start, started, diagnostics, failure, languageFor],
  );
}

/**
 * The project's type check as the playground shows it (PLAY-14): the checker (`types`: `start()` on intent,
 * all `diagnostics`, `failure`), the errors as tsc prints them (`typeErrors`, for the download), and the open
 * file's underlines (`activeDiagnostics`) and language service (`language`: completions, hovers). With
 * `drawing`, each check waits until `drawn` (the files of the engine's last answer) is `files`.
 */
export function useProjectTypes(
  files: ProjectFiles,
  active: string,
  drawing = false,
  drawn: ProjectFiles | null = null,
) {
  const types = useTypeCheck(files, drawing, drawn);
  const typeErrors = useMemo(
    () => types.diagnostics?.filter((d) => d.category === 'error').map(diagnosticText) ?? [],
    [types.diagnostics],
  );
  const activeDiagnostics = useMemo(
    () => editorDiagnostics(types.diagnostics ?? [], active),
    [types.diagnostics, active],
  );
  const language = useMemo(() => types.languageFor(active), [types, active]);
  return {types, typeErrors, activeDiagnostics, language};
}

/** What useProjectTypes returns. */
export type ProjectTypes = ReturnType<typeof useProjectTypes>;
