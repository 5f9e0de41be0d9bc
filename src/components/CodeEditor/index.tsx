/**
 * The playground's code editor (PLAY-3). On a fine pointer and a wide window it loads CodeMirror 6 (./codemirror.ts)
 * with `import()`; on a touch screen (`(pointer: coarse)`), a narrow window, or until CodeMirror has arrived, it is a
 * `<textarea>` over Prism-highlighted code (./PrismTextarea.tsx). Either way Tab leaves the editor.
 *
 * Props:
 * - `value`: the text; `onChange(text)` gets the reader's edits (the parent keeps the text).
 * - `label`: the accessible name of the editable area, e.g. "Code of src/App.tsx".
 * - `id`: the id of the editable area (a textarea) or of the editor's host.
 */
import React, {useEffect, useRef, useState} from 'react';
import PrismTextarea from './PrismTextarea';
import type {MountedEditor} from './codemirror';
import styles from './styles.module.css';

/** Where CodeMirror is worth its weight: a mouse or trackpad and room for it (px, Infima's desktop breakpoint). */
const RICH_EDITOR_MEDIA = '(pointer: fine) and (min-width: 997px)';

type Mount = typeof import('./codemirror').mountEditor;

let loading: Promise<Mount> | null = null;
let loaded: Mount | null = null;
function loadCodeMirror(): Promise<Mount> {
  loading ??= import(/* webpackChunkName: "codemirror" */ './codemirror').then(
    (m) => (loaded = m.mountEditor),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

export interface CodeEditorProps {
  value: string;
  onChange: (text: string) => void;
  label: string;
  id?: string;
}

export default function CodeEditor({value, onChange, label, id}: CodeEditorProps): JSX.Element {
  const [mount, setMount] = useState<Mount | null>(() => loaded);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MountedEditor | null>(null);
  const latest = useRef({onChange, value});
  latest.current = {onChange, value};

  useEffect(() => {
    if (mount || !window.matchMedia?.(RICH_EDITOR_MEDIA).matches) return;
    let live = true;
    loadCodeMirror().then(
      (m) => live && setMount(() => m),
      () => undefined, // offline: the textarea stays
    );
    return () => {
      live = false;
    };
  }, [mount]);

  // One editor per label (a file); its text follows `value` when the parent changes it (reset, share link).
  useEffect(() => {
    if (!mount || !host.current) return;
    const hadFocus = host.current.contains(document.activeElement);
    editor.current = mount(host.current, {
      text: latest.current.value,
      label,
      onChange: (text) => latest.current.onChange(text),
    });
    if (hadFocus) editor.current.focus();
    return () => {
      editor.current?.destroy();
      editor.current = null;
    };
  }, [mount, label]);

  useEffect(() => {
    editor.current?.setText(value);
  }, [value]);

  if (!mount) return <PrismTextarea value={value} onChange={onChange} label={label} id={id} />;
  return <div id={id} ref={host} className={`theme-code-block ${styles.rich}`} data-editor="codemirror" />;
}
