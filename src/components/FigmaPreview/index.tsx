/**
 * The "Result" of a code example: a picture of the Figma canvas after the example ran, and its layers outline.
 * Written into docs by the figma-preview remark plugin (src/remark/figma-preview); a pure function of its props,
 * so static markup is all it adds: the picture is an SVG file loaded lazily by `<img>`, and the figure is a
 * StaticIsland, so hydration does not walk its outline (the `<details>` opens without React).
 *
 * Props:
 * - `src`: URL of the SVG file (emitted by webpack's file-loader).
 * - `width`, `height`: the picture's intrinsic size in px, so the page does not shift while it loads.
 * - `alt`: the text alternative, naming what the picture shows.
 * - `layers`: the outline, as nested `[type, name, x, y, width, height, children?]` tuples (px, relative to the
 *   parent, as Figma's layers panel and `x`/`y` report them). Tuples keep the page's JS chunk small.
 * - `version`: the react-figma version that drew it.
 * - `edit`: the example's playground id (src/figma-runner/project/exampleId.ts); when set, the caption ends
 *   with a plain "Edit in the playground" link to `/playground?example=<id>` (PLAY-2; ids are `[a-z0-9-]`): no
 *   script, so the figure stays static.
 */
import React from 'react';
import StaticIsland from '../StaticIsland';
import type {Layer} from '../../figma-runner/protocol/messages';
import styles from './styles.module.css';

export interface FigmaPreviewProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  layers: Layer[];
  version: string;
  edit?: string;
}

/** The layers outline as nested lists (`TYPE name · x X, y Y, W×H`); the playground's result shows it too. */
export function Layers({layers}: {layers: Layer[]}): JSX.Element {
  return (
    <ul>
      {layers.map(([type, name, x, y, w, h, children], i) => (
        <li key={i}>
          <code>{type}</code>
          {` ${name} · x ${x}, y ${y}, ${w}×${h}`}
          {children && children.length > 0 && <Layers layers={children} />}
        </li>
      ))}
    </ul>
  );
}

export default function FigmaPreview({
  src,
  width,
  height,
  alt,
  layers,
  version,
  edit,
}: FigmaPreviewProps): JSX.Element {
  return (
    <StaticIsland as="figure" className={styles.preview}>
      <img
        className={styles.canvas}
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
      <figcaption>
        <strong>Result</strong>
        {`: drawn by react-figma ${version} at build time. Layout is react-figma's; text is approximate; network images and imported files are placeholders.`}
        {edit && (
          // A root-relative link: the site is served at its domain's root (baseUrl `/`, docusaurus.config.ts), and
          // a plain string keeps every doc page's chunk a few bytes lighter than a useBaseUrl call would.
          <>
            {' '}
            <a href={`/playground?example=${edit}`}>Edit in the playground</a>
          </>
        )}
      </figcaption>
      <details className={styles.layers}>
        <summary>Layers</summary>
        <Layers layers={layers} />
      </details>
    </StaticIsland>
  );
}

/** The figure's classes, for the playground's live result (src/components/Playground), which looks the same. */
export const previewClasses = {figure: styles.preview, canvas: styles.canvas, layers: styles.layers};
