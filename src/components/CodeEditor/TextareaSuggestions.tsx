/**
 * Completions for the textarea editor (phones and narrow windows, PLAY-14): after a pause in typing, the
 * language's completions at the caret that start with the word being typed, shortest first, as a list of buttons
 * under the textarea (Tab reaches them); each shows the name, type and our row's description and default, and
 * inserts the name.
 *
 * Props: `textarea` (a ref to it), `value` (its text), `language`, `onChange(text)` (as the editor's).
 */
import React, {useEffect, useState, type RefObject} from 'react';
import type {Completion} from '@codemirror/autocomplete';
import type {EditorLanguage} from './codemirror';
import styles from './styles.module.css';

/** How long after the last keystroke the list is asked for (ms), and how many entries it shows. */
const SUGGEST_DELAY_MS = 300;
const SHOWN = 6;

interface Suggestion {
  label: string;
  type?: string;
  info: string;
  from: number;
}

/**
 * The info box's text, part by part: our row's sentences when there is a row (the type is on the button), else
 * TypeScript's signature.
 */
function infoText(option: Completion): string {
  const info = typeof option.info === 'function' ? option.info(option) : null;
  if (!info || !('childNodes' in info)) return '';
  const parts = Array.from(info.childNodes, (n) => n.textContent ?? '');
  return (parts.length > 1 ? parts.slice(1) : parts).join(' ');
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
        .map((o) => ({label: o.label, type: o.detail, info: infoText(o), from: found.from}));
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
          {s.info && <p>{s.info}</p>}
        </li>
      ))}
    </ul>
  );
}
