/**
 * The plugin's window as `figma.showUI` and `figma.ui` left it: a title bar and the UI's markup in a
 * sandboxed iframe (./windowFrame.ts) whose clicks and typing go back to the run.
 */
import React, {useEffect, useRef, useState} from 'react';
import {frameDocument, uiEventOf, type UiEvent} from './windowFrame';
import type {PluginWindowState} from '../../figma-runner/protocol/messages';
import {windowOpen} from './windowView';
import {WINDOW_LOOK} from '../FigmaPreview/windowLook';
import styles from './window.module.css';

/**
 * Props: `view` the run's window (nothing unless `windowOpen`; a line once `closePlugin` ran); `name` the
 * plugin's name, the title when `showUI` gave none; `onEvent` gets each forwarded event. The body is exactly
 * `width` × `height` px.
 */
export default function PluginWindow({
  view,
  name,
  onEvent,
}: {
  view: PluginWindowState | null;
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

  const closed = view?.pluginClosed;
  if (closed) {
    return (
      <p className={styles.pluginClosed} data-testid="plugin-closed">
        {closed.message
          ? `The plugin closed (figma.closePlugin) with the message: ${closed.message}`
          : 'The plugin closed (figma.closePlugin).'}
      </p>
    );
  }
  if (!open) return null;
  const title = view.title ?? name;
  return (
    <section
      style={WINDOW_LOOK.frame}
      aria-label={`Plugin window: ${title}`}
      data-testid="plugin-window"
      data-plugin-window=""
    >
      <div style={WINDOW_LOOK.title}>{title}</div>
      {srcDoc === null ? (
        <div style={{...WINDOW_LOOK.body, width: view.width, height: view.height}} />
      ) : (
        <iframe
          ref={frame}
          title={title}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          style={{...WINDOW_LOOK.body, width: view.width, height: view.height}}
        />
      )}
    </section>
  );
}
