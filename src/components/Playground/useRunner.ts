/** The playground's engine run (PLAY-4, PLAY-5); the type check is ./typeCheck.ts's. */
import {useCallback, useEffect, useRef, useState} from 'react';
import {startRunner, type Runner} from '../../figma-runner/browser/runner';
import type {PageDrawn, PageError, PageResult, PluginWindowState} from '../../figma-runner/protocol/messages';
import type {ProjectFiles} from '../../figma-runner/project/fileNames';
import type {UiEvent} from './windowFrame';
import {entryFileOf, type Loaded} from './state';

/** What the Result pane shows: `run` counts renders (an event's answer keeps it), `window` the last one's. */
interface RunState {
  drawn: PageDrawn | null;
  error: PageError | null;
  window: PluginWindowState | null;
  run: number;
  /** The files of the last render the engine answered, drawn or not. */
  answered: ProjectFiles | null;
}

/** The state after `result`, which took `ms` in the page; `next` when it is a new render, not an event's. */
function applied(r: RunState, result: PageResult, ms: number, next: boolean): RunState {
  const base = {window: result.window ?? null, run: next ? r.run + 1 : r.run, answered: r.answered};
  if (result.ok) return {...base, drawn: result, error: null};
  // A run that went on past its error shows what it drew, as Figma would.
  if (result.drawn) return {...base, drawn: {...result.drawn, ok: true, ms}, error: result};
  return {...base, drawn: r.drawn, error: result};
}

/** How long the page waits after the last keystroke before drawing again (ms). */
export const RENDER_DEBOUNCE_MS = 250;
/** The User Timing measure of each render, from the call to the engine to its answer in the page (ms). */
const RENDER_MEASURE = 'playground:render';

/**
 * Starts the engine with the page and draws `files` of `loaded`: at once when an example opens, about
 * RENDER_DEBOUNCE_MS after the last change once `edited`. Returns the last good picture (`drawn`) and the
 * last render's `error`, the plugin's `window` and `run`, the render's number, the `answered` render's files;
 * `uiEvent` sends the window's events to the run and shows its answer.
 */
export function useRunner(loaded: Loaded | null, files: ProjectFiles, edited: boolean) {
  const runner = useRef<Runner | null>(null);
  const [run, setRun] = useState<RunState>({drawn: null, error: null, window: null, run: 0, answered: null});
  /** Bumped by every render, so an event's late answer from an older run is dropped. */
  const generation = useRef(0);

  // Started with the page, so it is warm by the first edit.
  useEffect(() => {
    runner.current = startRunner();
    return () => runner.current?.dispose();
  }, []);

  // A newer render supersedes an older one; `edited` is read, not a dependency: it changes with `files`.
  useEffect(() => {
    if (!loaded || !runner.current) return;
    let live = true;
    const entryFile = entryFileOf(loaded, files);
    const timer = window.setTimeout(
      () => {
        const started = performance.now();
        const gen = ++generation.current;
        runner.current!.render(files, entryFile).then(
          (result) => {
            performance.measure(RENDER_MEASURE, {start: started});
            if (!live || gen !== generation.current) return;
            setRun((r) => ({...applied(r, result, performance.now() - started, true), answered: files}));
          },
          (e: unknown) =>
            live &&
            setRun((r) => ({...r, error: {ok: false, kind: 'runtime', message: String(e)}, answered: files})),
        );
      },
      edited ? RENDER_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [files, loaded]);

  const uiEvent = useCallback((event: UiEvent) => {
    const gen = generation.current;
    const started = performance.now();
    void runner.current?.uiEvent(event).then((result) => {
      if (gen === generation.current) setRun((r) => applied(r, result, performance.now() - started, false));
    });
  }, []);

  return {...run, uiEvent};
}
