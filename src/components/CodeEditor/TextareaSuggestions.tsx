/** Completions under the textarea editor (PLAY-14), shortest first, as buttons that insert the name. */
import React, {useEffect, useState, type RefObject} from 'react';
import type {EditorLanguage} from './codemirror';
import type {EditorHint, Inline} from '../../plugins/playground/client/hints';
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

/** Inline content of a table cell: text, code, strong and links, as src/components/PropsTable prints it. */
function Inlines({items}: {items: readonly Inline[]}): JSX.Element {
  return (
    <>
      {items.map((item, i) =>
        item.kind === 'text' ? (
          item.text
        ) : item.kind === 'code' ? (
          <code key={i}>{item.text}</code>
        ) : item.kind === 'strong' ? (
          <strong key={i}>
            <Inlines items={item.children} />
          </strong>
        ) : (
          <a key={i} href={item.href}>
            <Inlines items={item.children} />
          </a>
        ),
      )}
    </>
  );
}

/** Under a suggestion: the prop's row (description, notes, default) if any, else TypeScript's signature. */
function SuggestionInfo({info}: {info: EditorHint}): JSX.Element {
  const {hint} = info;
  if (!hint) return <p>{info.signature}</p>;
  return (
    <p>
      <Inlines items={hint.description} />
      {hint.notes.map((note, i) => (
        <React.Fragment key={i}>
          {' '}
          <Inlines items={note} />
        </React.Fragment>
      ))}{' '}
      Default: {hint.defaultValue && <code>{hint.defaultValue}</code>}
      {hint.defaultValue && hint.defaultNote && ' '}
      {hint.defaultNote ?? (hint.defaultValue ? '' : 'none')}.
    </p>
  );
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
