/**
 * The playground's result (PLAY-4, PLAY-5): the picture and layers outline in the form of the Result figures
 * under the docs' examples (src/components/FigmaPreview), or the reason there is none yet. The SVG comes from
 * the reader's code, so it is only ever shown through an `<img>` (a Blob URL), never put into the page's
 * markup.
 *
 * Props: `drawn` (the last good render, or null), `error` (the last render's error, or null), `version` (of
 * react-figma, for the caption and the placeholder).
 */
import React, {useEffect, useState} from 'react';
import {Layers, LayoutNotes, previewClasses} from '../FigmaPreview';
import {errorText, type Drawn, type RenderError} from './errorText';
import styles from './styles.module.css';

export type {Drawn, RenderError};

export default function Result({
  drawn,
  error,
  version,
}: {
  drawn: Drawn | null;
  error: RenderError | null;
  version: string;
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
      <figure
        className={`${previewClasses.figure} ${styles.figure} ${error && drawn && !error.drawn ? styles.stale : ''}`}
      >
        {drawn && url ? (
          // The caption and layers arrive with the picture, below it: nothing already on screen moves when
          // the first picture replaces the placeholder (PLAY-13).
          <>
            <img
              className={previewClasses.canvas}
              src={url}
              width={drawn.width}
              height={drawn.height}
              alt={drawn.alt}
            />
            <figcaption>
              {`Drawn by react-figma ${version} in your browser. Took ${Math.round(drawn.ms)} ms.`}
            </figcaption>
            <LayoutNotes notes={drawn.notes} />
            <details className={previewClasses.layers}>
              <summary>Layers</summary>
              <Layers layers={drawn.layers} />
            </details>
          </>
        ) : (
          <p className={styles.empty}>
            {error
              ? `Nothing drawn yet: react-figma ${version} draws the example in your browser once the code runs.`
              : `react-figma ${version} is drawing the example in your browser…`}
          </p>
        )}
      </figure>
    </div>
  );
}
