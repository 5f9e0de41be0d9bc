/** Completions under the textarea editor (PLAY-14), shortest first, as buttons that insert the name. */
import React, {useEffect, useState, type RefObject} from 'react';
import type {EditorLanguage} from './codemirror';
import type {EditorHint} from '../../plugins/playground/client/hints';
import {HintRow, hintRow} from './HintRow';
import styles from './styles.module.css';

/** How long after the last keystroke the list is asked for (ms), and how many entries it shows. */
const SUGGEST_DELAY_MS = 300;
const SHOWN = 6;

interface Suggestion {
  label: string;
  type?: string;
  info?: EditorHint;
  from: number;
}

/** A completion's row, or TypeScript's signature when the props tables have none. */
function SuggestionInfo({info}: {info: EditorHint}): JSX.Element {
  return info.hint ? <HintRow {...hintRow(info.hint)} /> : <p>{info.signature}</p>;
}

export default function TextareaSuggestions({
  textarea,
  value,
  language,
  onChange,
}: {
  textarea: RefObject<HTMLTextAreaElement>;
  value: string;
  language: EditorLanguage;
  onChange: (text: string) => void;
}): JSX.Element | null {
  const [list, setList] = useState<{at: number; items: Suggestion[]} | null>(null);
  useEffect(() => {
    const t = textarea.current;
    if (!t || document.activeElement !== t) return;
    let live = true;
    const timer = window.setTimeout(async () => {
      const pos = t.selectionStart;
      const word = /[\w$]+$/.exec(value.slice(0, pos))?.[0];
      if (!word) return live && setList(null);
      const found = await language.complete(value, pos).catch(() => null);
      if (!live || !found) return;
      // Shortest first: the word being typed is most often the shortest name that starts with it.
      const items = found.options
        .filter((o) => o.label.startsWith(word) && o.label !== word)
        .sort((a, b) => a.label.length - b.label.length || a.label.localeCompare(b.label))
        .slice(0, SHOWN)
        .map((o) => ({label: o.label, type: o.detail, info: o.info, from: found.from}));
      setList({at: pos, items});
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [value, language, textarea]);
  if (!list || list.items.length === 0) return null;
  const insert = (s: Suggestion) => {
    onChange(value.slice(0, s.from) + s.label + value.slice(list.at));
    setList(null);
    const t = textarea.current;
    if (!t) return;
    const caret = s.from + s.label.length;
    // After React has put the new text in.
    window.requestAnimationFrame(() => {
      t.focus();
      t.setSelectionRange(caret, caret);
    });
  };
  return (
    <ul className={styles.suggestions} aria-label="Suggestions" data-testid="editor-suggestions">
      {list.items.map((s) => (
        <li key={s.label}>
          <button type="button" onClick={() => insert(s)}>
            <code>{s.label}</code>
            {s.type && <span className={styles.suggestionType}> {s.type}</span>}
          </button>
          {s.info && <SuggestionInfo info={s.info} />}
        </li>
      ))}
    </ul>
  );
}
