/**
 * The playground's code editor (PLAY-3): a Prism textarea, replaced by CodeMirror on intent where a fine
 * pointer and room allow it (src/components/README.md).
 */
import React, {useEffect, useLayoutEffect, useRef, useState} from 'react';
import PrismTextarea from './PrismTextarea';
import TextareaSuggestions from './TextareaSuggestions';
import type {EditorDiagnostic, EditorLanguage, MountedEditor} from './codemirror';
import styles from './styles.module.css';

/** Where CodeMirror is worth its weight: a fine pointer and at least Infima's desktop breakpoint (px). */
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

/** What the inspector asks of either editor (INSP-1, INSP-3); offsets into the text. */
export interface EditorHandle {
  /** One undoable edit, as if typed: CodeMirror's transaction, or the textarea's own undo stack. */
  apply(edit: {from: number; to: number; insert: string}): void;
  /** The cursor at `pos`, scrolled into view; the focus stays where it is. */
  reveal(pos: number): void;
}

/** The textarea's line box (px): the top offset of `pos`, from its line number and the CSS line height. */
function textareaLineTop(t: HTMLTextAreaElement, pos: number): number {
  const style = getComputedStyle(t);
  const line = t.value.slice(0, pos).split('\n').length - 1;
  return parseFloat(style.paddingTop) + line * parseFloat(style.lineHeight);
}

export interface CodeEditorProps {
  value: string;
  onChange: (text: string) => void;
  label: string;
  id?: string;
  diagnostics?: EditorDiagnostic[];
  language?: EditorLanguage;
  onCursor?: (pos: number) => void;
  handle?: React.MutableRefObject<EditorHandle | null>;
}

export default function CodeEditor({
  value,
  onChange,
  label,
  id,
  diagnostics,
  language,
  onCursor,
  handle,
}: CodeEditorProps): JSX.Element {
  const [mount, setMount] = useState<Mount | null>(() => loaded);
  const host = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<MountedEditor | null>(null);
  const latest = useRef({onChange, value, language, onCursor});
  latest.current = {onChange, value, language, onCursor};
  /** The textarea's caret and focus, handed to CodeMirror when it takes over. */
  const handOver = useRef<{anchor: number; head: number; focused: boolean} | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const wantRich = () => {
    if (mount || !window.matchMedia?.(RICH_EDITOR_MEDIA).matches) return;
    loadCodeMirror().then(
      (m) => {
        if (!live.current) return;
        const t = textarea.current;
        handOver.current = t
          ? {anchor: t.selectionStart, head: t.selectionEnd, focused: document.activeElement === t}
          : null;
        setMount(() => m);
      },
      () => undefined, // offline: the textarea stays
    );
  };

  // One editor per label (a file); its text follows `value` when the parent changes it (reset, share link).
  useLayoutEffect(() => {
    if (!mount || !host.current) return;
    const from = handOver.current;
    handOver.current = null;
    editor.current = mount(host.current, {
      text: latest.current.value,
      label,
      onChange: (text) => latest.current.onChange(text),
      onCursor: (pos) => latest.current.onCursor?.(pos),
      selection: from ?? undefined,
      // Through `latest`, so the checker that starts after the editor mounted still answers.
      language: {
        complete: (text, pos) => latest.current.language?.complete(text, pos) ?? Promise.resolve(null),
        hover: (text, pos) => latest.current.language?.hover(text, pos) ?? Promise.resolve(null),
      },
    });
    if (from?.focused) editor.current.focus();
    return () => {
      editor.current?.destroy();
      editor.current = null;
    };
  }, [mount, label]);

  useLayoutEffect(() => {
    editor.current?.setText(value);
  }, [value]);

  useLayoutEffect(() => {
    editor.current?.setDiagnostics(diagnostics ?? []);
  }, [diagnostics, mount]);

  useLayoutEffect(() => {
    if (!handle) return;
    handle.current = {
      apply: (edit) => {
        if (editor.current) return editor.current.apply(edit);
        const t = textarea.current;
        if (!t) return;
        // insertText keeps the textarea's own undo stack; the control keeps the focus.
        const back = document.activeElement as HTMLElement | null;
        t.focus();
        t.setSelectionRange(edit.from, edit.to);
        if (!document.execCommand('insertText', false, edit.insert)) {
          latest.current.onChange(t.value.slice(0, edit.from) + edit.insert + t.value.slice(edit.to));
        }
        back?.focus();
      },
      reveal: (pos) => {
        if (editor.current) return editor.current.reveal(pos);
        const t = textarea.current;
        if (!t) return;
        t.setSelectionRange(pos, pos);
        const scroller = t.parentElement;
        if (scroller) scroller.scrollTop = Math.max(0, textareaLineTop(t, pos) - scroller.clientHeight / 3);
      },
    };
    return () => {
      handle.current = null;
    };
  }, [handle, mount]);

  if (!mount) {
    return (
      <div onPointerEnter={wantRich} onFocus={wantRich} className={styles.wrap}>
        <PrismTextarea
          ref={textarea}
          value={value}
          onChange={onChange}
          label={label}
          id={id}
          onCursor={onCursor}
        />
        {language && (
          <TextareaSuggestions textarea={textarea} value={value} language={language} onChange={onChange} />
        )}
      </div>
    );
  }
  return <div id={id} ref={host} className={`theme-code-block ${styles.rich}`} data-editor="codemirror" />;
}
