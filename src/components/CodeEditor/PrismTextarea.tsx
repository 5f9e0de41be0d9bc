/** The plain editor (PLAY-3): a transparent `<textarea>` over the same text highlighted by Prism. */
import React, {forwardRef, useEffect, useMemo, useState, type ReactNode} from 'react';
import {loadPrism, loadedPrism} from '../../plugins/code-highlighting/client/prismOnDemand';
import styles from './styles.module.css';

/** What Prism's tokenizer yields (prism-react-renderer's type of Prism does not declare it). */
type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};
interface Tokenizer {
  tokenize(text: string, grammar: unknown): PrismToken[];
  languages: Record<string, unknown>;
}

function renderTokens(tokens: PrismToken | PrismToken[], key = 'k'): ReactNode {
  if (typeof tokens === 'string') return tokens;
  if (Array.isArray(tokens)) return tokens.map((token, i) => renderTokens(token, `${key}-${i}`));
  const alias = Array.isArray(tokens.alias) ? tokens.alias.join(' ') : (tokens.alias ?? '');
  return (
    <span key={key} className={`token ${tokens.type} ${alias}`.trim()}>
      {renderTokens(tokens.content, key)}
    </span>
  );
}

const PrismTextarea = forwardRef<
  HTMLTextAreaElement,
  {
    value: string;
    onChange: (text: string) => void;
    label: string;
    id?: string;
    onCursor?: (pos: number) => void;
  }
>(function PrismTextarea({value, onChange, label, id, onCursor}, ref): JSX.Element {
  const [prism, setPrism] = useState(() => loadedPrism() as unknown as Tokenizer | null);
  useEffect(() => {
    if (prism) return;
    let live = true;
    loadPrism().then(
      (p) => live && setPrism(p as unknown as Tokenizer),
      () => undefined, // offline: stays plain text, still editable
    );
    return () => {
      live = false;
    };
  }, [prism]);
  // Once per text: the editor re-renders on each picture or error too.
  const picture = useMemo(() => {
    const grammar = prism?.languages.tsx;
    return grammar ? renderTokens(prism.tokenize(value, grammar)) : value;
  }, [prism, value]);
  return (
    <div className={`theme-code-block ${styles.plain}`}>
      <pre aria-hidden="true" className={styles.highlight}>
        {picture}
        {/* A last empty line still takes room: the textarea and the picture of it stay the same height. */}
        {'\n'}
      </pre>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onSelect={onCursor && ((e) => onCursor(e.currentTarget.selectionStart))}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
    </div>
  );
});

export default PrismTextarea;
