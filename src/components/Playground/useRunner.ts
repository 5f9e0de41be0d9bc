/** The playground's engine run (PLAY-4, PLAY-5); the type check is ./typeCheck.ts's. */
import {useEffect, useRef, useState} from 'react';
import {startRunner, type Runner} from '../../figma-runner/browser/runner';
import type {ProjectFiles} from '../../figma-runner/project/fileNames';
import type {Drawn, RenderError} from './errorText';
import {entryFileOf, type Loaded} from './state';

/** How long the page waits after the last keystroke before drawing again (ms). */
export const RENDER_DEBOUNCE_MS = 250;
/** The User Timing measure of each render, from the call to the engine to its answer in the page (ms). */
const RENDER_MEASURE = 'playground:render';

/**
 * Starts the engine with the page and draws `files` of `loaded`: at once when an example opens, about
 * RENDER_DEBOUNCE_MS after the last change once `edited`. Returns the last good picture (`drawn`) and the
 * last render's `error`.
 */
export function useRunner(loaded: Loaded | null, files: ProjectFiles, edited: boolean) {
  const runner = useRef<Runner | null>(null);
  const [run, setRun] = useState<{drawn: Drawn | null; error: RenderError | null}>({
    drawn: null,
    error: null,
  });

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
        runner.current!.render(files, entryFile).then(
          (result) => {
            performance.measure(RENDER_MEASURE, {start: started});
            if (!live) return;
            if (result.ok) setRun({drawn: result, error: null});
            // A run that went on past its error shows what it drew, as Figma would.
            else if (result.drawn) {
              const ms = performance.now() - started;
              setRun({drawn: {...result.drawn, ok: true, ms}, error: result});
            } else setRun((r) => ({...r, error: result}));
          },
          (e: unknown) =>
            live && setRun((r) => ({...r, error: {ok: false, kind: 'runtime', message: String(e)}})),
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

  return {drawn: run.drawn, error: run.error};
}
