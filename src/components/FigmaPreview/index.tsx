/**
 * The "Result" of a code example (src/remark/figma-preview writes it): a lazy `<img>` of the SVG and the
 * layers outline, in a StaticIsland. `layers`: nested `[type, name, x, y, width, height, children?]`, px
 * relative to the parent; `edit`: playground id (PLAY-2); `notes`: ENGINE-2; `pluginWindow`: ENGINE-6.
 */
import React from 'react';
import StaticIsland from '../StaticIsland';
import {WINDOW_LOOK, windowHead} from './windowLook';
import {rotationText, type Layer} from '../../figma-runner/protocol/messages';
import styles from './styles.module.css';

interface FigmaPreviewProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  layers: Layer[];
  version: string;
  edit?: string;
  notes?: string[];
  pluginWindow?: {title: string; width: number; height: number; html: string};
}

/** A window as its run first drew it (ENGINE-6), run with no script; `width` × `height` in CSS px. */
function WindowStill({
  title,
  width,
  height,
  html,
}: NonNullable<FigmaPreviewProps['pluginWindow']>): JSX.Element {
  return (
    <section style={WINDOW_LOOK.frame} aria-label={`Plugin window: ${title}`} data-plugin-window="">
      <div style={WINDOW_LOOK.title}>{title}</div>
      <iframe
        title={title}
        sandbox=""
        loading="lazy"
        referrerPolicy="no-referrer"
        srcDoc={`${windowHead("'none'")}<body>${html}</body></html>`}
        style={{...WINDOW_LOOK.body, width, height}}
      />
    </section>
  );
}

/** The layout notes under a picture (ENGINE-2): where Figma's auto layout moves what react-figma placed. */
export function LayoutNotes({notes}: {notes: string[]}): JSX.Element | null {
  if (!notes.length) return null;
  return (
    <div className={styles.notes}>
      <p>
        <strong>Figma lays this out differently:</strong>
      </p>
      <ul>
        {notes.map((n, i) => (
          // A note marks code with backticks, as the Markdown twin prints it.
          <li key={i}>{n.split('`').map((part, k) => (k % 2 ? <code key={k}>{part}</code> : part))}</li>
        ))}
      </ul>
    </div>
  );
}

/** The layers outline as nested lists (`TYPE name · x X, y Y, W×H`); the playground's result shows it too. */
export function Layers({layers}: {layers: Layer[]}): JSX.Element {
  return (
    <ul>
      {layers.map(([type, name, x, y, w, h, children, rotation], i) => (
        <li key={i}>
          <code>{type}</code>
          {` ${name} · x ${x}, y ${y}, ${w}×${h}${rotationText(rotation)}`}
          {children && children.length > 0 && <Layers layers={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The Result figure; MDX imports it through src/remark/figma-preview. @public */
export default function FigmaPreview({
  src,
  width,
  height,
  alt,
  layers,
  version,
  edit,
  notes = [],
  pluginWindow,
}: FigmaPreviewProps): JSX.Element {
  const picture = (
    <img
      className={styles.canvas}
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <StaticIsland as="figure" className={styles.preview}>
      {pluginWindow ? (
        // Inline: the one page with a window pays for its layout, not every page's stylesheet.
        <div style={{display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start'}}>
          {picture}
          <WindowStill {...pluginWindow} />
        </div>
      ) : (
        picture
      )}
      <figcaption>
        <strong>Result</strong>
        {`: drawn by react-figma ${version} at build time, laid out as Figma's auto layout places it. Text is approximate; network images and imported files are placeholders.`}
        {pluginWindow &&
          ` The plugin window “${pluginWindow.title}” is shown as the run first drew it; it works in the playground.`}
        {edit && (
          // baseUrl is `/` (docusaurus.config.ts): a plain string is lighter than useBaseUrl.
          <>
            {' '}
            <a href={`/playground?example=${edit}`}>Edit in the playground</a>
          </>
        )}
      </figcaption>
      <LayoutNotes notes={notes} />
      <details className={styles.layers}>
        <summary>Layers</summary>
        <Layers layers={layers} />
      </details>
    </StaticIsland>
  );
}

/** The figure's classes, for the playground's live result (src/components/Playground), which looks alike. */
export const previewClasses = {figure: styles.preview, canvas: styles.canvas, layers: styles.layers};
