/**
 * The playground's result (PLAY-4, PLAY-5): picture and outline as the docs' Result figures, or why there is
 * none, with the plugin's window beside it and its toasts over it. The SVG is the reader's code, so it is
 * shown only through an `<img>` of a Blob URL, never as markup.
 */
import React, {Suspense, lazy, useEffect, useState, type ReactNode} from 'react';
import {Layers, LayoutNotes, previewClasses} from '../FigmaPreview';
import type {PageDrawn, PageError, PluginWindowState} from '../../figma-runner/protocol/messages';
import {errorText} from './errorText';
import type {UiEvent} from './windowFrame';
import {windowShows} from './windowView';
import styles from './styles.module.css';

/** What the result needs of the inspector (./useInspector.tsx): the panel is null until its chunk loaded. */
export interface ResultInspect {
  open: boolean;
  selected: number | null;
  /** Selects the layer at a point of the picture (its px). */
  pick(x: number, y: number): void;
  /** Selects an outline line by its depth-first index. */
  select(index: number): void;
  toggle(): void;
  panel: ReactNode;
}

/** The selected layer's outline over the picture, placed in percent so it scales with the image. */
function Highlight({box, width, height}: {box: number[]; width: number; height: number}): JSX.Element {
  const [x, y, w, h] = box;
  return (
    <span
      aria-hidden="true"
      data-testid="inspector-highlight"
      className={styles.highlight}
      style={{
        left: `${(x / width) * 100}%`,
        top: `${(y / height) * 100}%`,
        width: `${(w / width) * 100}%`,
        height: `${(h / height) * 100}%`,
      }}
    />
  );
}

/** The run's plugin window for the result: `name` titles it when `showUI` gave no title. */
export interface ResultWindow {
  view: PluginWindowState | null;
  run: number;
  name: string;
  onEvent(event: UiEvent): void;
}

// The window's code and CSS load only when a run shows one: nothing of it on a first load (PLAY-16).
const parts = () => import(/* webpackChunkName: "plugin-window" */ './windowParts');
const PluginWindow = lazy(() => parts().then((m) => ({default: m.PluginWindow})));
const Toasts = lazy(() => parts().then((m) => ({default: m.Toasts})));

export default function Result({
  drawn,
  error,
  version,
  inspect,
  plugin,
}: {
  drawn: PageDrawn | null;
  error: PageError | null;
  version: string;
  inspect?: ResultInspect;
  plugin?: ResultWindow;
}): JSX.Element {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!drawn) return;
    const objectUrl = URL.createObjectURL(new Blob([drawn.svg], {type: 'image/svg+xml'}));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [drawn]);
  return (
    <div className={styles.result}>
      <div aria-live="polite" className={styles.status} data-testid="playground-status">
        {error && (
          <p className={styles.error}>
            <strong>Error: </strong>
            <span data-testid="playground-error">{errorText(error)}</span>
            {drawn &&
              (error.drawn
                ? ' The picture shows what the plugin draws all the same: the layers that failed are missing.'
                : ' The picture shows your last code that worked.')}
          </p>
        )}
      </div>
      {/* The window's chunk lays this out as two columns while a window is in it (window.module.css). */}
      <div data-plugin-stage="">
        <figure
          className={`${previewClasses.figure} ${styles.figure} ${error && drawn && !error.drawn ? styles.stale : ''}`}
        >
          {/* Inline, not a class: the playground's CSS is at its first-load budget (PERF-2). flow-root keeps
              the placeholder's margin inside, so nothing moves when the picture replaces it (PLAY-13). */}
          <div style={{position: 'relative', display: 'flow-root'}}>
            {drawn && url ? (
              // A click on the picture selects a layer; the keyboard selects in the Layers tree (INSP-1).
              <div
                className={styles.picture}
                onClick={(event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  inspect?.pick(
                    ((event.clientX - box.left) * drawn.width) / box.width,
                    ((event.clientY - box.top) * drawn.height) / box.height,
                  );
                }}
              >
                <img
                  className={previewClasses.canvas}
                  src={url}
                  width={drawn.width}
                  height={drawn.height}
                  alt={drawn.alt}
                />
                {inspect?.selected != null && drawn.spots?.[inspect.selected] && (
                  <Highlight
                    box={drawn.spots[inspect.selected].box}
                    width={drawn.width}
                    height={drawn.height}
                  />
                )}
              </div>
            ) : (
              <p className={styles.empty}>
                {error
                  ? `Nothing drawn yet: react-figma ${version} draws the example in your browser once the code runs.`
                  : `react-figma ${version} is drawing the example in your browser…`}
              </p>
            )}
            <div role="status">
              {plugin?.view?.toasts.length ? (
                <Suspense fallback={null}>
                  <Toasts run={plugin.run} toasts={plugin.view.toasts} />
                </Suspense>
              ) : null}
            </div>
          </div>
          {drawn && url && (
            // The caption and layers arrive with the picture, below it: nothing already on screen moves when
            // the first picture replaces the placeholder (PLAY-13).
            <>
              <figcaption>
                {`Drawn by react-figma ${version} in your browser. Took ${Math.round(drawn.ms)} ms. `}
                {inspect && drawn.spots && (
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    // The toolbar buttons' font (PERF-15), inline: the page's CSS is at its budget (PERF-2).
                    style={{fontFamily: 'inherit', fontSize: '0.875rem'}}
                    aria-pressed={inspect.open}
                    onClick={inspect.toggle}
                  >
                    Inspect
                  </button>
                )}
              </figcaption>
              <LayoutNotes notes={drawn.notes} />
              {inspect?.open && inspect.panel ? (
                inspect.panel
              ) : (
                // A click on a line selects its layer (INSP-1): the lines' document order is the outline's.
                <details
                  className={previewClasses.layers}
                  onClick={(event) => {
                    const line = (event.target as Element).closest('li');
                    if (!line || !inspect) return;
                    inspect.select([...event.currentTarget.querySelectorAll('li')].indexOf(line));
                  }}
                >
                  <summary>Layers</summary>
                  <Layers layers={drawn.layers} />
                </details>
              )}
            </>
          )}
        </figure>
        {plugin && windowShows(plugin.view) && (
          <Suspense fallback={null}>
            <PluginWindow view={plugin.view} name={plugin.name} onEvent={plugin.onEvent} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
