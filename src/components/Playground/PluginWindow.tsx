/**
 * The plugin's window as `figma.showUI` and `figma.ui` left it: a title bar and the UI's markup in a
 * sandboxed iframe (./windowFrame.ts) whose clicks and typing go back to the run.
 */
import React, {useEffect, useRef, useState} from 'react';
import type {RenderResult} from '../../figma-runner/browser/runner';
import {frameDocument, uiEventOf, type UiEvent} from './windowFrame';
import styles from './styles.module.css';

/** The run's window (src/figma-runner/engine/pluginWindow.ts); sizes in CSS px. */
export type WindowView = NonNullable<RenderResult['window']>;

/** Whether the window is on screen: shown by `showUI`, not hidden, not closed. */
export const windowOpen = (view: WindowView | undefined | null): view is WindowView =>
  !!view && view.shown && view.visible && !view.closed;

/**
 * Props: `view` the run's window (nothing rendered unless `windowOpen`); `name` the plugin's name, the title
 * when `showUI` gave none; `onEvent` gets each forwarded event. The body is exactly `width` × `height` px.
 */
export default function PluginWindow({
  view,
  name,
  onEvent,
}: {
  view: WindowView | null;
  name: string;
  onEvent(event: UiEvent): void;
}): JSX.Element | null {
  const frame = useRef<HTMLIFrameElement>(null);
  const [srcDoc, setSrcDoc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const open = windowOpen(view);
  const html = view?.html ?? '';
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    let live = true;
    void frameDocument().then((doc) => live && setSrcDoc(doc));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!open) return setReady(false);
    const onMessage = (event: MessageEvent) => {
      // Only our frame's window: the opaque origin cannot be checked, its window can.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if ((event.data as {rfwReady?: boolean} | null)?.rfwReady === true) return setReady(true);
      const uiEvent = uiEventOf(event.data);
      if (uiEvent) handler.current(uiEvent);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open]);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({rfwHtml: html}, '*');
  }, [ready, html]);

  if (!open) return null;
  const title = view.title ?? name;
  return (
    <section className={styles.window} aria-label={`Plugin window: ${title}`} data-testid="plugin-window">
      <div className={styles.windowTitle}>{title}</div>
      {srcDoc === null ? (
        <div className={styles.windowBody} style={{width: view.width, height: view.height}} />
      ) : (
        <iframe
          ref={frame}
          className={styles.windowBody}
          title={title}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          style={{width: view.width, height: view.height}}
        />
      )}
    </section>
  );
}
